import { expectAccessible, expect, saveSettledScreenshot, settleAnimations, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 17's history and weekly summary: a child's chore is approved and she buys a reward (set up through
// the API); the organizer reads the space's history (the chore, its points and the spend; then only the
// child's), this week's summary with its numbers and the week before, and turns the weekly e-mail on.

const today = () => new Date().toISOString().slice(0, 10);

async function ok(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Record<string, { id: string; current: { id: string } }>;
}

for (const width of WIDTHS) {
  test.describe(`History and weekly summary at ${width.label} width`, () => {
    test('an organizer reads the history and the week, and turns the weekly e-mail on', async ({ browser }) => {
      test.setTimeout(240_000);
      const organizer = await personAt(browser, 'Olive Organizer', width);
      const child = await personAt(browser, 'Cleo Child', width);
      const org = organizer.page;
      const kid = child.page;

      // The household: a kitchen, Cleo as a child, her chore done and approved (10 points), a reward bought (4).
      const { spaces } = (await ok(
        await org.request.post('/api/home', { data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] } }),
        201,
      )) as unknown as { spaces: { id: string }[] };
      const spaceId = spaces[0]!.id;
      await joinSpace(org, kid, spaceId);
      const { chore } = await ok(
        await org.request.post(`/api/spaces/${spaceId}/chores`, {
          data: {
            title: 'Empty the dishwasher',
            estimated_time: 10,
            points: 10,
            rule: { kind: 'every_n_days', interval: 1 },
            starts_on: today(),
            assignment: { mode: 'one', member: (await (await kid.request.get('/api/account')).json()).id },
          },
        }),
        201,
      );
      await ok(await kid.request.post(`/api/chore-occurrences/${chore!.current.id}/complete`));
      await ok(await org.request.post(`/api/chore-occurrences/${chore!.current.id}/approve`));
      const { reward } = await ok(
        await org.request.post(`/api/spaces/${spaceId}/rewards`, { data: { title: 'Ice cream', cost: 4 } }),
        201,
      );
      const { request } = await ok(await kid.request.post(`/api/rewards/${reward!.id}/requests`, { data: {} }), 201);
      await ok(await org.request.post(`/api/reward-requests/${request!.id}/approve`, { data: {} }));

      // From the space to its history: the spend, then the chore with its points, newest first.
      await org.goto(`/space/${spaceId}`);
      await org.getByRole('navigation', { name: 'Chores' }).getByRole('link', { name: 'History' }).click();
      await expect(org).toHaveURL(new RegExp(`/spaces/${spaceId}/history$`));
      const main = org.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
      const events = main.getByRole('list', { name: 'History, newest first' }).getByRole('listitem');
      await expect(events).toHaveCount(2);
      await expect(events.nth(0)).toContainText('Ice cream');
      await expect(events.nth(0)).toContainText('−4');
      await expect(events.nth(0)).toContainText('Reward');
      await expect(events.nth(0)).toContainText('Cleo Child');
      await expect(events.nth(0)).toContainText('approved by you');
      await expect(events.nth(1)).toContainText('Empty the dishwasher');
      await expect(events.nth(1)).toContainText('+10');
      await expect(events.nth(1)).toContainText('Approved');
      await expect(events.nth(1)).toContainText('approved by you');
      await expectAccessible(org);
      await saveSettledScreenshot(org, `history-organizer-${width.label}`);

      // Only Cleo's: both are hers. Only the organizer's own: nothing yet, and the page says what shows up.
      const whose = main.getByLabel('Whose history');
      await whose.selectOption({ label: 'Cleo Child' });
      await expect(events).toHaveCount(2);
      await whose.selectOption({ label: 'You' });
      await expect(main.getByText('Nothing of yours yet.')).toBeVisible();
      await expect(main.getByText('Your finished chores and tasks show up here.', { exact: false })).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `history-organizer-empty-${width.label}`);
      await whose.selectOption({ label: 'Cleo Child' });
      await expect(events).toHaveCount(2);

      // Today links to the weekly summary: the headlines and each member's numbers.
      await org.goto('/');
      await org.getByRole('link', { name: 'Your week' }).click();
      await expect(org).toHaveURL(/\/summary$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Weekly summary' })).toBeVisible();
      const headlines = main.getByRole('region', { name: 'Your week so far', exact: true });
      await expect(headlines.getByText('Your household has done 1 chore so far.')).toBeVisible();
      await expect(headlines.getByText('Cleo Child did the most chores: 1.')).toBeVisible();
      await expect(headlines.getByText('1 reward was redeemed.')).toBeVisible();
      const kitchen = main.getByRole('region', { name: 'Kitchen' });
      const cleo = kitchen.getByRole('row', { name: /Cleo Child/ });
      await expect(cleo.getByRole('cell').nth(0)).toHaveText('1');
      await expect(cleo.getByRole('cell').nth(1)).toHaveText('0');
      await expect(cleo.getByRole('cell').nth(2)).toHaveText('+10 −4');
      await expect(
        kitchen
          .getByRole('row', { name: /^You\b/ })
          .getByRole('cell')
          .nth(0),
      ).toHaveText('0');
      await expect(kitchen.getByText('Nothing overdue now')).toBeVisible();
      await expect(kitchen.getByText('1 reward redeemed')).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `summary-organizer-${width.label}`);

      // The week before was quiet; back to this one.
      await main.getByRole('link', { name: 'Previous week' }).click();
      await expect(
        main
          .getByRole('region', { name: 'Your week', exact: true })
          .getByText('A quiet week: nothing was marked done.'),
      ).toBeVisible();
      await expect(cleo.getByRole('cell').nth(0)).toHaveText('0');
      await main.getByRole('link', { name: 'Next week' }).click();
      await expect(headlines.getByText('Your household has done 1 chore so far.')).toBeVisible();
      await expect(main.getByText('Next week')).toHaveAttribute('aria-disabled', 'true');

      // Settings: the weekly summary on Mondays by e-mail; it is saved, and still there after a reload.
      await main.getByRole('link', { name: 'choose a day in Settings' }).click();
      await expect(org).toHaveURL(/\/settings$/);
      const group = org.getByRole('region', { name: 'Weekly summary' });
      await expect(group.getByLabel('Day')).toHaveValue('off');
      await group.getByLabel('Day').selectOption({ label: 'Monday' });
      const email = group.getByRole('switch', { name: 'By e-mail' });
      await expect(email).toHaveAttribute('aria-checked', 'false');
      await email.click();
      await expect(email).toHaveAttribute('aria-checked', 'true');
      await expect
        .poll(async () => (await (await org.request.get('/api/notifications/settings')).json()).weekly_summary)
        .toEqual({ day: 1, email: true, push: false });
      await expectAccessible(org);
      await group.scrollIntoViewIfNeeded();
      await settleAnimations(org);
      await group.screenshot({ path: `test-results/screenshots/summary-settings-${width.label}.png` });
      await org.reload();
      await expect(group.getByLabel('Day')).toHaveValue('1');
      await expect(group.getByRole('switch', { name: 'By e-mail' })).toHaveAttribute('aria-checked', 'true');

      await organizer.close();
      await child.close();
    });
  });
}
