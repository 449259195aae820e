import type { Page } from '@playwright/test';
import { expectAccessible, expect, saveSettledScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 20's kitchen tablet: an organizer links the household's shared screen from Family on their phone, a child
// who set a PIN picks herself on it and marks her chore done, the organizer approves it from their phone (the
// tablet hears it), then unlinks the tablet, which is refused at its next request and asks to be linked again.

/** A tablet held upright: the width the shared screen is designed for. */
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true } as const;

/** The browser's own calendar day, as the pages count it. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

for (const width of WIDTHS) {
  test.describe(`Kitchen tablet, organizer at ${width.label} width`, () => {
    test('an organizer links a tablet, a child does her chore on it, the organizer approves and unlinks it', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const organizer = await personAt(browser, 'Olive Organizer', width);
      const cleo = await personAt(browser, 'Cleo Child', width);
      const org = organizer.page;

      const created = await org.request.post('/api/home', {
        data: { spaces: [{ name: 'Home', space_type: 'kitchen' }] },
      });
      expect(created.status()).toBe(201);
      const spaceId: string = (await created.json()).spaces[0].id;
      await joinSpace(org, cleo.page, spaceId);
      const chore = await org.request.post(`/api/spaces/${spaceId}/chores`, {
        data: {
          title: 'Feed the cat',
          estimated_time: 5,
          points: 5,
          rule: { kind: 'every_n_days', interval: 1 },
          starts_on: await todayIn(org),
          assignment: { mode: 'one', member: (await (await cleo.page.request.get('/api/account')).json()).id },
        },
      });
      expect(chore.status()).toBe(201);

      // Cleo sets her own PIN from Me.
      const kid = cleo.page;
      await kid.goto('/settings');
      const pinSection = kid.getByRole('region', { name: 'Kitchen tablet PIN' });
      await expect(pinSection.getByText('No PIN: anyone at the tablet can open your day.')).toBeVisible({
        timeout: 20_000,
      });
      await pinSection.getByRole('button', { name: 'Set a PIN' }).click();
      await pinSection.getByLabel('PIN (4 digits)').fill('258');
      await pinSection.getByRole('button', { name: 'Save PIN' }).click();
      await expect(pinSection.getByText('Use exactly 4 digits.')).toBeVisible();
      await pinSection.getByLabel('PIN (4 digits)').fill('2580');
      await pinSection.getByRole('button', { name: 'Save PIN' }).click();
      await expect(pinSection.getByText('Your PIN is saved. Tablets ask for it from now on.')).toBeVisible();
      await expect(pinSection.getByText('You have a PIN.')).toBeVisible();
      await expectAccessible(kid);
      await saveSettledScreenshot(kid, `kitchen-pin-me-${width.label}`);
      await cleo.close();

      // The organizer links a tablet from Family.
      await org.goto('/family');
      const section = org.getByRole('region', { name: 'Kitchen tablet' });
      await expect(section.getByText('No tablet is linked yet.')).toBeVisible({ timeout: 20_000 });
      await section.getByRole('button', { name: 'Link a kitchen tablet' }).click();
      const dialog = org.getByRole('dialog', { name: 'Link a kitchen tablet' });
      await expect(dialog.getByLabel('Name')).toHaveValue('Kitchen');
      await expect(dialog.getByRole('checkbox', { name: 'Home' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Get a code' }).click();
      const codeText = dialog.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(codeText).toBeVisible();
      const code = (await codeText.textContent())!;
      await expectAccessible(org);
      await saveSettledScreenshot(org, `kitchen-link-code-${width.label}`);

      // The tablet: no one signed in; it types the code.
      const tabletContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...TABLET });
      const tablet = await tabletContext.newPage();
      await tablet.goto('/kitchen');
      await expect(tablet.getByRole('heading', { name: 'Link this tablet' })).toBeVisible({ timeout: 20_000 });
      await expectAccessible(tablet);
      await saveSettledScreenshot(tablet, 'kitchen-tablet-link');
      await tablet.getByLabel('Code from the phone').fill(code.toLowerCase());
      await tablet.getByRole('button', { name: 'Link this tablet' }).click();
      await expect(tablet.getByRole('heading', { name: "Who's helping?" })).toBeVisible();
      const household = tablet.getByRole('list', { name: 'Household' });
      await expect(household.getByRole('button')).toHaveText([/Cleo Child/, /Olive Organizer/]);
      await expectAccessible(tablet);
      await saveSettledScreenshot(tablet, 'kitchen-tablet-household');
      // Its credential is the tablet's own, httpOnly, and not a session.
      const cookies = await tabletContext.cookies();
      expect(cookies.find((cookie) => cookie.name === 'tidy_kitchen_device')?.httpOnly).toBe(true);
      expect((await tablet.request.get('/api/today?date=' + (await todayIn(tablet)))).status()).toBe(401);

      // The phone sees it linked.
      await expect(dialog.getByText('Linked! The tablet is ready.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Done' }).click();
      const devices = section.getByRole('list', { name: 'Kitchen tablets' });
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await expect(devices.getByText('Shows Home')).toBeVisible();
      await expect(devices.getByText(/^Linked .* · last used just now$/)).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `kitchen-family-section-${width.label}`);

      // Cleo picks herself: her PIN, once wrong.
      await household.getByRole('button', { name: /Cleo Child/ }).click();
      const pinDialog = tablet.getByRole('dialog', { name: 'Hi, Cleo!' });
      await expect(pinDialog.getByLabel('PIN')).toBeFocused();
      for (const digit of '1111') await pinDialog.getByRole('button', { name: digit, exact: true }).click();
      await expect(pinDialog.getByText('That PIN is not right. Please try again.')).toBeVisible();
      await expectAccessible(tablet);
      await saveSettledScreenshot(tablet, 'kitchen-tablet-pin');
      for (const digit of '2580') await pinDialog.getByRole('button', { name: digit, exact: true }).click();
      await expect(pinDialog).toBeHidden();
      await expect(tablet.getByRole('heading', { name: 'Hi, Cleo!' })).toBeFocused();
      const toDo = tablet.getByRole('list', { name: 'To do' });
      await expect(toDo.getByRole('listitem').filter({ hasText: 'Feed the cat' })).toBeVisible();
      await expectAccessible(tablet);
      await saveSettledScreenshot(tablet, 'kitchen-tablet-member-day');

      await toDo.getByRole('button', { name: 'Mark done' }).click();
      await expect(tablet.getByRole('status').filter({ hasText: 'Well done, Cleo! Sent for review.' })).toBeVisible();
      await expect(tablet.getByText('All done, Cleo!')).toBeVisible();
      await expect(tablet.getByText('0 points')).toBeVisible();
      await saveSettledScreenshot(tablet, 'kitchen-tablet-done');

      // The organizer approves it from their phone: done by Cleo, on the tablet.
      await org.goto(`/spaces/${spaceId}/chores`);
      const review = org.getByRole('main').getByRole('list', { name: 'Chores waiting for review' });
      await expect(review.getByText('Done by Cleo Child', { exact: false })).toBeVisible({ timeout: 20_000 });
      await review.getByRole('button', { name: 'Approve Feed the cat by Cleo Child' }).click();
      await expect(org.getByText('Feed the cat: Cleo Child earned 5 points.')).toBeVisible();
      // The tablet hears it and shows her new balance.
      await expect(tablet.getByText('5 points', { exact: true })).toBeVisible({ timeout: 15_000 });

      // The organizer unlinks the tablet.
      await org.goto('/family');
      await section.getByRole('button', { name: 'Unlink Kitchen' }).click();
      const confirm = org.getByRole('alertdialog', { name: 'Unlink Kitchen?' });
      await confirm.getByRole('button', { name: 'Unlink' }).click();
      await expect(section.getByText('Kitchen is unlinked. It stopped working at once.')).toBeVisible();
      await expect(section.getByText('No tablet is linked yet.')).toBeVisible();

      // The tablet is refused at its next request (its live stream may have told it already).
      expect((await tablet.request.get('/api/kitchen/household')).status()).toBe(401);
      const linkHeading = tablet.getByRole('heading', { name: 'Link this tablet' });
      await expect(async () => {
        if (!(await linkHeading.isVisible())) {
          const back = tablet.getByRole('button', { name: 'Back to everyone' });
          if (await back.isVisible()) await back.click({ timeout: 1_000 });
          await tablet.getByRole('button', { name: /Cleo Child/ }).click({ timeout: 1_000 });
        }
        await expect(linkHeading).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(tablet.getByText('This tablet was unlinked.')).toBeVisible();
      expect((await tabletContext.cookies()).some((cookie) => cookie.name === 'tidy_kitchen_device')).toBe(false);
      await expectAccessible(tablet);
      await saveSettledScreenshot(tablet, 'kitchen-tablet-unlinked');

      await tabletContext.close();
      await organizer.close();
    });
  });
}
