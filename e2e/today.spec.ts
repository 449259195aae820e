import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS } from './support/people';

// Issue 16's journey: a new household lands on Today after onboarding with its starter tasks; the primary
// navigation reaches every destination from every signed-in screen; a child invited in sees an assignment
// on Today with a count on the tab; the organizer sees what the child sent on Today, with a count, and
// approves it there with 15 points; the child sees "Approved", the points and the celebration. No reloads.

/** The primary navigation as this width shows it: the tab bar on phones, the header's links on desktop. */
const primaryNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Primary' }).locator('visible=true');

async function go(page: Page, destination: string, tap: boolean) {
  const link = primaryNav(page).getByRole('link', { name: new RegExp(`^${destination}`) });
  if (tap) await link.tap();
  else await link.click();
}

const todayTab = (page: Page) => primaryNav(page).getByRole('link', { name: /^Today/ });

for (const width of WIDTHS) {
  test.describe(`Today at ${width.label} width`, () => {
    test('a new household starts its day on Today, finds its way around, and a review goes round the family', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const tap = width.touch;
      const organizer = await personAt(browser, 'Orla Today', width);
      const page = organizer.page;

      // Onboarding, then Today with the starter tasks, doable at once.
      await page.getByRole('link', { name: 'Go to Dashboard Now' }).click();
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Kitchen', exact: true }).click();
      await main.getByRole('button', { name: 'Continue' }).click();
      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(main.getByText('3 starter tasks ready')).toBeVisible();
      await main.getByRole('button', { name: 'Create My Spaces' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      const day = main.getByRole('list', { name: 'Your day' });
      await expect(day.getByRole('listitem')).toHaveCount(3);
      await expect(day.getByRole('button', { name: 'Mark done' })).toHaveCount(3);
      await expect(todayTab(page)).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);
      await saveScreenshot(page, `today-${width.label}`);

      // Doing one from Today counts inside the space too (the header's progress and Today's Tasks agree).
      const firstTitle = (await day.getByRole('listitem').first().locator('p').nth(1).textContent())!;
      const first = day.getByRole('listitem').filter({ hasText: firstTitle });
      await first.getByRole('button', { name: 'Mark done' }).click();
      // Done moves it below what is still to do; the focus goes with it, to what replaced the button.
      await expect(first.getByRole('button', { name: 'Send for review' })).toBeFocused();
      await expect(first.getByText('Done', { exact: true })).toBeVisible();

      // The navigation reaches every destination, and is there on every screen it leads to.
      const screens = [
        ['Spaces', 'My Spaces'],
        ['Learn', 'Lesson path'],
        ['Family', 'Family Management'],
        ['Me', 'Settings'],
        ['Today', 'Today'],
      ] as const;
      for (const [destination, heading] of screens) {
        await go(page, destination, tap);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(primaryNav(page).getByRole('link', { name: new RegExp(`^${destination}`) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        for (const other of ['Today', 'Spaces', 'Learn', 'Family', 'Me']) {
          await expect(primaryNav(page).getByRole('link', { name: new RegExp(`^${other}`) })).toBeVisible();
        }
      }
      await go(page, 'Spaces', tap);
      await main.getByRole('article', { name: 'Kitchen' }).getByRole('link', { name: 'View Tasks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
      await expect(main.getByRole('list', { name: "Today's tasks" }).getByText(firstTitle)).toBeVisible();
      await expect(primaryNav(page).getByRole('link', { name: /^Spaces/ })).toHaveAttribute('aria-current', 'page');
      if (width.label === 'phone') await saveScreenshot(page, `tab-bar-space-${width.label}`);

      // A child joins by invite and waits on Today.
      const spaces = await (await page.request.get('/api/spaces')).json();
      const kitchen: string = spaces.spaces[0].id;
      const invite = await page.request.post('/api/invites', { data: { space_id: kitchen, role: 'child' } });
      const { invite: created } = await invite.json();
      const child = await personAt(browser, 'Cleo Today', width);
      const kid = child.page;
      await kid.goto(`/?invite=${created.id}`);
      await kid.getByRole('button', { name: 'Continue & Join Space' }).click();
      await expect(kid.getByText('Invitation accepted!')).toBeVisible();
      await go(kid, 'Today', tap);
      await expect(kid.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      await expect(todayTab(kid)).toHaveAccessibleName('Today');

      // The organizer assigns a task: it appears on the child's Today, counted on the tab, without a reload.
      const tasks = await (await page.request.get(`/api/spaces/${kitchen}/space-tasks`)).json();
      const chore = tasks.tasks[2];
      const assigned = await page.request.post(`/api/space-tasks/${chore.id}/assign`, {
        data: { assigned_to: (await (await kid.request.get('/api/account')).json()).id },
      });
      expect(assigned.status()).toBe(201);
      const kidDay = kid.getByRole('main').getByRole('list', { name: 'Your day' });
      await expect(kidDay.getByText(chore.title)).toBeVisible();
      await expect(todayTab(kid)).toHaveAccessibleName('Today, 1 waiting for you');
      await kidDay.getByRole('button', { name: 'Send for review' }).click();
      await expect(todayTab(kid)).toHaveAccessibleName('Today');
      // And a task of the child's own, sent for review too.
      const date = await kid.evaluate(() => new Date().toLocaleDateString('en-CA'));
      const own = await kid.request.post(`/api/spaces/${kitchen}/daily-tasks`, {
        data: { date, tasks: [{ title: 'Feed the cat', estimated_time: 5 }] },
      });
      const ownTask = (await own.json()).tasks[0];
      expect((await kid.request.post(`/api/daily-tasks/${ownTask.id}/submit`)).status()).toBe(200);

      // The organizer, on Today: both wait for review, counted on the tab; approve the child's own with 15.
      await go(page, 'Today', tap);
      const reviews = main.getByRole('list', { name: 'Waiting for your review' });
      await expect(reviews.getByRole('listitem')).toHaveCount(2);
      await expect(todayTab(page)).toHaveAccessibleName('Today, 2 waiting for you');
      await saveScreenshot(page, `today-reviews-${width.label}`);
      await reviews.getByRole('button', { name: 'Approve Feed the cat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve task' });
      await dialog.getByLabel('Points').fill('15');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(reviews.getByRole('listitem')).toHaveCount(1);
      await expect(todayTab(page)).toHaveAccessibleName('Today, 1 waiting for you');
      await reviews.getByRole('button', { name: `Approve ${chore.title}` }).click();
      await page.getByRole('dialog', { name: 'Approve task' }).getByRole('button', { name: 'Approve' }).click();
      await expect(main.getByRole('list', { name: 'Waiting for your review' })).toHaveCount(0);
      await expect(todayTab(page)).toHaveAccessibleName('Today');

      // The child sees it approved, with the 15 points and the celebration, without reloading.
      const kidDone = kid.getByRole('main').getByRole('list', { name: 'Done and sent' });
      const cat = kidDone.getByRole('listitem').filter({ hasText: 'Feed the cat' });
      await expect(cat.getByText('Approved')).toBeVisible();
      await expect(cat.getByText('+15 points')).toBeVisible();
      await expect(kid.getByRole('status').getByText(/Approved! You earned \d+ points\./)).toBeVisible();
      await expectAccessible(kid);
      await saveScreenshot(kid, `today-celebration-${width.label}`);

      await child.close();
      await organizer.close();
    });
  });
}

for (const width of WIDTHS) {
  test(`a child marks a chore turn done on Today and the organizer sees it waiting, at ${width.label} width`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const organizer = await personAt(browser, 'Orla Chores', width);
    const child = await personAt(browser, 'Cleo Chores', width);
    const { page } = organizer;
    const kid = child.page;
    const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const home = await page.request.post('/api/home', {
      data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }], today: date },
    });
    expect(home.status()).toBe(201);
    const kitchen: string = (await home.json()).spaces[0].id;
    await joinSpace(page, kid, kitchen);
    const childId: string = (await (await kid.request.get('/api/account')).json()).id;
    const chore = await page.request.post(`/api/spaces/${kitchen}/chores`, {
      data: {
        title: 'Empty the dishwasher',
        points: 10,
        estimated_time: 10,
        rule: { kind: 'every_n_days', interval: 1 },
        starts_on: date,
        assignment: { mode: 'one', member: childId },
      },
    });
    expect(chore.status()).toBe(201);
    // Points to spend and a reward asked for: a second thing waiting for the organizer.
    const adjusted = await page.request.post(`/api/spaces/${kitchen}/points/adjustments`, {
      data: { user_id: childId, points: 20, reason: 'Pocket money' },
    });
    expect(adjusted.status()).toBe(201);
    const { reward } = await (
      await page.request.post(`/api/spaces/${kitchen}/rewards`, { data: { title: 'Movie night', cost: 15 } })
    ).json();
    expect((await kid.request.post(`/api/rewards/${reward.id}/requests`, { data: { note: '' } })).status()).toBe(201);

    // The child's Today: the chore turn, due today, with its points and one button; their balance.
    await kid.goto('/');
    const kidMain = kid.getByRole('main');
    const turn = kidMain
      .getByRole('list', { name: 'Your day' })
      .getByRole('listitem')
      .filter({ hasText: 'Empty the dishwasher' });
    await expect(turn.getByText(/^Chore ·/)).toBeVisible();
    await expect(turn.getByText('Due today')).toBeVisible();
    await expect(turn.getByText('10 points')).toBeVisible();
    await expect(
      kidMain.getByRole('region', { name: 'Your points' }).getByRole('link', { name: 'Kitchen · 20 points' }),
    ).toBeVisible();
    await expectAccessible(kid);
    await saveScreenshot(kid, `today-chore-child-${width.label}`);
    await turn.getByRole('button', { name: 'Mark done' }).click();
    await expect(kid.getByText('Sent for review')).toBeVisible();
    await expect(turn).toHaveCount(0);

    // The organizer's Today: one chore to review and one reward request, each a link, counted on the tab.
    await page.goto('/');
    const waiting = page.getByRole('main').getByRole('region', { name: 'Waiting for you' });
    await expect(waiting.getByRole('link', { name: /1 chore to review/ })).toHaveAttribute(
      'href',
      `/spaces/${kitchen}/chores`,
    );
    await expect(waiting.getByRole('link', { name: /1 reward request/ })).toHaveAttribute(
      'href',
      `/spaces/${kitchen}/rewards`,
    );
    await expect(todayTab(page)).toHaveAccessibleName('Today, 2 waiting for you');
    await expectAccessible(page);
    await saveScreenshot(page, `today-waiting-organizer-${width.label}`);

    await child.close();
    await organizer.close();
  });
}

test('Today works by keyboard: do a task, move around, and review, with focus kept in place', async ({ browser }) => {
  test.setTimeout(120_000);
  const width = WIDTHS[1];
  const organizer = await personAt(browser, 'Kai Keys', width);
  const page = organizer.page;
  const created = await page.request.post('/api/home', {
    data: {
      spaces: [{ name: 'Study', space_type: 'office' }],
      today: await page.evaluate(() => new Date().toLocaleDateString('en-CA')),
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/');
  const main = page.getByRole('main');
  const day = main.getByRole('list', { name: 'Your day' });
  await expect(day.getByRole('listitem')).toHaveCount(3);

  /** Presses Tab until `target` has the focus (at most 60 times), as a keyboard user would. */
  async function tabTo(target: Locator) {
    for (let step = 0; step < 60; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('could not reach the control by Tab');
  }

  // Mark the first task done: focus moves to what replaces the button.
  const firstTitle = (await day.getByRole('listitem').first().locator('p').nth(1).textContent())!;
  const first = day.getByRole('listitem').filter({ hasText: firstTitle });
  await tabTo(first.getByRole('button', { name: 'Mark done' }));
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Send for review' })).toBeFocused();
  await page.keyboard.press('Enter');
  const sent = main.getByRole('list', { name: 'Done and sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent).toBeFocused();
  // An organizer's own task is approved as it is sent, at its own points (decision 019).
  await expect(sent.getByText('Approved', { exact: true })).toBeVisible();
  await expect(sent.getByText(/^\+\d+ points$/)).toBeVisible();

  // A child of the space sends a task: the organizer reviews it by keyboard.
  const child = await personAt(browser, 'Kit Keys', width);
  const spaceId: string = (await created.json()).spaces[0].id;
  await joinSpace(page, child.page, spaceId);
  const childTasks = await child.page.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
    data: {
      date: await page.evaluate(() => new Date().toLocaleDateString('en-CA')),
      tasks: [{ title: 'Sharpen the pencils' }],
    },
  });
  expect(childTasks.status()).toBe(201);
  const childTaskId: string = (await childTasks.json()).tasks[0].id;
  expect((await child.page.request.post(`/api/daily-tasks/${childTaskId}/submit`)).status()).toBe(200);
  await child.close();
  const reviews = main.getByRole('list', { name: 'Waiting for your review' });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await tabTo(reviews.getByRole('button', { name: /^Approve / }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve task' });
  await expect(dialog.getByLabel('Points')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('heading', { name: /Waiting for your review/ })).toHaveCount(0);

  // The navigation by keyboard.
  const nav = primaryNav(page);
  await tabTo(nav.getByRole('link', { name: 'Spaces' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Spaces' })).toBeVisible();
  await organizer.close();
});
