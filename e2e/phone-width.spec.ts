import type { Browser, Cookie, Locator, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, settleAnimations, test } from './support/fixtures';

// Every screen at phone width (spec 01 §9: the mobile breakpoint is 768 px): a 390 px phone and a 768 px tablet,
// both touch screens. On each screen nothing spills sideways out of the page, the header's controls stay
// reachable, the buttons are big enough to tap, and axe finds nothing serious. The data is long on purpose
// (long names, an e-mail address with no place to break) and is made through the API to keep this quick.

const DEVICES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'tablet', width: 768, height: 1024 },
] as const;

/** The smallest tap target we accept, in CSS pixels. */
const MIN_TAP = 40;

const LONG_SPACE = 'Grandmother’s Extraordinarily Spacious Attic Storeroom';
const LONG_TODO = 'Sort the winter clothes into keep, donate and repair piles before the weekend visit';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Elements that stick out of the viewport sideways, unless something between them and the page clips or
 * scrolls them (that ancestor is then judged itself); and elements that scroll sideways without being a tab
 * list, the one place where sideways scrolling is meant.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const role = element.getAttribute('role');
      const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}> "${label}"`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut: string[] = [];
    const scrollsSideways: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(element)) continue;
      const rect = element.getBoundingClientRect();
      if ((rect.right > width + 1 || rect.left < -1) && !clippedByAncestor(element)) {
        sticksOut.push(`${describe(element)} spans ${Math.round(rect.left)}…${Math.round(rect.right)} of ${width}`);
      }
      const overflowX = getComputedStyle(element).overflowX;
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.getAttribute('role') !== 'tablist'
      ) {
        scrollsSideways.push(`${describe(element)} is ${element.scrollWidth} wide in ${element.clientWidth}`);
      }
    }
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      sticksOut,
      scrollsSideways,
    };
  });
}

/**
 * Buttons, tabs, fields and button-like links smaller than `min`; links inside running text are exempt. A check
 * box or radio is tapped through its label when it sits inside one; a bare one next to its label text is held to
 * WCAG's minimum target size (24 px) instead, since its label is a second, larger target.
 */
function smallTapTargets(page: Page, minimum: number) {
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], a[href], summary, input:not([type="hidden"]), select, textarea',
    );
    for (const control of Array.from(controls)) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      const isChoice = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const target = (isChoice && control.closest('label')) || control;
      const style = getComputedStyle(target);
      const rect = target.getBoundingClientRect();
      // Hidden, or visually hidden (the skip link until it has focus, sr-only inputs behind a styled label).
      const visuallyHidden = style.clip !== 'auto' || style.clipPath.startsWith('inset(50%');
      if (rect.width <= 2 || rect.height <= 2 || style.visibility === 'hidden' || visuallyHidden) continue;
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      const needed = isChoice && target === control && control.labels?.length ? 24 : min;
      if (rect.width + 0.5 < needed || rect.height + 0.5 < needed) {
        const name = control.getAttribute('aria-label') ?? (target.textContent ?? '').trim().slice(0, 40);
        found.push(
          `<${control.tagName.toLowerCase()}> "${name}" is ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return found;
  }, minimum);
}

/** A dialog fits the screen (it scrolls inside when its content is taller), with its close button in view. */
async function expectDialogFits(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.y, 'the dialog starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the dialog ends on the screen').toBeLessThanOrEqual(viewport.height + 1);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  // The corner ✕ (some dialogs also have a Close button at the bottom, reached by scrolling).
  const close = dialog.locator('button[aria-label="Close"]');
  if ((await close.count()) > 0) await expect(close).toBeInViewport({ ratio: 1 });
  // What does not fit is reached by scrolling the dialog itself, never the page behind it.
  const scrolls = await dialog.evaluate((element) => ({
    taller: element.scrollHeight > element.clientHeight + 1,
    overflowY: getComputedStyle(element).overflowY,
  }));
  if (scrolls.taller) expect(['auto', 'scroll']).toContain(scrolls.overflowY);
}

/** The checks every screen gets, then a screenshot for a person to look at. */
async function checkScreen(page: Page, device: (typeof DEVICES)[number], name: string) {
  await settleAnimations(page);
  const problems = await layoutProblems(page);
  expect(problems.pageOverflow, `${name}: the page is wider than the screen`).toBeLessThanOrEqual(0);
  expect(problems.sticksOut, `${name}: elements beyond the screen's edge`).toEqual([]);
  expect(problems.scrollsSideways, `${name}: sideways scrolling that is not a tab list`).toEqual([]);
  expect(await smallTapTargets(page, MIN_TAP), `${name}: tap targets under ${MIN_TAP} px`).toEqual([]);
  await expectAccessible(page);
  await saveTouchScreenshot(page, `phone-width/${device.label}-${name}`);
}

/**
 * Like saveScreenshot, for a touch screen: Chromium's full-page capture draws the page without the touch
 * emulation (so the bigger touch targets would not show), so the screen grows to the page's height instead.
 * A dialog is fixed to the screen: then the screen is shown as the person sees it.
 */
async function saveTouchScreenshot(page: Page, name: string) {
  const path = `test-results/screenshots/${name}.png`;
  if ((await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0) {
    await page.screenshot({ path });
    return;
  }
  const viewport = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

/** The header bar's controls are on the screen and big enough to tap. */
async function expectHeaderReachable(page: Page, names: string[]) {
  const header = page.getByRole('banner');
  for (const name of names) {
    const control = header.getByRole(name === 'Home' || name === 'Settings' || name === 'Log In' ? 'link' : 'button', {
      name,
      exact: true,
    });
    await expect(control, `${name} in the header`).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height), `${name} is big enough to tap`).toBeGreaterThanOrEqual(MIN_TAP);
  }
}

async function createSpace(page: Page, name: string, spaceType: string): Promise<string> {
  const response = await page.request.post('/api/home', { data: { spaces: [{ name, space_type: spaceType }] } });
  expect(response.status()).toBe(201);
  return (await response.json()).spaces[0].id as string;
}

type Household = { organizer: Cookie[]; child: Cookie[]; newcomer: Cookie[]; spaceId: string; inviteId: string };

/**
 * An organizer with a long-named space, a child member who has a task waiting for approval, a pending invite,
 * to-do items and lesson progress; and a newcomer who has not set up a home yet.
 */
async function makeHousehold(browser: Browser): Promise<Household> {
  const baseURL = process.env.E2E_BASE_URL!;
  const signedIn = async (name: string) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signUpAndSignIn(page, name);
    return { context, page };
  };
  const organizer = await signedIn('Maximilianawolfeschlegelstein Featherstonehaugh-Oyelaran');
  const child = await signedIn('Bartholomewsebastian Ravenscroft-Achterberg');
  const newcomer = await signedIn('Nadezhdaalexandrovna Newcomer');

  const spaceId = await createSpace(organizer.page, LONG_SPACE, 'other');
  await createSpace(organizer.page, 'Kitchen', 'kitchen');
  const joinInvite = await organizer.page.request.post('/api/invites', { data: { space_id: spaceId, role: 'child' } });
  const { invite: childInvite } = await joinInvite.json();
  expect((await child.page.request.post(`/api/invites/${childInvite.id}/accept`)).status()).toBe(200);
  // A second invite stays pending: the family page lists it, and it opens the invitation screen.
  const pending = await organizer.page.request.post('/api/invites', { data: { space_id: spaceId, role: 'guest' } });
  const inviteId: string = (await pending.json()).invite.id;

  // The child has a task waiting for approval and one approved, so the organizer has something to decide.
  const tasks = await child.page.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
    data: {
      date: today(),
      tasks: [{ title: 'Label every storage box on the left-hand shelving unit' }, { title: 'Sweep the floor' }],
    },
  });
  expect(tasks.status()).toBe(201);
  const [waiting, approved] = (await tasks.json()).tasks as { id: string }[];
  for (const task of [waiting!, approved!]) {
    expect((await child.page.request.post(`/api/daily-tasks/${task.id}/submit`)).status()).toBe(200);
  }
  const approval = await organizer.page.request.post(`/api/daily-tasks/${approved!.id}/approve`, {
    data: { points: 25 },
  });
  expect(approval.status()).toBe(200);
  await organizer.page.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
    data: { date: today(), tasks: [{ title: 'Fold the blankets' }] },
  });

  for (const task of [LONG_TODO, 'Water the plants']) {
    expect((await organizer.page.request.post('/api/todo', { data: { task, estimatedTime: 20 } })).status()).toBe(201);
  }

  const household = {
    organizer: (await organizer.context.storageState()).cookies,
    child: (await child.context.storageState()).cookies,
    newcomer: (await newcomer.context.storageState()).cookies,
    spaceId,
    inviteId,
  };
  for (const person of [organizer, child, newcomer]) await person.context.close();
  return household;
}

for (const device of DEVICES) {
  test.describe(`at ${device.width} px (${device.label}, touch)`, () => {
    test.use({ viewport: { width: device.width, height: device.height }, hasTouch: true, isMobile: true });
    // Each test checks several screens, and each check runs axe and takes a screenshot: a few seconds apiece
    // when two browsers share this machine's two cores.
    test.describe.configure({ timeout: 120_000 });

    let household: Household;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      household = await makeHousehold(browser);
    });

    const signIn = (page: Page, cookies: Cookie[]) => page.context().addCookies(cookies);

    test('the pages a visitor sees', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /one step at a time/ })).toBeVisible();
      await expectHeaderReachable(page, ['Log In', 'Home']);
      await checkScreen(page, device, 'landing');

      for (const action of ['Book a Consultation', 'View Free Plan', 'Learn More']) {
        await page.getByRole('button', { name: action }).click();
        const dialog = page.getByRole('dialog');
        await expectDialogFits(page, dialog);
        if (action === 'Book a Consultation') await checkScreen(page, device, 'landing-service-dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
      await expectHeaderReachable(page, ['Back', 'Log In', 'Home']);
      await checkScreen(page, device, 'auth-sign-in');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await checkScreen(page, device, 'auth-sign-up');

      await page.goto('/app');
      await expect(page.getByRole('heading', { level: 2, name: 'Unit 1 Getting Started' })).toBeVisible();
      await checkScreen(page, device, 'lesson-path-visitor');

      for (const [path, heading] of [
        ['/terms', 'Terms of Use'],
        ['/privacy', 'Privacy Notice'],
        ['/redirect', 'Welcome'],
        ['/no-such-page', 'Oops! Page not found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await checkScreen(page, device, path.slice(1));
      }
    });

    test('the invitation screen, signed out and signed in', async ({ page }) => {
      await page.goto(`/?invite=${household.inviteId}`);
      await expect(page.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
      await checkScreen(page, device, 'invitation-signed-out');

      await signIn(page, household.newcomer);
      await page.goto(`/spaces?invite=${household.inviteId}`);
      await expect(page.getByRole('button', { name: 'Continue & Join Space' })).toBeVisible();
      await checkScreen(page, device, 'invitation-signed-in');
    });

    test('onboarding, step by step', async ({ page }) => {
      await signIn(page, household.newcomer);
      await page.goto('/onboarding');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: "Welcome! Let's organize your home" })).toBeVisible();
      await main.getByRole('button', { name: 'Bedroom', exact: true }).click();
      await main.getByLabel('Add your own space').fill('Attic-storeroom-under-the-roof-eaves');
      await main.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(main.getByText('2/3 spaces selected')).toBeVisible();
      await checkScreen(page, device, 'onboarding-1-spaces');

      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your lifestyle' })).toBeVisible();
      await expectHeaderReachable(page, ['Back', 'Sign Out', 'Home']);
      await checkScreen(page, device, 'onboarding-2-lifestyle');

      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "Perfect! Let's get you started" })).toBeVisible();
      await checkScreen(page, device, 'onboarding-3-review');
    });

    test('my spaces, a space with each of its tabs and dialogs, and an area', async ({ page }) => {
      // Thirteen screens, each checked with axe and photographed: 108 s at 390 px in a full CI run, more on
      // the wider page.
      test.setTimeout(240_000);
      await signIn(page, household.organizer);
      const { spaceId } = household;

      await page.goto('/spaces');
      const card = page.getByRole('article', { name: LONG_SPACE });
      await expect(card).toBeVisible();
      await checkScreen(page, device, 'my-spaces');
      await card.getByRole('button', { name: `Settings for ${LONG_SPACE}` }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Space settings' }));
      await checkScreen(page, device, 'space-settings-dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/space/${spaceId}`);
      await expect(page.getByRole('heading', { level: 1, name: LONG_SPACE })).toBeVisible();
      await expect(page.getByRole('list', { name: "Today's tasks" }).getByText('Fold the blankets')).toBeVisible();
      await expectHeaderReachable(page, ['Back', 'Sign Out', 'Home']);
      await checkScreen(page, device, 'space-dashboard');

      // Every tab is reachable at this width: the list scrolls sideways rather than spilling out.
      const tabList = page.getByRole('tablist', { name: LONG_SPACE });
      for (const [tab, check] of [
        ['Products', 'Product recommendations'],
        ['Layout', 'Space layout mapping'],
        ['Tasks', 'Space Tasks'],
        ['Organizer', 'Manager Approval Dashboard'],
      ] as const) {
        const button = tabList.getByRole('tab', { name: tab });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
        await button.click();
        await expect(button).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: check })).toBeVisible();
        await checkScreen(page, device, `space-${tab.toLowerCase()}`);
      }

      // The organizer's dialogs: approve the child's task, and assign a space task.
      await page.getByRole('button', { name: /^Approve Label every storage box/ }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Approve task' }));
      await checkScreen(page, device, 'space-approve-dialog');
      await page.keyboard.press('Escape');

      await tabList.getByRole('tab', { name: 'Tasks' }).click();
      const firstTask = page.getByRole('list', { name: 'Space tasks' }).getByRole('listitem').first();
      await firstTask.getByRole('button', { name: /^Assign / }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Assign task' }));
      await checkScreen(page, device, 'space-assign-dialog');
      await page.keyboard.press('Escape');
      await firstTask.getByRole('button', { name: /^Open / }).click();
      await expectDialogFits(page, page.getByRole('dialog'));
      await checkScreen(page, device, 'space-task-detail-dialog');
      await page.keyboard.press('Escape');

      // The dashboard's dialogs: the set-up dialog, the AI task planner and a custom task.
      await tabList.getByRole('tab', { name: 'Dashboard' }).click();
      await page.getByRole('button', { name: 'Set up space' }).first().click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Set up your space' }));
      await checkScreen(page, device, 'space-setup-dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'AI Task Planner' }).click();
      const planner = page.getByRole('dialog', { name: 'AI Task Planner' });
      await expectDialogFits(page, planner);
      await checkScreen(page, device, 'space-planner-dialog');
      // The coach's answer: a list that is longer than the screen, scrolled inside the dialog.
      await planner.getByRole('button', { name: 'Generate tasks' }).click();
      await expect(planner.getByRole('heading', { name: 'Suggested tasks' })).toBeVisible();
      await expectDialogFits(page, planner);
      await checkScreen(page, device, 'space-planner-suggestions');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Custom Task' }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Add a daily task' }));
      await checkScreen(page, device, 'space-add-task-dialog');
      await page.keyboard.press('Escape');

      // An area of the space, and its dialog.
      const areas = page.getByRole('region', { name: 'Areas' });
      await areas.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/space/${spaceId}/[^/]+$`));
      await expect(page.getByRole('list', { name: /^Upkeep tasks of / })).toBeVisible();
      await checkScreen(page, device, 'area');
      await page.getByRole('button', { name: 'Add New Task' }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Add New Task' }));
      await checkScreen(page, device, 'area-add-task-dialog');
    });

    test('the space as a child sees it', async ({ page }) => {
      await signIn(page, household.child);
      await page.goto(`/space/${household.spaceId}`);
      await expect(page.getByRole('heading', { level: 1, name: LONG_SPACE })).toBeVisible();
      await expect(page.getByRole('list', { name: "Today's tasks" }).getByText('Waiting for review')).toBeVisible();
      await checkScreen(page, device, 'space-dashboard-child');
    });

    test('family management, each tab', async ({ page }) => {
      await signIn(page, household.organizer);
      await page.goto('/family');
      await expect(page.getByRole('heading', { level: 1, name: 'Family Management' })).toBeVisible();
      const space = page.getByRole('region', { name: LONG_SPACE });
      await expect(space.getByText('Bartholomewsebastian Ravenscroft-Achterberg')).toBeVisible();
      await checkScreen(page, device, 'family-members');

      await space.getByRole('button', { name: /^Remove / }).click();
      await expectDialogFits(page, page.getByRole('alertdialog'));
      await checkScreen(page, device, 'family-remove-dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Invite' }).click();
      await expect(page.getByRole('main').getByLabel('Role')).toBeVisible();
      await checkScreen(page, device, 'family-invite');
    });

    test('the lesson path and a lesson', async ({ page }) => {
      await signIn(page, household.organizer);
      await page.goto('/app');
      await expect(page.getByRole('heading', { level: 2, name: 'Unit 1 Getting Started' })).toBeVisible();
      await expectHeaderReachable(page, ['Sign Out', 'Home']);
      await checkScreen(page, device, 'lesson-path');
      await page.getByRole('button', { name: /^Lesson 2\b/ }).click();
      await expectDialogFits(page, page.getByRole('dialog'));
      await checkScreen(page, device, 'lesson-node-dialog');
      await page.keyboard.press('Escape');

      await page.goto('/step/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tidy Steps' })).toBeVisible();
      await checkScreen(page, device, 'lesson-step');
    });

    test('the to-do list, the leaderboard and settings', async ({ page }) => {
      await signIn(page, household.organizer);
      await page.goto('/todo');
      await expect(page.getByRole('list', { name: 'Your tasks' }).getByText(LONG_TODO)).toBeVisible();
      await checkScreen(page, device, 'todo');
      await page.getByRole('button', { name: 'Add Your Own Task' }).click();
      await expectDialogFits(page, page.getByRole('dialog', { name: 'Add Your Own Task' }));
      await checkScreen(page, device, 'todo-add-own-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Quick Tasks' }).click();
      const presets = page.getByRole('dialog', { name: 'Quick Task Selector' });
      await expectDialogFits(page, presets);
      // Its own buttons are on the screen without scrolling the dialog (only the list of presets scrolls).
      await expect(presets.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      await checkScreen(page, device, 'todo-quick-tasks-dialog');
      await page.keyboard.press('Escape');

      // On a short screen (a phone held sideways, a small phone) a tall dialog scrolls inside, and its last
      // button is reached by scrolling it.
      const screen = page.viewportSize()!;
      await page.setViewportSize({ width: screen.width, height: 480 });
      await page.getByRole('button', { name: 'Quick Tasks' }).click();
      await expectDialogFits(page, presets);
      await presets.getByRole('button', { name: 'Cancel' }).scrollIntoViewIfNeeded();
      await expect(presets.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      await checkScreen(page, device, 'todo-quick-tasks-dialog-short-screen');
      await page.keyboard.press('Escape');
      await page.setViewportSize(screen);

      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
      await expect(page.getByText('Bartholomewsebastian Ravenscroft-Achterberg').first()).toBeVisible();
      await checkScreen(page, device, 'leaderboard-week');
      await page.getByRole('tab', { name: 'All time' }).click();
      await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
      await checkScreen(page, device, 'leaderboard-all-time');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
      await checkScreen(page, device, 'settings');
    });

    test('the header and the tab bar work by touch: Back, Sign Out, Home and Me', async ({ page }) => {
      await signIn(page, household.organizer);
      await page.goto('/spaces');
      await expect(page.getByRole('heading', { level: 1, name: 'My Spaces' })).toBeVisible();
      const header = page.getByRole('banner');
      const tabs = page.getByRole('navigation', { name: 'Primary' }).locator('visible=true');
      await expect(tabs.getByRole('link', { name: 'Me' })).toBeInViewport({ ratio: 1 });
      await tabs.getByRole('link', { name: 'Me' }).tap();
      await expect(page).toHaveURL(/\/settings$/);
      await header.getByRole('button', { name: 'Back' }).tap();
      await expect(page).toHaveURL(/\/spaces$/);
      await header.getByRole('button', { name: 'Sign Out' }).tap();
      const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
      await expectDialogFits(page, dialog);
      await checkScreen(page, device, 'sign-out-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await expect(dialog).toBeHidden();
      await header.getByRole('link', { name: 'Home' }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    });
  });
}
