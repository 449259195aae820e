import type { Page } from '@playwright/test';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 17's nudge: an organizer sees that a child's chore is overdue, nudges them from the chore's card and
// is told honestly that no phone of theirs takes notifications; a second nudge is refused with the reason;
// the child sees "Nudged by Nora Nudger" on the chore on their Today.

/** The browser's own calendar day moved by `days`, as YYYY-MM-DD. */
const dayIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }, days);

for (const width of WIDTHS) {
  test.describe(`Nudging at ${width.label} width`, () => {
    test('an organizer nudges a child about an overdue chore, and the child sees it on Today', async ({ browser }) => {
      test.setTimeout(120_000);
      const organizer = await personAt(browser, 'Nora Nudger', width);
      const child = await personAt(browser, 'Cleo Child', width);
      const org = organizer.page;
      const kid = child.page;

      const created = await org.request.post('/api/home', {
        data: { spaces: [{ name: 'Hallway', space_type: 'other' }] },
      });
      expect(created.status()).toBe(201);
      const spaceId: string = (await created.json()).spaces[0].id;
      await joinSpace(org, kid, spaceId);
      const childId: string = (await (await kid.request.get('/api/account')).json()).id;
      // Cleo's chore, done once, due two days ago: overdue on any clock.
      const added = await org.request.post(`/api/spaces/${spaceId}/chores`, {
        data: {
          title: 'Tidy the shoe rack',
          estimated_time: 10,
          points: 5,
          rule: null,
          starts_on: await dayIn(org, -2),
          assignment: { mode: 'one', member: childId },
        },
      });
      expect(added.status(), await added.text()).toBe(201);

      // The organizer, on the space's chores: the overdue turn offers a nudge.
      await org.goto(`/spaces/${spaceId}/chores`);
      const main = org.getByRole('main');
      const card = main
        .getByRole('list', { name: 'Chores', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'Tidy the shoe rack' });
      await expect(card.getByText(/^Overdue: was due/)).toBeVisible();
      await expect(card.getByText("Cleo Child's turn")).toBeVisible();
      const nudge = card.getByRole('button', { name: 'Nudge Cleo Child about Tidy the shoe rack' });
      await expect(nudge).toBeVisible();
      await expectAccessible(org);
      await saveScreenshot(org, `chore-nudge-card-${width.label}`);

      // Cleo has no device for notifications: the organizer is told so, not that a message went out.
      if (width.touch) await nudge.tap();
      else {
        await nudge.focus();
        await org.keyboard.press('Enter');
      }
      await expect(org.getByText('Nudged', { exact: true })).toBeVisible();
      await expect(
        org.getByText('Cleo Child has no device that takes chore notifications, so they will see it on Today.'),
      ).toBeVisible();
      await expect(card.getByText(/Nudged at \d\d:\d\d/)).toBeVisible();
      await expectAccessible(org);
      await saveScreenshot(org, `chore-nudge-sent-${width.label}`);

      // A second nudge so soon is refused, with the reason.
      if (width.touch) await nudge.tap();
      else await nudge.click();
      await expect(org.getByText("Couldn't nudge Cleo Child.")).toBeVisible();
      await expect(org.getByText(/^Cleo Child was nudged about this chore less than 12 hours ago\./)).toBeVisible();

      // Cleo, on Today: the chore says who nudged.
      await kid.goto('/');
      await expect(kid.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      const row = kid.getByRole('main').getByRole('listitem').filter({ hasText: 'Tidy the shoe rack' });
      await expect(row.getByText(/^Overdue · due 2 days ago$/)).toBeVisible();
      await expect(row.getByText('Nudged by Nora Nudger')).toBeVisible();
      await expectAccessible(kid);
      await saveScreenshot(kid, `chore-nudge-today-${width.label}`);
      const overflow = await kid.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await organizer.close();
      await child.close();
    });
  });
}
