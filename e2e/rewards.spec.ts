import type { Page } from '@playwright/test';
import { expectAccessible, expect, saveSettledScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 17's rewards store and points history: an organizer adds a reward, a child who earned points for
// an approved task asks for it, the organizer approves with a note, the child sees the approved request and
// the lower balance in the points history; the organizer undoes the spend and the balance comes back.

const today = () => new Date().toISOString().slice(0, 10);

/** `child` adds a daily task and sends it for review; `organizer` approves it for `points` (the real flow). */
async function earn(child: Page, organizer: Page, spaceId: string, title: string, points: number) {
  const added = await child.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
    data: { date: today(), tasks: [{ title }] },
  });
  expect(added.status()).toBe(201);
  const taskId = (await added.json()).tasks[0].id;
  expect((await child.request.post(`/api/daily-tasks/${taskId}/submit`)).status()).toBe(200);
  expect((await organizer.request.post(`/api/daily-tasks/${taskId}/approve`, { data: { points } })).status()).toBe(200);
}

for (const width of WIDTHS) {
  test.describe(`Rewards at ${width.label} width`, () => {
    test('a child spends points on an approved reward, and the organizer undoes the spend', async ({ browser }) => {
      test.setTimeout(300_000);
      const organizer = await personAt(browser, 'Olive Organizer', width);
      const child = await personAt(browser, 'Cleo Child', width);
      const org = organizer.page;
      const kid = child.page;

      // A space, the child invited in, and 60 points for a task the organizer approved.
      const created = await org.request.post('/api/home', {
        data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] },
      });
      expect(created.status()).toBe(201);
      const spaceId: string = (await created.json()).spaces[0].id;
      await joinSpace(org, kid, spaceId);
      await earn(kid, org, spaceId, 'Empty the dishwasher', 60);

      // The organizer goes from the space to its rewards and adds one.
      await org.goto(`/space/${spaceId}`);
      await org.getByRole('navigation', { name: 'Points and rewards' }).getByRole('link', { name: 'Rewards' }).click();
      await expect(org).toHaveURL(new RegExp(`/spaces/${spaceId}/rewards$`));
      const orgMain = org.getByRole('main');
      await expect(orgMain.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
      await expect(orgMain.getByText('No rewards yet. Add something')).toBeVisible();
      await orgMain.getByRole('button', { name: 'Add reward' }).click();
      const addDialog = org.getByRole('dialog', { name: 'Add a reward' });
      await addDialog.getByRole('button', { name: 'Add reward' }).click();
      await expect(addDialog.getByText('Give the reward a name.')).toBeVisible();
      await expect(addDialog.getByLabel('Name')).toBeFocused();
      await addDialog.getByLabel('Name').fill('Pick the movie');
      await addDialog.getByLabel('Description (optional)').fill('Choose what the family watches on Friday night.');
      await addDialog.getByLabel('Cost in points').fill('40');
      await addDialog.getByLabel('Limit per week (optional)').fill('2');
      await expectAccessible(org);
      await saveSettledScreenshot(org, `rewards-add-dialog-${width.label}`);
      await addDialog.getByRole('button', { name: 'Add reward' }).click();
      await expect(addDialog).toBeHidden();
      const orgRewards = orgMain.getByRole('list', { name: 'Rewards' });
      await expect(orgRewards.getByRole('heading', { name: 'Pick the movie' })).toBeVisible();
      await expect(orgRewards.getByText('40 points')).toBeVisible();
      await expect(orgRewards.getByText('0 of 2 used this week')).toBeVisible();
      // The organizer has no points of their own: "Ask for it" says why it is off.
      await expect(orgRewards.getByText('Not enough points: you need 40 more.')).toBeVisible();
      const parents = orgMain.getByRole('switch', { name: 'Parents can manage rewards' });
      await expect(parents).toHaveAttribute('aria-checked', 'false');
      await parents.click();
      await expect(parents).toHaveAttribute('aria-checked', 'true');
      await expect(org.getByText('Parents can now manage rewards')).toBeVisible();

      // The child asks for it, with a note.
      await kid.goto(`/space/${spaceId}`);
      await kid.getByRole('navigation', { name: 'Points and rewards' }).getByRole('link', { name: 'Rewards' }).click();
      const kidMain = kid.getByRole('main');
      await expect(kidMain.getByText('60 points', { exact: true })).toBeVisible();
      await expect(kidMain.getByRole('button', { name: 'Add reward' })).toHaveCount(0);
      await expect(kidMain.getByRole('heading', { name: 'Waiting for your answer' })).toHaveCount(0);
      const card = kidMain
        .getByRole('list', { name: 'Rewards' })
        .getByRole('listitem')
        .filter({ hasText: 'Pick the movie' });
      await card.getByRole('button', { name: 'Ask for it' }).click();
      const ask = kid.getByRole('dialog', { name: 'Ask for “Pick the movie”?' });
      await expect(ask.getByText('It costs 40 points.')).toBeVisible();
      await ask.getByLabel('Note for the reviewer (optional)').fill('Can we watch it on Friday?');
      await ask.getByRole('button', { name: 'Ask for it' }).click();
      await expect(kid.getByText('Asked for it')).toBeVisible();
      const kidRequests = kidMain.getByRole('list', { name: 'Your requests' });
      await expect(kidRequests.getByRole('listitem')).toHaveCount(1);
      await expect(kidRequests.getByText('Waiting for review')).toBeVisible();
      await expect(kidRequests.getByRole('button', { name: 'Cancel request for Pick the movie' })).toBeVisible();
      await expect(card.getByText('1 of 2 used this week')).toBeVisible();
      await expectAccessible(kid);
      await saveSettledScreenshot(kid, `rewards-child-asked-${width.label}`);

      // The organizer approves it with a note (the list updates live; a reload would do the same).
      const queue = orgMain.getByRole('list', { name: 'Requests waiting for review' });
      await expect(queue.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
      await expect(queue.getByText('Can we watch it on Friday?')).toBeVisible();
      await expectAccessible(org);
      await saveSettledScreenshot(org, `rewards-organizer-queue-${width.label}`);
      await queue.getByRole('button', { name: 'Approve Pick the movie for Cleo Child' }).click();
      const approve = org.getByRole('dialog', { name: 'Approve request' });
      await expect(approve.getByText('Cleo Child gets “Pick the movie” for 40 points.')).toBeVisible();
      await approve.getByLabel('Note (optional)').fill('Enjoy the film!');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expect(org.getByText('Request approved')).toBeVisible();
      await expect(org.getByText('Cleo Child has 20 points left.')).toBeVisible();
      await expect(orgMain.getByText('No requests are waiting for you.')).toBeVisible();

      // The child sees the approved request with the note, and the spend in the points history.
      await kid.reload();
      await expect(kidRequests.getByText('Approved')).toBeVisible();
      await expect(kidRequests.getByText('Olive Organizer wrote: Enjoy the film!')).toBeVisible();
      await expect(kidRequests.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
      await expect(kidMain.getByText('20 points', { exact: true })).toBeVisible();
      await saveSettledScreenshot(kid, `rewards-child-approved-${width.label}`);
      await kidMain.getByRole('link', { name: 'Points history' }).click();
      await expect(kid).toHaveURL(new RegExp(`/spaces/${spaceId}/points$`));
      await expect(kidMain.getByRole('heading', { level: 1, name: 'Points history' })).toBeVisible();
      await expect(kidMain.getByText('Your balance')).toBeVisible();
      await expect(kidMain.getByText('20 points', { exact: true })).toBeVisible();
      await expect(kidMain.getByRole('combobox', { name: 'Whose points' })).toHaveCount(0);
      const kidHistory = kidMain.getByRole('list', { name: 'Points history, newest first' });
      await expect(kidHistory.getByRole('listitem')).toHaveCount(2);
      await expect(kidHistory.getByRole('listitem').nth(0)).toContainText('−40');
      await expect(kidHistory.getByRole('listitem').nth(0)).toContainText('Spent');
      await expect(kidHistory.getByRole('listitem').nth(0)).toContainText('by Olive Organizer');
      await expect(kidHistory.getByRole('listitem').nth(1)).toContainText('+60');
      await expect(kidHistory.getByRole('listitem').nth(1)).toContainText('Earned');
      await expect(kidHistory.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
      await expectAccessible(kid);
      await saveSettledScreenshot(kid, `points-child-${width.label}`);

      // The organizer picks the child in the points history and undoes the spend, with a reason.
      await org.goto(`/spaces/${spaceId}/points`);
      await orgMain.getByRole('combobox', { name: 'Whose points' }).selectOption({ label: 'Cleo Child' });
      await expect(orgMain.getByText("Cleo Child's balance")).toBeVisible();
      const orgHistory = orgMain.getByRole('list', { name: 'Points history, newest first' });
      const spend = orgHistory.getByRole('listitem').filter({ hasText: 'Spent' });
      await expectAccessible(org);
      await saveSettledScreenshot(org, `points-organizer-${width.label}`);
      await spend.getByRole('button', { name: /^Undo/ }).click();
      const undo = org.getByRole('alertdialog', { name: 'Undo this entry?' });
      await expect(undo.getByText('Cleo Child gets the 40 points back (a refund).', { exact: false })).toBeVisible();
      await undo.getByLabel('Reason (optional)').fill('Approved by mistake: the movie night moved.');
      await expectAccessible(org);
      await undo.getByRole('button', { name: 'Undo' }).click();
      await expect(org.getByText("Cleo Child's balance is now 60 points.")).toBeVisible();
      await expect(orgHistory.getByRole('listitem').nth(0)).toContainText('+40');
      await expect(orgHistory.getByRole('listitem').nth(0)).toContainText('Refunded');
      await expect(orgHistory.getByRole('listitem').nth(0)).toContainText('Approved by mistake');
      await expect(spend).toContainText('Undone by a later entry.');
      await expect(spend.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

      // An adjustment, with a reason; then the whole space's history names whose points moved.
      await orgMain.getByRole('button', { name: 'Adjust points' }).click();
      const adjust = org.getByRole('dialog', { name: 'Adjust points' });
      await expect(adjust.getByLabel('Member')).toHaveValue(/.+/);
      await adjust.getByLabel('Points to add').fill('5');
      await adjust.getByRole('button', { name: 'Adjust points' }).click();
      await expect(adjust.getByText('A reason is required.')).toBeVisible();
      await adjust.getByLabel('Reason').fill('Helped carry the shopping in');
      await adjust.getByRole('button', { name: 'Adjust points' }).click();
      await expect(org.getByText("Cleo Child's balance is now 65 points.")).toBeVisible();
      await expect(orgHistory.getByRole('listitem').nth(0)).toContainText('Adjusted');
      await orgMain.getByRole('combobox', { name: 'Whose points' }).selectOption({ label: 'Everyone in the space' });
      await expect(orgHistory.getByRole('listitem')).toHaveCount(4);
      await expect(orgHistory.getByRole('listitem').nth(0)).toContainText('Cleo Child');
      await saveSettledScreenshot(org, `points-organizer-all-${width.label}`);

      // The child's balance came back (and the request says so).
      await kid.reload();
      await expect(kidMain.getByText('65 points', { exact: true })).toBeVisible();
      await expect(kidHistory.getByRole('listitem').filter({ hasText: 'Refunded' })).toContainText('+40');
      await kid.goto(`/spaces/${spaceId}/rewards`);
      await expect(kidRequests.getByText('Points given back')).toBeVisible();
      await expect(card.getByText('1 of 2 used this week')).toBeVisible();
      await saveSettledScreenshot(kid, `rewards-child-refunded-${width.label}`);

      // A 409 shows the server's reason: the points go (an organizer takes 30) while the child is asking.
      await card.getByRole('button', { name: 'Ask for it' }).click();
      await expect(ask).toBeVisible();
      const taken = await org.request.post(`/api/spaces/${spaceId}/points/adjustments`, {
        data: {
          user_id: (await (await kid.request.get('/api/auth/session')).json()).user.id,
          points: -30,
          reason: 'Broke a glass',
        },
      });
      expect(taken.status()).toBe(201);
      await ask.getByRole('button', { name: 'Ask for it' }).click();
      await expect(kid.getByText("Couldn't ask for this reward.")).toBeVisible();
      await expect(kid.getByText('Not enough points for this.')).toBeVisible();
      await expect(ask).toBeVisible();

      await organizer.close();
      await child.close();
    });
  });
}
