import type { Locator, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';

/** Drags a row sideways with the mouse, as a person swiping would. */
async function swipe(page: Page, row: Locator, dx: number) {
  await row.scrollIntoViewIfNeeded();
  const box = (await row.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y);
  await page.mouse.up();
}

test('a child submits by swiping, the organizer approves live; an assigned task is rejected with a reason', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_BASE_URL!;
  const organizerContext = await browser.newContext({ baseURL: base });
  const organizer = await organizerContext.newPage();
  await signUpAndSignIn(organizer, 'Olga Organizer');
  const { spaces } = await (await organizer.request.post('/api/home', { data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] } })).json();
  const spaceId: string = spaces[0].id;
  const { invite } = await (await organizer.request.post('/api/invites', { data: { space_id: spaceId, role: 'child' } })).json();

  const childContext = await browser.newContext({ baseURL: base });
  const child = await childContext.newPage();
  await signUpAndSignIn(child, 'Cody Child');
  await child.goto(`/?invite=${invite.id}`);
  await child.getByRole('button', { name: 'Continue & Join Space' }).click();
  await expect(child).toHaveURL(/\/spaces$/);

  // The organizer watches the approval dashboard.
  await organizer.goto(`/space/${spaceId}`);
  await expect(organizer.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await organizer.getByRole('tab', { name: 'Organizer' }).click();
  await expect(organizer.getByText('Nothing is waiting for approval.')).toBeVisible();

  // The child adds a daily task with the dialog, completes it and submits it by swiping right twice.
  await child.goto(`/space/${spaceId}`);
  await expect(child.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(child.getByRole('tab', { name: 'Organizer' })).toHaveCount(0);
  await child.getByRole('button', { name: 'Custom Task' }).click();
  const dialog = child.getByRole('dialog', { name: 'Add a daily task' });
  await dialog.getByLabel('Title').fill('Wipe the stove top');
  await dialog.getByLabel('Time (minutes)').fill('4');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Time must be a whole number from 5 to 480 minutes.')).toBeVisible();
  await dialog.getByLabel('Time (minutes)').fill('10');
  await expectAccessible(child);
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  const list = child.getByRole('list', { name: "Today's tasks" });
  const row = list.getByRole('listitem').filter({ hasText: 'Wipe the stove top' });
  await expect(row).toBeVisible();
  await expectAccessible(child);
  await saveScreenshot(child, 'space-dashboard-desktop');

  // A short drag (under 100 px) does nothing; a full swipe completes, the next submits.
  await swipe(child, row, 60);
  await expect(row.getByRole('button', { name: 'Complete Wipe the stove top' })).toBeVisible();
  await swipe(child, row, 140);
  await expect(row.getByRole('button', { name: 'Submit Wipe the stove top for approval' })).toBeVisible();
  await swipe(child, row, 140);
  await expect(row.getByText('Waiting for review')).toBeVisible();

  // The organizer sees it appear without reloading, and approves with 15 points.
  const waiting = organizer.getByRole('list', { name: 'Waiting for approval' });
  await expect(waiting.getByText('Wipe the stove top')).toBeVisible({ timeout: 5_000 });
  await expect(waiting.getByText('Cody Child')).toBeVisible();
  await organizer.getByRole('button', { name: 'Approve Wipe the stove top' }).click();
  const approve = organizer.getByRole('dialog', { name: 'Approve task' });
  await expect(approve.getByLabel('Points')).toHaveValue('10');
  await approve.getByLabel('Points').fill('15');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(organizer.getByText('Task approved')).toBeVisible();
  await saveScreenshot(organizer, 'space-organizer-desktop');

  // The child's points show 15, and the task is approved — live.
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 5_000 });
  await expect(child.getByText('15', { exact: true }).first()).toBeVisible();
  const detail = await (await child.request.get(`/api/spaces/${spaceId}`)).json();
  expect(detail.my_points).toBe(15);

  // The organizer assigns a space task to the child.
  await organizer.getByRole('tab', { name: 'Tasks' }).click();
  const firstTask = organizer.getByRole('list', { name: 'Space tasks' }).getByRole('listitem').first();
  const assignButton = firstTask.getByRole('button', { name: /^Assign / });
  const taskTitle = (await assignButton.getAttribute('aria-label'))?.replace(/^Assign /, '') ?? (await assignButton.innerText());
  await assignButton.click();
  const assign = organizer.getByRole('dialog', { name: 'Assign task' });
  await assign.getByLabel('Family member').selectOption({ label: 'Cody Child (Child)' });
  await assign.getByRole('button', { name: 'Assign task' }).click();
  await expect(organizer.getByText('Task assigned successfully')).toBeVisible();

  // The child submits it; the organizer rejects it with a reason; the child sees the reason.
  await child.getByRole('tab', { name: 'Tasks' }).click();
  await child.getByRole('button', { name: `Submit ${taskTitle} for approval` }).click();
  await organizer.getByRole('tab', { name: 'Organizer' }).click();
  await organizer.getByRole('button', { name: `Reject ${taskTitle}` }).click();
  const reject = organizer.getByRole('dialog', { name: 'Reject task' });
  await reject.getByLabel('Reason (optional)').fill('The top shelf still needs a wipe');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(organizer.getByText('Task rejected')).toBeVisible();
  await expect(child.getByText('Reason: The top shelf still needs a wipe')).toBeVisible({ timeout: 5_000 });
  await saveScreenshot(child, 'space-tasks-child-desktop');

  await organizerContext.close();
  await childContext.close();
});

test('a space that does not exist, or is not yours, says "Space Not Found"', async ({ page }) => {
  await signUpAndSignIn(page, 'Nora Nobody');
  await page.goto('/space/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Space Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Spaces' }).click();
  await expect(page).toHaveURL(/\/spaces$/);
});

test('the space at phone width, with touch swipes', async ({ browser }) => {
  // A sign-up, a new space and its page: 25–32 s in a full run on 2 cores (2026-11-29), past the default 30 s.
  test.setTimeout(60_000);
  const base = process.env.E2E_BASE_URL!;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signUpAndSignIn(page, 'Tia Touch');
  const { spaces } = await (await page.request.post('/api/home', { data: { spaces: [{ name: 'Bathroom', space_type: 'bathroom' }] } })).json();
  await page.goto(`/space/${spaces[0].id}`);
  // A title no bathroom starter task has: a starter task of the same name would make two rows match.
  await page.getByLabel('Quick add a task').fill('Wipe round the soap dish');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByRole('list', { name: "Today's tasks" }).getByRole('listitem').filter({ hasText: 'Wipe round the soap dish' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  // A real touch swipe to the right (through the browser's touch input) completes it.
  await row.scrollIntoViewIfNeeded();
  const box = (await row.boundingBox())!;
  const y = Math.round(box.y + 20);
  const x = Math.round(box.x + 30);
  const touch = await context.newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + step * 14, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(row.getByRole('button', { name: 'Submit Wipe round the soap dish for approval' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'space-dashboard-phone');
  await context.close();
});
