import type { Locator, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';

// The to-do list (spec 02 §2–§5): your own tasks and presets from the quick task selector, a timer on each
// item (start, pause, reset; completing stops it), Clear Completed, the list kept on the server, and the
// list working offline from local storage until it syncs; at desktop width and on a phone.

type ServerItem = { id: string; task: string; completed: boolean; completedOn: string | null; timeSpentSeconds: number; points: number };

async function serverItems(page: Page): Promise<ServerItem[]> {
  const response = await page.request.get('/api/todo');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ServerItem[] }).items;
}

const row = (page: Page, task: string) =>
  page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem').filter({ has: page.getByText(task, { exact: true }) });
const timerOf = (page: Page, task: string) => page.getByRole('timer', { name: `Time spent on ${task}` });
const seconds = async (timer: Locator) => {
  const [mm, ss] = (await timer.innerText()).split(':').map(Number);
  return mm! * 60 + ss!;
};

test('a person adds tasks, times them, completes one and clears it; the list is kept on the server', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, 'Tess Todo');
  await page.goto('/todo');
  await expect(page.getByRole('heading', { level: 1, name: 'To-do List' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
  await expect(page.getByText('0/0 completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Completed' })).toBeDisabled();
  await expectAccessible(page);

  // Add Your Own Task: Add stays disabled until the description has more than spaces; 1–240 minutes, 15 to start.
  await page.getByRole('button', { name: 'Add Your Own Task' }).click();
  const own = page.getByRole('dialog', { name: 'Add Your Own Task' });
  const addOwn = own.getByRole('button', { name: 'Add Task' });
  await expect(addOwn).toBeDisabled();
  await expect(own.getByLabel('Estimated time (minutes)')).toHaveValue('15');
  await own.getByLabel('Task description').fill('    ');
  await expect(addOwn).toBeDisabled();
  await own.getByLabel('Task description').fill('Sort the shoes by the door');
  await expect(addOwn).toBeEnabled();
  await own.getByLabel('Estimated time (minutes)').fill('241');
  await addOwn.click();
  await expect(own.getByText('Time must be a whole number from 1 to 240 minutes.')).toBeVisible();
  await expect(own.getByLabel('Estimated time (minutes)')).toBeFocused();
  await own.getByLabel('Estimated time (minutes)').fill('20');
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-own-task-desktop');
  await addOwn.click();
  await expect(own).toBeHidden();
  await expect(row(page, 'Sort the shoes by the door')).toContainText('20 min');

  // The quick task selector: presets by length and room, round(time × 2) points; Add disabled with none picked.
  await page.getByRole('button', { name: 'Quick Tasks' }).click();
  const selector = page.getByRole('dialog', { name: 'Quick Task Selector' });
  await expect(selector.getByRole('button', { name: 'Add Task' })).toBeDisabled();
  await selector.getByLabel('Room', { exact: true }).selectOption('kitchen');
  const preset = (name: string) => selector.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) });
  await expect(preset('Wipe the counters')).toContainText('5 min');
  await expect(preset('Wipe the counters')).toContainText('10 points');
  await selector.getByRole('checkbox', { name: 'Wipe the counters' }).check();
  await selector.getByText(/^Focused/).click();
  await expect(selector.getByRole('checkbox', { name: 'Wipe the counters' })).toHaveCount(0);
  await expect(preset('Sort the spice shelf')).toContainText('20 min');
  await expect(preset('Sort the spice shelf')).toContainText('40 points');
  await selector.getByRole('checkbox', { name: 'Sort the spice shelf' }).check();
  await expect(selector.getByText('2 picked')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-quick-selector-desktop');
  await selector.getByRole('button', { name: 'Add 2 Tasks' }).click();
  await expect(selector).toBeHidden();
  await expect(row(page, 'Wipe the counters')).toContainText('10 points');
  await expect(row(page, 'Sort the spice shelf')).toContainText('40 points');
  await expect(page.getByText('0/3 completed')).toBeVisible();
  await expect(page.getByText('45 min', { exact: true })).toBeVisible();

  // A timer runs and pauses: it advances about once a second, stays put while paused, and saves the time.
  const shoes = 'Sort the shoes by the door';
  await page.getByRole('button', { name: `Start timer for ${shoes}` }).click();
  await expect(page.getByRole('button', { name: `Pause timer for ${shoes}` })).toBeFocused();
  await page.waitForTimeout(2_500);
  expect(await seconds(timerOf(page, shoes))).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-list-running-desktop');
  await page.getByRole('button', { name: `Pause timer for ${shoes}` }).click();
  const paused = await seconds(timerOf(page, shoes));
  expect(paused).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_500);
  expect(await seconds(timerOf(page, shoes))).toBe(paused);
  await expect.poll(async () => (await serverItems(page)).find((item) => item.task === shoes)?.timeSpentSeconds).toBe(paused);
  await page.getByRole('button', { name: `Reset timer for ${shoes}` }).click();
  await expect(timerOf(page, shoes)).toHaveText('00:00');
  await expect.poll(async () => (await serverItems(page)).find((item) => item.task === shoes)?.timeSpentSeconds).toBe(0);

  // Completing an item stops its timer and saves the time spent on it.
  const counter = 'Wipe the counters';
  await page.getByRole('button', { name: `Start timer for ${counter}` }).click();
  await expect(timerOf(page, counter)).toHaveText('00:01', { timeout: 3_000 });
  await page.getByRole('checkbox', { name: counter }).check();
  await expect(page.getByRole('button', { name: `Start timer for ${counter}` })).toBeDisabled();
  const spent = await seconds(timerOf(page, counter));
  await page.waitForTimeout(1_500);
  expect(await seconds(timerOf(page, counter))).toBe(spent);
  await expect(page.getByText('1/3 completed')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'To-do list progress' })).toHaveAttribute('aria-valuenow', '33');
  await expect
    .poll(async () => (await serverItems(page)).find((item) => item.task === counter))
    .toMatchObject({ completed: true, completedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), timeSpentSeconds: spent });

  // Clear Completed removes it here and on the server.
  await page.getByRole('button', { name: 'Clear Completed' }).click();
  await expect(row(page, counter)).toHaveCount(0);
  await expect(page.getByText('0/2 completed')).toBeVisible();
  await expect.poll(async () => (await serverItems(page)).map((item) => item.task)).toEqual([shoes, 'Sort the spice shelf']);

  // Everything works from the keyboard: Tab from an item's checkbox reaches Remove, then its timer.
  const spiceShelf = 'Sort the spice shelf';
  await page.getByRole('checkbox', { name: spiceShelf }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Remove ${spiceShelf}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Start timer for ${spiceShelf}` })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Pause timer for ${spiceShelf}` })).toBeFocused();
  await expect(timerOf(page, spiceShelf)).toHaveText('00:01', { timeout: 3_000 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Start timer for ${spiceShelf}` })).toBeFocused();

  // Remove one; after a reload the list comes back from the server.
  await page.getByRole('button', { name: 'Remove Sort the spice shelf' }).click();
  await expect(row(page, 'Sort the spice shelf')).toHaveCount(0);
  await expect.poll(async () => (await serverItems(page)).map((item) => item.task)).toEqual([shoes]);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(row(page, shoes)).toBeVisible();
  await expect(row(page, shoes)).toContainText('20 min');
  await expect(page.getByText('0/1 completed')).toBeVisible();
  await saveScreenshot(page, 'todo-list-desktop');
});

test('offline, the list keeps working on this device and syncs once the connection is back', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, 'Otto Offline');
  const added = await page.request.post('/api/todo', { data: { task: 'Fold the towels', estimatedTime: 10 } });
  expect(added.status()).toBe(201);
  await page.goto('/todo');
  await expect(row(page, 'Fold the towels')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Offline — changes are saved on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your Own Task' }).click();
  const own = page.getByRole('dialog', { name: 'Add Your Own Task' });
  await own.getByLabel('Task description').fill('Water the plants');
  await own.getByRole('button', { name: 'Add Task' }).click();
  await expect(own).toBeHidden();
  await expect(row(page, 'Water the plants')).toContainText('Saved on this device');
  await page.getByRole('checkbox', { name: 'Fold the towels' }).check();
  await expect(page.getByText('2 changes wait to sync when the connection is back.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('todoListItems') ?? '[]') as { task: string; completed: boolean }[]);
  expect(stored.map(({ task, completed }) => ({ task, completed }))).toEqual([
    { task: 'Fold the towels', completed: true },
    { task: 'Water the plants', completed: false },
  ]);
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-offline-desktop');

  await context.setOffline(false);
  await expect(page.getByText('Offline — changes are saved on this device')).toBeHidden();
  await expect(row(page, 'Water the plants')).not.toContainText('Saved on this device');
  await expect
    .poll(async () => (await serverItems(page)).map(({ task, completed }) => ({ task, completed })))
    .toEqual([
      { task: 'Fold the towels', completed: true },
      { task: 'Water the plants', completed: false },
    ]);
  await page.reload();
  await expect(row(page, 'Water the plants')).toBeVisible();
  expect((await serverItems(page)).filter((item) => item.task === 'Water the plants')).toHaveLength(1);
});

test('/todo sends a visitor to sign in first', async ({ page }) => {
  await page.goto('/todo');
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent('/todo')}`);
});

test('the to-do list at phone width', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL!,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signUpAndSignIn(page, 'Pia Phone');
  for (const data of [
    { task: 'Sort the shoes by the door and put the boots on the rack in the hall cupboard', estimatedTime: 20 },
    { task: 'Wipe the counters', estimatedTime: 5, isCustom: false },
    { task: 'Reset one drawer', estimatedTime: 15, isCustom: false, stepId: 3, stepTitle: 'Drawer basics' },
  ]) {
    expect((await page.request.post('/api/todo', { data })).status()).toBe(201);
  }
  await page.goto('/todo');
  await expect(page.getByRole('heading', { level: 1, name: 'To-do List' })).toBeVisible();
  await page.getByRole('button', { name: 'Start timer for Wipe the counters' }).click();
  await page.getByRole('checkbox', { name: 'Reset one drawer' }).check();
  await expect(page.getByText('1/3 completed')).toBeVisible();
  await expect(timerOf(page, 'Wipe the counters')).toHaveText('00:01', { timeout: 3_000 });

  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-list-phone');

  await page.getByRole('button', { name: 'Quick Tasks' }).click();
  const selector = page.getByRole('dialog', { name: 'Quick Task Selector' });
  await selector.getByRole('checkbox', { name: 'Make the bed' }).check();
  await expect(selector.getByRole('checkbox', { name: 'Wipe the counters' })).toBeDisabled();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'todo-quick-selector-phone');
  await selector.getByRole('button', { name: 'Add Task' }).click();
  await expect(row(page, 'Make the bed')).toContainText('10 points');

  await page.getByRole('button', { name: 'Add Your Own Task' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Your Own Task' })).toBeVisible();
  await saveScreenshot(page, 'todo-own-task-phone');
  await context.close();
});
