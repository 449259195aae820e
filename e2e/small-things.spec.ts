import type { Browser, Page } from '@playwright/test';
import { signUpAndSignIn, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';

// Issue 16, the small things a careful product gets right: each at phone (390×844, touch) and desktop width.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
type Width = { name: 'phone' | 'desktop'; options: typeof PHONE | typeof DESKTOP };
const WIDTHS: Width[] = [
  { name: 'phone', options: PHONE },
  { name: 'desktop', options: DESKTOP },
];

/** An organizer with a bedroom (its starter tasks have bulleted steps) and a child who joined it. */
async function householdWithChild(browser: Browser, base: string, width: Width) {
  const organizerContext = await browser.newContext({ baseURL: base, ...width.options });
  const organizer = await organizerContext.newPage();
  await signUpAndSignIn(organizer, 'Olga Organizer');
  const home = await organizer.request.post('/api/home', {
    data: { spaces: [{ name: 'Bedroom', space_type: 'bedroom' }] },
  });
  const spaceId: string = (await home.json()).spaces[0].id;
  const { invite } = await (
    await organizer.request.post('/api/invites', { data: { space_id: spaceId, role: 'child' } })
  ).json();
  const childContext = await browser.newContext({ baseURL: base });
  const child = await childContext.newPage();
  await signUpAndSignIn(child, 'Cody Child');
  await child.goto(`/?invite=${invite.id}`);
  await child.getByRole('button', { name: 'Continue & Join Space' }).click();
  await expect(child).toHaveURL(/\/spaces$/);
  await childContext.close();
  return { organizer, organizerContext, spaceId };
}

/** How often a text appears in an element, wherever it is inside. */
async function timesShown(container: ReturnType<Page['getByRole']>, text: string) {
  return ((await container.textContent()) ?? '').split(text).length - 1;
}

for (const width of WIDTHS) {
  test(`a space at ${width.name} width: quick add is small, steps show once, tabs scroll with a hint, the organizer assigns`, async ({
    browser,
  }) => {
    // Two accounts, an invitation and many screens: generous on a busy machine.
    test.setTimeout(180_000);
    const {
      organizer: page,
      organizerContext,
      spaceId,
    } = await householdWithChild(browser, process.env.E2E_BASE_URL!, width);
    await page.goto(`/space/${spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedroom' })).toBeVisible();

    // Quick add makes a 5-minute task; the Add Daily Task dialog still starts at 30.
    await page.getByLabel('Quick add a task').fill('Hang up the robe');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page
      .getByRole('list', { name: "Today's tasks" })
      .getByRole('listitem')
      .filter({ hasText: 'Hang up the robe' });
    await expect(row).toContainText('5 min');
    await page.getByRole('button', { name: 'Custom Task' }).click();
    const custom = page.getByRole('dialog', { name: 'Add a daily task' });
    await expect(custom.getByLabel('Time (minutes)')).toHaveValue('30');
    await page.keyboard.press('Escape');
    await expect(custom).toBeHidden();

    // The tabs: on a phone they do not fit, so the edge with more tabs fades and shows an arrow.
    const tabList = page.getByRole('tablist', { name: 'Bedroom' });
    const endHint = page.locator('[data-scroll-hint="end"]');
    const startHint = page.locator('[data-scroll-hint="start"]');
    if (width.name === 'phone') {
      await expect(endHint).toBeVisible();
      await expect(startHint).toBeHidden();
      // Choosing the last tab from the keyboard brings it into view, and the hint moves to the other edge.
      await tabList.getByRole('tab', { name: 'Dashboard' }).focus();
      await page.keyboard.press('End');
      await expect(tabList.getByRole('tab', { name: 'Organizer' })).toBeInViewport({ ratio: 1 });
      await expect(startHint).toBeVisible();
      await expect(endHint).toBeHidden();
      await saveScreenshot(page, 'small-things-tabs-scrolled-phone');
      await tabList.getByRole('tab', { name: 'Dashboard' }).click();
      await expect(startHint).toBeHidden();
      await saveScreenshot(page, 'small-things-dashboard-phone');
    } else {
      await expect(endHint).toBeHidden();
      await expect(startHint).toBeHidden();
    }

    // The task detail dialog lists each step once.
    await tabList.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('button', { name: 'Open Clear the nightstand' }).click();
    const detail = page.getByRole('dialog', { name: 'Clear the nightstand' });
    await expect(detail.getByRole('listitem')).toHaveCount(3);
    expect(await timesShown(detail, 'Take everything off the nightstand')).toBe(1);
    expect(await timesShown(detail, 'Carry cups and plates back to the kitchen')).toBe(1);
    await expectAccessible(page);
    await saveScreenshot(page, `small-things-task-detail-${width.name}`);
    await page.keyboard.press('Escape');

    // The Organizer tab: who has what, and assigning an open task from there.
    await tabList.getByRole('tab', { name: 'Organizer' }).click();
    const panel = page.getByRole('region', { name: 'Task Assignments' });
    await expect(panel.getByText('Cody Child')).toBeVisible();
    await expect(panel.getByText('Nothing assigned yet.')).toBeVisible();
    const open = panel.getByRole('list', { name: 'Not assigned yet' });
    await expect(open.getByText('Clear the nightstand')).toBeVisible();
    await panel.getByRole('button', { name: 'Assign Clear the nightstand' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign task' });
    await assign.getByLabel('Family member').selectOption({ label: 'Cody Child (Child)' });
    await assign.getByRole('button', { name: 'Assign task' }).click();
    await expect(assign).toBeHidden();
    const codys = panel.getByRole('list', { name: "Cody Child's tasks" });
    await expect(codys.getByText('Clear the nightstand')).toBeVisible();
    await expect(codys.getByText('To do')).toBeVisible();
    await expect(open.getByText('Clear the nightstand')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Reassign Clear the nightstand' })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `small-things-organizer-${width.name}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await organizerContext.close();
  });
}

test('sign up, then Resend on "Check your email" sends a second confirmation e-mail', async ({ page, peerApp }) => {
  test.setTimeout(60_000);
  const { server, mail } = peerApp;
  const email = uniqueEmail('rae');
  await page.goto(`${server.url}/auth?mode=sign-up`);
  await page.getByLabel('Full name').fill('Rae Resend');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await mail.waitFor(email, { subject: /Confirm your email/ });

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a new confirmation link to ${email}.` }),
  ).toBeVisible();
  const second = await mail.waitFor(email, { subject: /Confirm your email/, nth: 2 });
  await expectAccessible(page);
  await saveScreenshot(page, 'small-things-resend-desktop');

  // The second link confirms and signs in.
  await page.goto(second.links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
});

for (const width of WIDTHS) {
  test(`at ${width.name} width, the magic-link forms show field errors, and signing out lands on the landing page`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const base = process.env.E2E_BASE_URL!;
    const context = await browser.newContext({ baseURL: base, ...width.options });
    const page = await context.newPage();

    // An empty address: said under the field, with the cursor there; no toast.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const emailField = page.getByLabel('Email');
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();
    await expect(page.getByText('Missing information')).toHaveCount(0);
    await expectAccessible(page);
    await saveScreenshot(page, `small-things-magic-link-error-${width.name}`);

    // Signing out from a page for signed-in people returns to the landing page, as a visitor.
    await signUpAndSignIn(page, 'Sol Signout');
    await page.request.post('/api/home', { data: { spaces: [{ name: 'Office', space_type: 'office' }] } });
    await page.goto('/spaces');
    await expect(page.getByRole('heading', { level: 1, name: 'My Spaces' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed Out Successfully')).toBeVisible();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn to organize your home, one step at a time.' }),
    ).toBeVisible();
    await saveScreenshot(page, `small-things-signed-out-${width.name}`);
    await context.close();
  });
}

for (const width of WIDTHS) {
  test(`at ${width.name} width, the invitation warns when the typed address is not the invited one`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const base = process.env.E2E_BASE_URL!;
    const organizerContext = await browser.newContext({ baseURL: base });
    const organizer = await organizerContext.newPage();
    await signUpAndSignIn(organizer, 'Ivy Inviter');
    const home = await organizer.request.post('/api/home', {
      data: { spaces: [{ name: 'Hall', space_type: 'other' }] },
    });
    const spaceId: string = (await home.json()).spaces[0].id;
    const invited = uniqueEmail('sam');
    const created = await organizer.request.post('/api/invites', {
      data: { space_id: spaceId, role: 'child', email: invited },
    });
    expect(created.status()).toBe(201);
    const { invite } = await created.json();
    await organizerContext.close();

    const context = await browser.newContext({ baseURL: base, ...width.options });
    const page = await context.newPage();
    await page.goto(`/?invite=${invite.id}`);
    const email = page.getByLabel('Email');
    await email.fill(uniqueEmail('tom'));
    await email.blur();
    const warning = /^This invitation was sent to s\*\*\*@example\.com\. Enter that address to join\.$/;
    await expect(page.getByText(warning).first()).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await saveScreenshot(page, `small-things-invite-mismatch-${width.name}`);

    // Sending to the wrong address is refused at the field; the invited address sends the link.
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(email).toBeFocused();
    await expect(page.getByText('Magic link sent!', { exact: true })).toHaveCount(0);
    await email.fill(invited);
    await expect(page.getByText(warning)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Magic link sent! Check your email inbox')).toBeVisible();
    await context.close();
  });
}

for (const width of WIDTHS) {
  test(`at ${width.name} width, lesson 2 offers the household's spaces and links to setting up photos`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const base = process.env.E2E_BASE_URL!;
    const context = await browser.newContext({ baseURL: base, ...width.options });
    const page = await context.newPage();
    await signUpAndSignIn(page, 'Lea Lesson');
    const home = await page.request.post('/api/home', {
      data: {
        spaces: [
          { name: 'Kitchen', space_type: 'kitchen' },
          { name: 'Garage', space_type: 'garage' },
        ],
      },
    });
    const kitchen = (await home.json()).spaces.find((space: { name: string }) => space.name === 'Kitchen');
    expect(
      (
        await page.request.post('/api/lessons/1/complete', {
          data: { today: new Date().toISOString().slice(0, 10), time_spent_seconds: 60 },
        })
      ).status(),
    ).toBe(200);

    await page.goto('/step/2');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Choose Your Starting Space' })).toBeVisible();
    await main.getByRole('button', { name: 'Next' }).click();
    const spaces = main.getByRole('group', { name: "Your household's spaces" });
    await spaces.getByRole('button', { name: 'Kitchen' }).click();
    await expect(spaces.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByLabel('Which space will you start with?')).toHaveValue('Kitchen');
    await expectAccessible(page);
    await saveScreenshot(page, `small-things-lesson2-spaces-${width.name}`);

    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Take a "before" picture' })).toBeVisible();
    await saveScreenshot(page, `small-things-lesson2-photo-${width.name}`);
    await main.getByRole('link', { name: 'Set up photos of Kitchen' }).click();
    await expect(page).toHaveURL(`${base}/space/${kitchen.id}`);
    await expect(page.getByRole('dialog', { name: /Set up/ })).toBeVisible();
    await context.close();
  });
}
