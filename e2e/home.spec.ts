import { signUpAndSignIn } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';

test('a new household: sign up, choose spaces, set preferences, create, then manage them on My Spaces', async ({ page }) => {
  // Onboarding, three axe checks, screenshots at two widths, a rename and a delete: about 30 s alone,
  // over 60 s beside another browser on a 2-core machine.
  test.setTimeout(120_000);
  await signUpAndSignIn(page, 'Robin Home');

  // A new person is taken to onboarding from the app home.
  await page.getByRole('link', { name: 'Go to Dashboard Now' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1: a preset and a custom space, with the 1–3 rules.
  await expect(page.getByRole('heading', { level: 1, name: "Welcome! Let's organize your home" })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(main.getByText('0/3 spaces selected')).toBeVisible();
  await main.getByRole('button', { name: 'Bedroom', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Bedroom', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await main.getByLabel('Add your own space').fill('Craft Corner');
  await main.getByLabel('Add your own space').press('Enter');
  await expect(main.getByText('2/3 spaces selected')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove Craft Corner' })).toBeVisible();
  // A third choice fills the list: everything else is disabled until one is removed.
  await main.getByRole('button', { name: 'Kitchen', exact: true }).click();
  await expect(main.getByText('3/3 spaces selected')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Garage', exact: true })).toBeDisabled();
  await expect(main.getByLabel('Add your own space')).toBeDisabled();
  await main.getByRole('button', { name: 'Remove Kitchen' }).click();
  await expect(main.getByText('2/3 spaces selected')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'onboarding-step1-desktop');
  await main.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the four lifestyle choices.
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your lifestyle' })).toBeVisible();
  await main.getByLabel('Daily time available').selectOption('10');
  await main.getByLabel('Energy level').selectOption('low');
  await main.getByLabel('Organization experience').selectOption('beginner');
  await main.getByLabel('Task frequency').selectOption('weekly');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Continue' }).click();

  // Step 3: review; Back goes to step 1, as the spec says, keeping the choices.
  await expect(page.getByRole('heading', { level: 1, name: "Perfect! Let's get you started" })).toBeVisible();
  await expect(main.getByText('3 starter tasks ready')).toHaveCount(2);
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Welcome! Let's organize your home" })).toBeVisible();
  await expect(main.getByText('2/3 spaces selected')).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByLabel('Energy level')).toHaveValue('low');
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('button', { name: 'Create My Spaces' }).click();

  // Created: the toast, then Today at / (not back to onboarding).
  await expect(page.getByText('Welcome to your organized home! 🎉')).toBeVisible();
  await expect(page.getByText('Created 2 spaces with personalized tasks based on your preferences.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Let's organize your home|Let's get you started/ })).toHaveCount(0);

  // My Spaces: both, with three starter tasks each.
  await page.goto('/spaces');
  await expect(page.getByRole('heading', { level: 1, name: 'My Spaces' })).toBeVisible();
  await expect(main.getByText('2 spaces')).toBeVisible();
  const bedroom = main.getByRole('article', { name: 'Bedroom' });
  const craft = main.getByRole('article', { name: 'Craft Corner' });
  await expect(bedroom.getByText('3 tasks · 0 done')).toBeVisible();
  await expect(craft.getByText('3 tasks · 0 done')).toBeVisible();
  await expect(craft.getByText('Other')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'my-spaces-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'my-spaces-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Rename one.
  await bedroom.getByRole('button', { name: 'Settings for Bedroom' }).click();
  const settings = page.getByRole('dialog', { name: 'Space settings' });
  await settings.getByLabel('Name').fill('Main Bedroom');
  await settings.getByLabel('Description').fill('Where the two of us sleep');
  await expectAccessible(page);
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Space updated')).toBeVisible();
  await expect(main.getByRole('article', { name: 'Main Bedroom' }).getByText('Where the two of us sleep')).toBeVisible();

  // Delete the other, after confirming.
  await craft.getByRole('button', { name: 'Settings for Craft Corner' }).click();
  await page.getByRole('dialog', { name: 'Space settings' }).getByRole('button', { name: 'Delete space' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Craft Corner?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete space' }).click();
  await expect(page.getByText('Space deleted')).toBeVisible();
  await expect(main.getByRole('article', { name: 'Craft Corner' })).toHaveCount(0);
  await expect(main.getByText('1 space', { exact: true })).toBeVisible();

  // The server agrees.
  const list = await (await page.request.get('/api/spaces')).json();
  expect(list.spaces.map((space: { name: string }) => space.name)).toEqual(['Main Bedroom']);

  // Onboarded: the app home no longer sends them to onboarding.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: "Welcome! Let's organize your home" })).toHaveCount(0);
});

test('preferences can be changed later on the settings page', async ({ page }) => {
  await signUpAndSignIn(page, 'Pat Prefs');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByLabel('Daily time available')).toHaveValue('15');
  await main.getByLabel('Daily time available').selectOption('30');
  await main.getByLabel('Preferred time for tasks').selectOption('evening');
  await main.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(main.getByLabel('Daily time available')).toHaveValue('30');
  await expect(main.getByLabel('Preferred time for tasks')).toHaveValue('evening');
  await saveScreenshot(page, 'settings-desktop');
});

test('an empty My Spaces offers to create the first space', async ({ page }) => {
  await signUpAndSignIn(page, 'Eve Empty');
  await page.goto('/spaces');
  await expect(page.getByRole('heading', { name: 'No spaces yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Space' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('onboarding at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, 'Phoebe Phone');
  await page.goto('/onboarding');
  await page.getByRole('main').getByRole('button', { name: 'Kitchen', exact: true }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'onboarding-step1-phone');
});
