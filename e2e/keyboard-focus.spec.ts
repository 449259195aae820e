import type { Browser, Cookie, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, test } from './support/fixtures';

// A person on a keyboard keeps their place (issue 16). Every dialog of the app gives the focus back to the
// control that opened it when it closes — by Escape, by Cancel and, where that is safe, by doing what it asks —
// or, when that control is gone with what the dialog did, to the documented place next to it. And tabbing
// through the main screens at phone and desktop size never leaves the focused control under the sticky header
// (or a bar fixed to the bottom), WCAG 2.4.11.
//
// Dialogs covered (22): the three landing service dialogs, Sign out, Space settings (and its delete question),
// Custom Task, AI Task Planner, Re-upload photos, Delete photo, Task detail, Assign task, Approve task, Reject
// task, Remove member, Leave space (a member's), Add New Task and Remove task of an area's upkeep, Add Your Own
// Task, Quick Task Selector, the lesson node dialog, and the lesson celebration.

const today = () => new Date().toISOString().slice(0, 10);

type Household = {
  organizer: Cookie[];
  child: Cookie[];
  kitchenId: string;
  garageId: string;
  atticId: string;
};

async function createSpaces(page: Page, spaces: { name: string; space_type: string }[]): Promise<string[]> {
  const response = await page.request.post('/api/home', { data: { spaces } });
  expect(response.status()).toBe(201);
  const created = (await response.json()).spaces as { id: string; name: string }[];
  return spaces.map((space) => created.find((made) => made.name === space.name)!.id);
}

async function join(organizer: Page, member: Page, spaceId: string, role: 'child' | 'guest') {
  const created = await organizer.request.post('/api/invites', { data: { space_id: spaceId, role } });
  const { invite } = await created.json();
  expect((await member.request.post(`/api/invites/${invite.id}/accept`)).status()).toBe(200);
}

/**
 * An organizer with a Kitchen (a child and a guest in it, two of the child's tasks waiting for approval, a
 * photo, a daily task of the organizer's own), a Garage the child also joined, an Attic to delete, and two
 * to-do items.
 */
async function makeHousehold(browser: Browser): Promise<Household> {
  const baseURL = process.env.E2E_BASE_URL!;
  const signedIn = async (name: string) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signUpAndSignIn(page, name);
    return { context, page };
  };
  const [organizer, child, guest] = await Promise.all([
    signedIn('Ola Organizer'),
    signedIn('Kit Child'),
    signedIn('Gus Guest'),
  ]);
  const [kitchenId, garageId, atticId] = await createSpaces(organizer.page, [
    { name: 'Kitchen', space_type: 'kitchen' },
    { name: 'Garage', space_type: 'other' },
    { name: 'Attic', space_type: 'other' },
  ]);
  await join(organizer.page, child.page, kitchenId!, 'child');
  await join(organizer.page, child.page, garageId!, 'child');
  await join(organizer.page, guest.page, kitchenId!, 'guest');

  const added = await child.page.request.post(`/api/spaces/${kitchenId}/daily-tasks`, {
    data: { date: today(), tasks: [{ title: 'Wipe the stove' }, { title: 'Sort the spice rack' }] },
  });
  expect(added.status()).toBe(201);
  for (const task of (await added.json()).tasks as { id: string }[]) {
    expect((await child.page.request.post(`/api/daily-tasks/${task.id}/submit`)).status()).toBe(200);
  }
  const own = await organizer.page.request.post(`/api/spaces/${kitchenId}/daily-tasks`, {
    data: { date: today(), tasks: [{ title: 'Empty the dishwasher' }] },
  });
  expect(own.status()).toBe(201);

  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c07030' } })
    .png()
    .toBuffer();
  const setup = await organizer.page.request.post(`/api/spaces/${kitchenId}/setup`, {
    multipart: { photos: { name: 'shelf.png', mimeType: 'image/png', buffer: png }, labels: 'shelf' },
  });
  expect(setup.status()).toBe(202);

  for (const task of ['Water the plants', 'Sort the post', 'Fold the towels']) {
    expect((await organizer.page.request.post('/api/todo', { data: { task, estimatedTime: 10 } })).status()).toBe(201);
  }

  const household = {
    organizer: (await organizer.context.storageState()).cookies,
    child: (await child.context.storageState()).cookies,
    kitchenId: kitchenId!,
    garageId: garageId!,
    atticId: atticId!,
  };
  await Promise.all([organizer, child, guest].map((person) => person.context.close()));
  return household;
}

/**
 * The focused element, unless it is in view: then null. Otherwise a description of where it hides — fully under
 * a bar stuck to the top of the screen (the header), fully under one fixed to the bottom, or off the screen.
 */
function focusHidden(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // Controls inside a bar (or a dialog, or a toast) move with it.
    for (let node: HTMLElement | null = focused; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return null;
    }
    const rect = focused.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return null;
    const name = `<${focused.tagName.toLowerCase()}> "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (element.closest('[role="dialog"], [role="alertdialog"], [data-sonner-toaster], [aria-live]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > window.innerWidth / 2 && box.height > 0 && box.height < window.innerHeight / 3;
    });
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      if (box.top <= 1 && rect.bottom <= box.bottom)
        return `${name} is under the top bar (${rect.bottom} ≤ ${box.bottom})`;
      if (box.bottom >= window.innerHeight - 1 && rect.top >= box.top) {
        return `${name} is under the bottom bar (${rect.top} ≥ ${box.top})`;
      }
    }
    if (rect.bottom <= 0 || rect.top >= window.innerHeight) return `${name} is off the screen (${rect.top})`;
    return null;
  });
}

/** Tabs through the page from its top, and lists every stop whose control could not be seen. */
async function tabThrough(page: Page, maxStops = 90): Promise<{ stops: number; hidden: string[] }> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const hidden: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      const path: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        path.push(`${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
      }
      return path.join('/');
    });
    if (where === first) break;
    first ??= where;
    const problem = await focusHidden(page);
    if (problem) hidden.push(problem);
  }
  return { stops, hidden };
}

/** Opens a dialog from `opener` with the keyboard, as a keyboard user would; returns the dialog. */
async function openWithKeyboard(page: Page, opener: Locator, dialogName: string | RegExp): Promise<Locator> {
  // A prerendered page's buttons are enabled once the page is hydrated (ControlsAfterHydration), a moment after
  // it shows; a disabled button takes no focus.
  await expect(opener).toBeEnabled();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName }).or(page.getByRole('alertdialog', { name: dialogName }));
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus').or(dialog.and(page.locator(':focus')))).toHaveCount(1);
  return dialog;
}

type CloseBy = 'Escape' | { button: string | RegExp };

/**
 * Opens the dialog, closes it the given way and checks the focus: back on the opener (or `expected`), and in
 * view. Returns the number of closings checked, for the count of the report.
 */
async function checkClosings(
  page: Page,
  opener: () => Locator,
  dialogName: string | RegExp,
  closings: CloseBy[],
  expected?: () => Locator,
): Promise<number> {
  for (const closeBy of closings) {
    const dialog = await openWithKeyboard(page, opener(), dialogName);
    if (closeBy === 'Escape') await page.keyboard.press('Escape');
    else {
      // "Close": a dialog's own button of that name, or else its corner ✕.
      const button = dialog
        .getByRole('button', { name: closeBy.button, exact: typeof closeBy.button === 'string' })
        .first();
      await button.focus();
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden();
    await expect((expected ?? opener)(), `after ${JSON.stringify(closeBy)} in "${dialogName}"`).toBeFocused();
    expect(await focusHidden(page)).toBeNull();
  }
  return closings.length;
}

const signIn = (page: Page, cookies: Cookie[]) => page.context().addCookies(cookies);
const CANCEL = { button: 'Cancel' };

test.describe('keyboard focus', () => {
  test.describe.configure({ timeout: 240_000 });
  let household: Household;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    household = await makeHousehold(browser);
  });

  test.use({ viewport: { width: 1280, height: 800 } });

  test('the landing page dialogs give the focus back to their card buttons', async ({ page }) => {
    await page.goto('/');
    for (const [action, title, button] of [
      ['Book a Consultation', 'Book a Consultation', 'Got it'],
      ['View Free Plan', 'Free Task Plan', 'Not now'],
      ['Learn More', 'More Services', 'Got it'],
    ] as const) {
      const opener = () => page.getByRole('button', { name: action });
      await checkClosings(page, opener, title, ['Escape', { button }, { button: 'Close' }]);
    }
  });

  test('the space screen: every dialog, and rows that change under the keyboard', async ({ page }) => {
    await signIn(page, household.organizer);
    await page.goto(`/space/${household.kitchenId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();

    // Custom Task: Escape, Cancel, and adding one.
    const custom = () => page.getByRole('button', { name: 'Custom Task' });
    await checkClosings(page, custom, 'Add a daily task', ['Escape', CANCEL]);
    let dialog = await openWithKeyboard(page, custom(), 'Add a daily task');
    await dialog.getByLabel('Title').fill('Descale the kettle');
    await dialog.getByLabel('Title').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(custom()).toBeFocused();

    // The AI Task Planner: Escape, Cancel, and adding what it suggests.
    const planner = () => page.getByRole('button', { name: 'AI Task Planner' });
    await checkClosings(page, planner, 'AI Task Planner', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, planner(), 'AI Task Planner');
    await dialog.getByRole('button', { name: 'Generate tasks' }).click();
    await dialog.getByRole('button', { name: /^Add selected/ }).click();
    await expect(dialog).toBeHidden();
    await expect(planner()).toBeFocused();

    // Quick add without a title: the problem is an alert, the cursor stays in the field.
    const quickAdd = page.getByLabel('Quick add a task');
    await quickAdd.focus();
    await quickAdd.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a task title.' })).toBeVisible();
    await expect(quickAdd).toBeFocused();

    // Completing a task with the keyboard: focus moves to the button that replaced Complete.
    const tasks = page.getByRole('list', { name: "Today's tasks" });
    await tasks.getByRole('button', { name: 'Complete Empty the dishwasher' }).focus();
    await page.keyboard.press('Enter');
    await expect(tasks.getByRole('button', { name: 'Mark Empty the dishwasher not done' })).toBeFocused();
    // Submitting it takes its last buttons away: focus stays on its row.
    await tasks.getByRole('button', { name: 'Submit Empty the dishwasher for approval' }).focus();
    await page.keyboard.press('Enter');
    await expect(tasks.getByRole('listitem').filter({ hasText: 'Empty the dishwasher' })).toBeFocused();
    await page.screenshot({ path: 'test-results/screenshots/keyboard-focus/desktop-row-focused.png' });

    // The photos: re-upload (Escape, Cancel), and deleting the only photo (focus goes to set-up).
    const reupload = () => page.getByRole('button', { name: 'Re-upload photos' });
    await checkClosings(page, reupload, 'Re-upload photos', ['Escape', CANCEL]);
    const deletePhoto = () => page.getByRole('button', { name: 'Delete shelf' });
    await checkClosings(page, deletePhoto, 'Delete this photo?', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, deletePhoto(), 'Delete this photo?');
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Set up space' })).toBeFocused();

    // The task list: a task's details, and assigning one.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const spaceTasks = page.getByRole('list', { name: 'Space tasks' });
    const firstRow = spaceTasks.getByRole('listitem').first();
    const openTask = () => firstRow.getByRole('button', { name: /^Open / });
    const taskName = (await openTask().getAttribute('aria-label'))!.replace(/^Open /, '');
    await checkClosings(page, openTask, taskName, ['Escape', { button: 'Close' }]);
    const assign = () => firstRow.getByRole('button', { name: `Assign ${taskName}` });
    await checkClosings(page, assign, 'Assign task', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, assign(), 'Assign task');
    await dialog.getByRole('button', { name: 'Assign task' }).click();
    // No one chosen: the problem is read out and the cursor is on the field to fix.
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a family member.');
    await expect(dialog.getByLabel('Family member')).toBeFocused();
    await dialog.getByLabel('Family member').selectOption({ label: 'Kit Child (Child)' });
    await dialog.getByRole('button', { name: 'Assign task' }).click();
    await expect(dialog).toBeHidden();
    // Assigned, the row has no Assign button any more: focus is on the row.
    await expect(firstRow).toBeFocused();

    // Approvals: Escape and Cancel give the focus back; an approval or rejection takes the item away, and the
    // focus goes to the list.
    await page.getByRole('tab', { name: 'Organizer' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting for approval' });
    const approve = () => waiting.getByRole('button', { name: 'Approve Wipe the stove' });
    await checkClosings(page, approve, 'Approve task', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, approve(), 'Approve task');
    await dialog.getByLabel('Points').fill('0');
    await dialog.getByLabel('Points').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(/^Points must be a whole number/);
    await expect(dialog.getByLabel('Points')).toBeFocused();
    await dialog.getByLabel('Points').fill('12');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    const approvalList = page.getByRole('region', { name: 'Manager Approval Dashboard' }).locator('[tabindex="-1"]');
    await expect(approvalList).toBeFocused();
    const reject = () => waiting.getByRole('button', { name: 'Reject Sort the spice rack' });
    await checkClosings(page, reject, 'Reject task', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, reject(), 'Reject task');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(approvalList).toBeFocused();
    await expectAccessible(page);
  });

  test('My Spaces, the header and the family page', async ({ page, browser }) => {
    await signIn(page, household.organizer);
    await page.goto('/spaces');
    const settings = () => page.getByRole('button', { name: 'Settings for Kitchen' });
    await checkClosings(page, settings, 'Space settings', ['Escape', CANCEL, { button: 'Save changes' }]);
    // The delete question: its Cancel goes back to the Delete button inside the dialog; Escape closes all.
    let dialog = await openWithKeyboard(page, settings(), 'Space settings');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a name for the space.');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete space' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete Kitchen?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Delete space' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete space' }).click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(settings()).toBeFocused();
    // Deleting a space takes its card away: focus goes to the page's heading.
    dialog = await openWithKeyboard(page, page.getByRole('button', { name: 'Settings for Attic' }), 'Space settings');
    await dialog.getByRole('button', { name: 'Delete space' }).click();
    const deleteAttic = page.getByRole('alertdialog', { name: 'Delete Attic?' });
    await deleteAttic.getByRole('button', { name: 'Delete space' }).click();
    await expect(deleteAttic).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Spaces' })).toBeFocused();

    // Sign out (not confirmed: it would sign this person out everywhere, other tests included).
    const signOut = () => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
    await checkClosings(page, signOut, 'Sign out?', ['Escape', CANCEL]);

    // The organizer removes the guest from the Kitchen: focus goes to the space's heading.
    await page.goto('/family');
    const removeGuest = () => page.getByRole('button', { name: 'Remove Gus Guest' });
    await checkClosings(page, removeGuest, 'Remove Gus Guest?', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, removeGuest(), 'Remove Gus Guest?');
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Kitchen', exact: true })).toBeFocused();

    // A member's own dialog: the child leaves the Garage.
    const childContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 1280, height: 800 },
    });
    await childContext.addCookies(household.child);
    const child = await childContext.newPage();
    await child.goto('/family');
    const leave = () =>
      child.getByRole('region', { name: 'Garage', exact: true }).getByRole('button', { name: 'Leave space' });
    await checkClosings(child, leave, 'Leave Garage?', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(child, leave(), 'Leave Garage?');
    await dialog.getByRole('button', { name: 'Leave space' }).click();
    await expect(dialog).toBeHidden();
    // The whole card is gone: focus goes to the page's heading.
    await expect(child.getByRole('heading', { name: 'Garage', exact: true })).toHaveCount(0);
    await expect(child.getByRole('heading', { level: 1, name: 'Family Management' })).toBeFocused();
    await childContext.close();
  });

  test("an area's upkeep and the to-do list", async ({ page }) => {
    await signIn(page, household.organizer);
    await page.goto(`/space/${household.kitchenId}/fridge`);
    const addTask = () => page.getByRole('button', { name: 'Add New Task' });
    await checkClosings(page, addTask, 'Add New Task', ['Escape', CANCEL]);
    let dialog = await openWithKeyboard(page, addTask(), 'Add New Task');
    await dialog.getByLabel('Task name').fill('Check the door seals');
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
    await expect(addTask()).toBeFocused();

    const list = page.getByRole('list', { name: 'Upkeep tasks of Fridge' });
    const firstDelete = () => list.getByRole('button', { name: /^Delete / }).first();
    await checkClosings(page, firstDelete, 'Remove this task?', ['Escape', CANCEL]);
    const secondName = await list
      .getByRole('button', { name: /^Delete / })
      .nth(1)
      .getAttribute('aria-label');
    dialog = await openWithKeyboard(page, firstDelete(), 'Remove this task?');
    await dialog.getByRole('button', { name: 'Remove task' }).click();
    await expect(dialog).toBeHidden();
    // The removed task's Delete is gone: focus is on the next task's.
    await expect(list.getByRole('button', { name: secondName! })).toBeFocused();

    await page.goto('/todo');
    const own = () => page.getByRole('button', { name: 'Add Your Own Task' });
    await checkClosings(page, own, 'Add Your Own Task', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, own(), 'Add Your Own Task');
    await dialog.getByLabel('Task description').fill('Sort the shoes by the door');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(own()).toBeFocused();
    const quick = () => page.getByRole('button', { name: 'Quick Tasks' });
    await checkClosings(page, quick, 'Quick Task Selector', ['Escape', CANCEL]);
    dialog = await openWithKeyboard(page, quick(), 'Quick Task Selector');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(quick()).toBeFocused();

    // Start turns into Pause: focus moves to it. A removed item: focus moves to the next item's Remove.
    const todos = page.getByRole('list', { name: 'Your tasks' });
    await todos.getByRole('button', { name: 'Start timer for Water the plants' }).focus();
    await page.keyboard.press('Enter');
    await expect(todos.getByRole('button', { name: 'Pause timer for Water the plants' })).toBeFocused();
    await page.keyboard.press('Enter');
    const removes = await todos
      .getByRole('button', { name: /^Remove / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!));
    const at = removes.indexOf('Remove Water the plants');
    await todos.getByRole('button', { name: 'Remove Water the plants' }).focus();
    await page.keyboard.press('Enter');
    await expect(todos.getByRole('button', { name: removes[at + 1] ?? removes[at - 1], exact: true })).toBeFocused();
    // Clear Completed turns itself off once done: focus moves to the list.
    await todos.getByRole('checkbox', { name: 'Sort the post' }).check();
    await page.getByRole('button', { name: 'Clear Completed' }).focus();
    await page.keyboard.press('Enter');
    await expect(todos).toBeFocused();
  });

  test('the lesson path and a lesson: its dialog, the celebration, page titles and the route announcer', async ({
    page,
  }) => {
    await signIn(page, household.child);
    await page.goto('/app');
    const node = () => page.getByRole('button', { name: /^Lesson 1\b/ });
    await checkClosings(page, node, 'Welcome to Tidy Steps', ['Escape', { button: 'Close' }]);
    const dialog = await openWithKeyboard(page, node(), 'Welcome to Tidy Steps');
    await dialog.getByRole('link', { name: 'Start Lesson' }).click();
    await expect(page).toHaveURL(/\/step\/1$/);
    // A new page: its title is said (once it has settled), and the focus starts at the content.
    await expect(page).toHaveTitle(/step 1 of 3, Welcome to Tidy Steps · Tidy Steps$/);
    await expect(page.locator('[data-route-announcer]')).toHaveText(/step 1 of 3, Welcome to Tidy Steps/);
    await expect(page.getByRole('main')).toBeFocused();

    const main = page.getByRole('main');
    for (let screen = 1; screen <= 3; screen += 1) {
      await expect(page).toHaveTitle(new RegExp(`step ${screen} of 3`));
      for (const checkbox of await main.getByRole('region', { name: 'Your Tasks' }).getByRole('checkbox').all()) {
        await checkbox.check();
      }
      if (screen < 3) await main.getByRole('button', { name: 'Next' }).click();
    }
    await main.getByRole('button', { name: 'Complete Lesson' }).click();
    const celebration = page.getByRole('dialog', { name: 'Learning legend!' });
    await celebration.getByRole('button', { name: 'CONTINUE' }).click();
    await celebration.getByRole('link', { name: 'BACK TO HOME' }).click();
    await expect(celebration).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();

    // Not-found states have their own titles.
    await page.goto('/step/99');
    await expect(page).toHaveTitle('Lesson not found · Tidy Steps');
    await page.goto('/space/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Space Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Space not found · Tidy Steps');
    await page.goto(`/space/${household.kitchenId}/no-such-area`);
    await expect(page).toHaveTitle('Sub-space not found · Tidy Steps');
    // The first page load is not announced (the screen reader reads the page itself).
    await expect(page.locator('[data-route-announcer]')).toHaveText('');
  });

  test('an error toast is an alert', async ({ page }) => {
    await signIn(page, household.child);
    await page.goto('/todo');
    await expect(page.getByRole('heading', { level: 1, name: 'To-do List' })).toBeVisible();
    await page.route('**/api/todo', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'conflict', message: 'Your list is full.' } }),
          })
        : route.continue(),
    );
    const dialog = await openWithKeyboard(
      page,
      page.getByRole('button', { name: 'Add Your Own Task' }),
      'Add Your Own Task',
    );
    await dialog.getByLabel('Task description').fill('Anything');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your list is full.' })).toBeVisible();
  });
});

for (const viewport of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const) {
  test.describe(`at ${viewport.width} px, no focused control hides under the header`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      ...(viewport.label === 'phone' ? { hasTouch: true, isMobile: true } : {}),
    });
    test.describe.configure({ timeout: 240_000 });
    let cookies: Cookie[];
    let spaceId: string;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      await signUpAndSignIn(page, 'Tab Tabberson');
      [spaceId] = (await createSpaces(page, [{ name: 'Living room', space_type: 'living-room' }])) as [string];
      await page.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
        data: {
          date: today(),
          tasks: Array.from({ length: 8 }, (_, index) => ({ title: `Tidy corner ${index + 1}` })),
        },
      });
      for (let index = 1; index <= 8; index += 1) {
        await page.request.post('/api/todo', { data: { task: `Put away pile ${index}`, estimatedTime: 10 } });
      }
      cookies = (await context.storageState()).cookies;
      await context.close();
    });

    test('tabbing through the main screens', async ({ page }) => {
      const screens: [string, string, () => Promise<void>][] = [
        ['landing', '/', async () => {}],
        ['lesson-path', '/app', async () => {}],
        ['space', `/space/${spaceId}`, async () => {}],
        ['space-tasks', `/space/${spaceId}`, async () => page.getByRole('tab', { name: 'Tasks' }).click()],
        ['my-spaces', '/spaces', async () => {}],
        ['family', '/family', async () => {}],
        ['todo', '/todo', async () => {}],
        ['lesson', '/step/1', async () => {}],
        ['settings', '/settings', async () => {}],
      ];
      const report: string[] = [];
      for (const [name, path, prepare] of screens) {
        if (name === 'lesson-path') await signIn(page, cookies);
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        await prepare();
        const { stops, hidden } = await tabThrough(page);
        report.push(`${name}: ${stops} stops`);
        expect(hidden, `${name}: focused controls that could not be seen`).toEqual([]);
      }
      console.log(`${viewport.label}: ${report.join(', ')}`);
      // A look at a focused control just under the header, after tabbing back up the page.
      await page.goto('/todo');
      await page.getByRole('button', { name: 'Reset timer for Put away pile 8' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.screenshot({ path: `test-results/screenshots/keyboard-focus/${viewport.label}-todo-focus.png` });
    });
  });
}
