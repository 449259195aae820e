import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';

// Add Space (/spaces/new): a household that has a home adds one space — no lifestyle questions, its rooms shown
// as its own, a toast that names the new space — and lands inside it.

const savedPreferences = {
  daily_time_available: 30,
  energy_level: 'high',
  organization_experience: 'intermediate',
  task_frequency: 'weekly',
};

async function createHome(page: Page, spaces: { name: string; space_type: string }[]) {
  const response = await page.request.post('/api/home', { data: { spaces, preferences: savedPreferences } });
  expect(response.status()).toBe(201);
}

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('desktop: from My Spaces, a second bedroom under its own name, into the new space', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, 'Ada Adder');
  // One at a time, so "newest first" has one answer.
  await createHome(page, [{ name: 'Bedroom', space_type: 'bedroom' }]);
  await createHome(page, [{ name: 'Craft Corner', space_type: 'other' }]);

  await page.goto('/spaces');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Add Space' }).click();
  await expect(page).toHaveURL(/\/spaces\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a space' })).toBeVisible();
  await expect(page).toHaveTitle('Add Space · Tidy Steps');

  // No lifestyle questions: the saved preferences plan the starter tasks.
  await expect(main.getByLabel('Energy level')).toHaveCount(0);
  await expect(main.getByText('Step 1 of 3')).toHaveCount(0);

  // The home's rooms are its own, not offered again as new.
  const existing = main.getByRole('region', { name: 'Already in your home' });
  await expect(existing.getByRole('listitem')).toHaveText([/^Craft Corner\s*Other$/, /^Bedroom$/]);
  await expect(main.getByRole('button', { name: 'Bedroom', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Kitchen', exact: true })).toBeVisible();

  // Nothing chosen, then a name the home already has: each says what to do, at the name field.
  await main.getByRole('button', { name: 'Add Space' }).click();
  const name = main.getByLabel('Name', { exact: true });
  await expect(main.getByText('Choose a suggested space or name your own.')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('bedroom');
  await main.getByLabel('Kind of space').selectOption('bedroom');
  await main.getByRole('button', { name: 'Add Space' }).click();
  await expect(main.getByText('Bedroom is already in your home. Give the new space a name of its own.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // A second bedroom under a name of its own.
  await name.fill('Guest Bedroom');
  await expect(main.getByText('Guest Bedroom comes with 3 starter tasks.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'add-space-desktop');
  // Picking a suggestion instead replaces the typed name, and a second press puts it back.
  await main.getByRole('button', { name: 'Kitchen', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Kitchen', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(name).toHaveValue('');
  await expect(main.getByText('Kitchen comes with 3 starter tasks.')).toBeVisible();
  await main.getByRole('button', { name: 'Kitchen', exact: true }).click();
  await expect(main.getByText('Choose one space to add.')).toBeVisible();
  await name.fill('Guest Bedroom');

  await main.getByRole('button', { name: 'Add Space' }).click();
  await expect(page.getByText('Guest Bedroom added')).toBeVisible();
  await expect(page.getByText('3 starter tasks are ready for you.')).toBeVisible();
  await expect(page.getByText('Welcome to your organized home! 🎉')).toHaveCount(0);
  await expect(page).toHaveURL(/\/space\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Bedroom' })).toBeVisible();
  await expectAccessible(page);

  // My Spaces lists it beside the others, and the saved preferences are as they were.
  await page.goto('/spaces');
  await expect(main.getByText('3 spaces', { exact: true })).toBeVisible();
  const guestRoom = main.getByRole('article', { name: 'Guest Bedroom' });
  await expect(guestRoom.getByText('Bedroom', { exact: true })).toBeVisible();
  await expect(guestRoom.getByText('3 tasks · 0 done')).toBeVisible();
  await page.goto('/settings');
  await expect(main.getByLabel('Daily time available')).toHaveValue('30');
  await expect(main.getByLabel('Energy level')).toHaveValue('high');
  await expect(main.getByLabel('Task frequency')).toHaveValue('weekly');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a suggested space, tapped through to the new space', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page, 'Pip Phone');
    await createHome(page, [{ name: 'Kitchen', space_type: 'kitchen' }]);

    await page.goto('/spaces');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Add Space' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a space' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Already in your home' }).getByRole('listitem')).toHaveText([
      /^Kitchen$/,
    ]);
    await expect(main.getByRole('button', { name: 'Kitchen', exact: true })).toHaveCount(0);
    await expect(main.getByLabel('Energy level')).toHaveCount(0);

    await main.getByRole('button', { name: 'Home Gym', exact: true }).tap();
    await expect(main.getByRole('button', { name: 'Home Gym', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText('Home Gym comes with 3 starter tasks.')).toBeVisible();
    await expectNoSideways(page, 390);
    await expectAccessible(page);
    await saveScreenshot(page, 'add-space-phone');

    await main.getByRole('button', { name: 'Add Space' }).tap();
    await expect(page.getByText('Home Gym added')).toBeVisible();
    await expect(page).toHaveURL(/\/space\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Gym' })).toBeVisible();
    await expectNoSideways(page, 390);
  });
});

test('someone without a home is sent to onboarding', async ({ page }) => {
  await signUpAndSignIn(page, 'Nell Nohome');
  await page.goto('/spaces/new');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: "Welcome! Let's organize your home" })).toBeVisible();
});

test("a member of someone else's space adds one of their own from the family Invite tab", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, 'Olga Owner');
  await createHome(page, [{ name: 'Kitchen', space_type: 'kitchen' }]);
  const { spaces } = await (await page.request.get('/api/spaces')).json();
  const invited = await page.request.post('/api/invites', { data: { space_id: spaces[0].id, role: 'child' } });
  const { invite } = await invited.json();

  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signUpAndSignIn(member, 'Milo Member');
  expect((await member.request.post(`/api/invites/${invite.id}/accept`)).status()).toBe(200);

  await member.goto('/family');
  await member.getByRole('tab', { name: 'Invite' }).click();
  await expect(member.getByRole('heading', { name: 'Only organizers can invite' })).toBeVisible();
  await member.getByRole('main').getByRole('link', { name: 'Add Space' }).click();
  await expect(member).toHaveURL(/\/spaces\/new$/);
  await expect(
    member.getByRole('main').getByRole('region', { name: 'Already in your home' }).getByRole('listitem'),
  ).toHaveText([/^Kitchen$/]);
  await memberContext.close();
});
