import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, test } from './support/fixtures';

// Spec 01 §2: every route of the route table answers with its page inside the header bar.
const ROUTES: { path: string; heading: string; back: boolean }[] = [
  { path: '/app', heading: 'Lesson path', back: false },
  { path: '/dashboard', heading: 'Lesson path', back: false },
  { path: '/core', heading: 'Lesson path', back: false },
];

test.describe('the route table', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows "${route.heading}" in the header bar`, async ({ page }) => {
      await page.goto(route.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      // The lesson path, every unit drawn (a visitor sees it too).
      await expect(main.getByRole('heading', { level: 2, name: 'Unit 1 Getting Started' })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
      await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
      await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(route.back ? 1 : 0);
      await expect(page).toHaveTitle(`${route.heading} · Tidy Steps`);
      await expectAccessible(page);
    });
  }

  for (const path of [
    '/onboarding',
    '/spaces',
    '/settings',
    '/family',
    '/leaderboard',
    '/space/kitchen-1',
    '/space/kitchen-1/pantry',
    '/todo',
    '/step/1',
  ]) {
    test(`${path} sends a visitor to sign in first, and back afterwards`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    });
  }

  test('Back returns to the page before; opened directly, it goes Home', async ({ page }) => {
    await page.goto('/todo');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/app');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('the 404 page', () => {
  for (const path of ['/nope', '/space', '/spaces/extra/deep', '/step/1/2']) {
    test(`${path} shows 'Oops! Page not found' with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200); // the app shell; the router decides
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /one step at a time/ })).toBeVisible();
    });
  }

  test('is accessible', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('?invite= at any route', () => {
  let inviteId = '';
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signUpAndSignIn(page, 'Ria Routes');
    await page.request.post('/api/home', { data: { spaces: [{ name: 'Pantry', space_type: 'kitchen' }] } });
    const spaces = await (await page.request.get('/api/spaces')).json();
    const response = await page.request.post('/api/invites', {
      data: { space_id: spaces.spaces[0].id, role: 'guest' },
    });
    inviteId = (await response.json()).invite.id;
    await context.close();
  });

  for (const path of ['/', '/spaces', '/todo', '/nope']) {
    test(`${path}?invite=… shows the invitation screen instead of the page`, async ({ page }) => {
      await page.goto(`${path}?invite=${inviteId}`);
      await expect(page.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible();
      await expect(page.getByText('Ria Routes invited you to join Pantry as a Guest.')).toBeVisible();
      // Nothing of the page at that path is drawn: no header bar, no 404, no sign-in redirect, and the
      // invitation's is the only page heading.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(["You're invited!"]);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expect(page).toHaveURL(`${path}?invite=${inviteId}`);
    });
  }

  test('an unknown invite says so and goes home', async ({ page }) => {
    await page.goto('/spaces?invite=no-such-invite');
    await expect(page.getByText('Invite not found')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is accessible', async ({ page }) => {
    await page.goto(`/?invite=${inviteId}`);
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the API answers next to the app: health is JSON, unknown API paths are JSON 404s', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('not_found');
});
