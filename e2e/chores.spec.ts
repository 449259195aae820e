import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expect, saveSettledScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 17's chores: an organizer adds a chore rotating daily between two children and a weekly one on
// Saturdays, a child sees it is their turn and marks it done, the organizer approves it, and the calendar's
// week and month show both chores with the right people.

/** The browser's own calendar day, as the pages count it. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

const choreItem = (main: Locator, title: string) =>
  main.getByRole('list', { name: 'Chores', exact: true }).getByRole('listitem').filter({ hasText: title });

for (const width of WIDTHS) {
  test.describe(`Chores at ${width.label} width`, () => {
    test('a rotating chore is done by the child whose turn it is, approved, and shown on the calendar', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const organizer = await personAt(browser, 'Olive Organizer', width);
      const cleo = await personAt(browser, 'Cleo Child', width);
      const milo = await personAt(browser, 'Milo Child', width);
      const org = organizer.page;
      const kid = cleo.page;

      const created = await org.request.post('/api/home', {
        data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] },
      });
      expect(created.status()).toBe(201);
      const spaceId: string = (await created.json()).spaces[0].id;
      await joinSpace(org, kid, spaceId);
      await joinSpace(org, milo.page, spaceId);

      // From the space to its chores.
      await org.goto(`/space/${spaceId}`);
      await org.getByRole('navigation', { name: 'Chores' }).getByRole('link', { name: 'Chores' }).click();
      await expect(org).toHaveURL(new RegExp(`/spaces/${spaceId}/chores$`));
      const orgMain = org.getByRole('main');
      await expect(orgMain.getByRole('heading', { level: 1, name: 'Chores' })).toBeVisible();
      await expect(orgMain.getByText('No chores yet.')).toBeVisible();

      // "Empty the dishwasher": every day, Cleo and Milo taking turns (round robin).
      await orgMain.getByRole('button', { name: 'New chore' }).click();
      const dialog = org.getByRole('dialog', { name: 'New chore' });
      await dialog.getByRole('button', { name: 'Add chore' }).click();
      await expect(dialog.getByText('Give the chore a title.')).toBeVisible();
      await expect(dialog.getByLabel('Title')).toBeFocused();
      await dialog.getByLabel('Title').fill('Empty the dishwasher');
      await dialog.getByLabel('Points').fill('10');
      await dialog.getByLabel('Minutes').fill('10');
      await expect(dialog.getByLabel('Repeat')).toHaveValue('daily');
      await dialog.getByRole('radio', { name: 'Take turns' }).check();
      await dialog.getByRole('checkbox', { name: 'Cleo Child' }).check();
      await dialog.getByRole('checkbox', { name: 'Milo Child' }).check();
      await expect(dialog.getByRole('list', { name: 'Turn order' }).getByRole('listitem')).toHaveText([
        /Cleo Child/,
        /Milo Child/,
      ]);
      await expect(dialog.getByRole('radio', { name: /Round robin/ })).toBeChecked();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `chores-new-dialog-${width.label}`);
      await dialog.getByRole('button', { name: 'Add chore' }).click();
      await expect(dialog).toBeHidden();
      const dishwasher = choreItem(orgMain, 'Empty the dishwasher');
      await expect(dishwasher.getByText('Every day · 10 points · 10 min')).toBeVisible();
      await expect(dishwasher.getByText("Cleo Child's turn")).toBeVisible();
      await expect(dishwasher.getByText('Due Today')).toBeVisible();

      // "Clean the bathroom": every Saturday, always Milo.
      await orgMain.getByRole('button', { name: 'New chore' }).click();
      await dialog.getByLabel('Title').fill('Clean the bathroom');
      await dialog.getByLabel('Points').fill('20');
      await dialog.getByLabel('Minutes').fill('30');
      await dialog.getByLabel('Repeat').selectOption({ label: 'On chosen weekdays' });
      await dialog.getByRole('button', { name: 'Add chore' }).click();
      await expect(dialog.getByText('Choose at least one weekday.')).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
      await dialog.getByRole('radio', { name: 'One person' }).check();
      await dialog.getByLabel('Member').selectOption({ label: 'Milo Child' });
      await dialog.getByRole('button', { name: 'Add chore' }).click();
      await expect(dialog).toBeHidden();
      const bathroom = choreItem(orgMain, 'Clean the bathroom');
      await expect(bathroom.getByText('Every Saturday · 20 points · 30 min')).toBeVisible();
      await expect(bathroom.getByText("Milo Child's turn")).toBeVisible();
      await expect(orgMain.getByText('Nothing is waiting for review.')).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `chores-organizer-list-${width.label}`);

      // Cleo sees it is her turn and marks it done; she cannot claim or do Milo's bathroom.
      await kid.goto(`/spaces/${spaceId}/chores`);
      const kidMain = kid.getByRole('main');
      const kidDishwasher = choreItem(kidMain, 'Empty the dishwasher');
      // A busy machine can be slow to fetch the page on its first visit.
      await expect(kidDishwasher.getByText('Your turn')).toBeVisible({ timeout: 20_000 });
      await expect(kidMain.getByRole('button', { name: 'New chore' })).toHaveCount(0);
      await expect(kidMain.getByRole('heading', { name: 'Waiting for review' })).toHaveCount(0);
      await expect(choreItem(kidMain, 'Clean the bathroom').getByRole('button', { name: /^Mark/ })).toHaveCount(0);
      await expectAccessible(kid);
      await saveSettledScreenshot(kid, `chores-child-${width.label}`);
      await kidDishwasher.getByRole('button', { name: 'Mark Empty the dishwasher done' }).click();
      await expect(kid.getByText('Marked done: waiting for review')).toBeVisible();
      // The next turn is Milo's, tomorrow.
      await expect(kidDishwasher.getByText("Milo Child's turn")).toBeVisible();
      await expect(kidDishwasher.getByText('Due Tomorrow')).toBeVisible();

      // The organizer approves it (the list updates live; a reload would do the same).
      const review = orgMain.getByRole('list', { name: 'Chores waiting for review' });
      await expect(review.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
      await expect(review.getByText('Done by Cleo Child', { exact: false })).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `chores-review-${width.label}`);
      await review.getByRole('button', { name: 'Approve Empty the dishwasher by Cleo Child' }).click();
      await expect(org.getByText('Approved', { exact: true })).toBeVisible();
      await expect(org.getByText('Empty the dishwasher: Cleo Child earned 10 points.')).toBeVisible();
      await expect(orgMain.getByText('Nothing is waiting for review.')).toBeVisible();

      // The history shows the approved turn.
      await dishwasher.getByRole('button', { name: 'History of Empty the dishwasher' }).click();
      const history = org.getByRole('dialog', { name: 'History of Empty the dishwasher' });
      await expect(history.getByText('Approved')).toBeVisible();
      await expect(history.getByText(/Done by Cleo Child/)).toBeVisible();
      await history.getByRole('button', { name: 'Close' }).click();

      // The calendar's week: today Cleo's approved turn, Saturday Milo's bathroom.
      await orgMain.getByRole('link', { name: 'Calendar' }).click();
      await expect(org).toHaveURL(new RegExp(`/spaces/${spaceId}/calendar$`));
      await expect(orgMain.getByRole('heading', { level: 1, name: 'Chore calendar' })).toBeVisible();
      const today = await todayIn(org);
      const todayCell = orgMain.locator(`section[data-date="${today}"]`);
      await expect(todayCell.getByRole('listitem').filter({ hasText: 'Empty the dishwasher' })).toContainText(
        'Cleo Child',
      );
      await expect(todayCell.getByRole('listitem').filter({ hasText: 'Empty the dishwasher' })).toContainText(
        'Approved',
      );
      // A Sunday's week ends today: Saturday's bathroom is next week.
      if (new Date(`${today}T00:00:00Z`).getUTCDay() === 0) {
        await orgMain.getByRole('button', { name: 'Next week' }).click();
      }
      const saturday = orgMain.locator('section[data-date]').nth(5);
      await expect(saturday.getByRole('listitem').filter({ hasText: 'Clean the bathroom' })).toContainText(
        'Milo Child',
      );
      await expect(saturday.getByRole('listitem').filter({ hasText: 'Empty the dishwasher' })).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `chores-calendar-week-${width.label}`);

      // By member: only Milo's turns.
      await orgMain.getByLabel('By member').selectOption({ label: 'Milo Child' });
      await expect(saturday.getByRole('listitem').filter({ hasText: 'Clean the bathroom' })).toBeVisible();
      await expect(orgMain.getByRole('listitem').filter({ hasText: 'Cleo Child' })).toHaveCount(0);
      await orgMain.getByLabel('By member').selectOption({ label: 'Everyone' });

      // The month: a compact grid; the chosen day's chores listed below it.
      await orgMain.getByRole('button', { name: 'Month', exact: true }).click();
      await expect(orgMain.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
      // The month of the week on show, which on a Sunday was next week's: Today brings back today's month and day.
      await orgMain.getByRole('button', { name: 'Today', exact: true }).click();
      const chosenDay = orgMain.locator(`section[data-date="${today}"]`);
      await expect(chosenDay.getByRole('listitem').filter({ hasText: 'Empty the dishwasher' })).toContainText(
        'Cleo Child',
      );
      await expectAccessible(org);
      await saveSettledScreenshot(org, `chores-calendar-month-${width.label}`);

      await organizer.close();
      await cleo.close();
      await milo.close();
    });
  });
}
