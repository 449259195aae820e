import type { Page } from '@playwright/test';
import { expectAccessible, expect, saveScreenshot, settleAnimations, test } from './support/fixtures';

const PASSWORD = 'kettle-boils-twice';

/** The app home: `/`, which sends a person with no spaces yet on to onboarding. */
const appHome = (base: string) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(onboarding)?$`);
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, base: string, name: string, email: string) {
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
}

async function signOutWithDialog(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out Successfully')).toBeVisible();
  await expect(page.getByText('You have been securely signed out of your account.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
}

test.describe('accounts with real e-mail and Google', () => {
  test('sign up → confirm by e-mail → sign out → magic link → Google', async ({ page, peerApp }) => {
    test.setTimeout(90_000);
    const { server, mail, google } = peerApp;
    const email = uniqueEmail('sam');

    // Sign up; the confirmation reaches the SMTP server.
    await signUp(page, server.url, 'Sam Rivera', email);
    const confirmation = await mail.waitFor(email, { subject: /Confirm your email/ });
    expect(confirmation.text).toContain('Hi Sam Rivera, welcome to Tidy Steps!');

    // Its link confirms, signs in, shows 'Email Confirmed!' and moves on to / by itself within 3 s.
    await page.goto(confirmation.links[0]!);
    await expect(page).toHaveURL(/\/redirect\?confirmed=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard Now' })).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(appHome(server.url), { timeout: 6_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // Sign out with the dialog.
    await signOutWithDialog(page);

    // Sign in again with a one-time e-mail link.
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Magic link sent!')).toBeVisible();
    await expect(page.getByText(`Check your email at ${email} for the login link.`)).toBeVisible();
    const magic = await mail.waitFor(email, { subject: /sign-in link/ });
    await page.goto(magic.links[0]!);
    await expect(page).toHaveURL(appHome(server.url), { timeout: 6_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await signOutWithDialog(page);

    // And with Google, against the local OpenID Connect server.
    google.nextUser = { sub: `g-${Date.now()}`, email: uniqueEmail('gale'), name: 'Gale Googler' };
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(appHome(server.url), { timeout: 10_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const session = await page.request.get(`${server.url}/api/auth/session`);
    expect((await session.json()).user).toMatchObject({ email: google.nextUser.email, full_name: 'Gale Googler' });
  });

  test('a signed-in visitor to /auth goes on to where they were headed', async ({ page, peerApp }) => {
    const { server, mail } = peerApp;
    const email = uniqueEmail('lee');
    await signUp(page, server.url, 'Lee Chan', email);
    await page.goto((await mail.waitFor(email, { subject: /Confirm/ })).links[0]!);
    await expect(page).toHaveURL(appHome(server.url), { timeout: 6_000 });
    await page.goto(`${server.url}/auth?redirect=%2Fspaces`);
    await expect(page).toHaveURL(`${server.url}/spaces`);
    await page.goto(`${server.url}/auth?redirect=https%3A%2F%2Fevil.example`);
    await expect(page).toHaveURL(appHome(server.url));
  });
});

test.describe('a newcomer with no mail server', () => {
  test('finds the confirmation link at /dev/mail, then signs in with the password', async ({ page }) => {
    // Sign-up, the outbox, confirmation, an axe check, sign-out and sign-in: each a page load of its own.
    test.setTimeout(60_000);
    const email = uniqueEmail('newcomer');
    await signUp(page, '', 'Nia Newcomer', email);

    // The e-mail goes out from a background job: it shows up within a moment.
    const message = page.getByRole('article').filter({ hasText: email }).first();
    await expect(async () => {
      await page.goto('/dev/mail');
      await expect(page.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeVisible();
      await expect(message.getByRole('heading', { name: 'Confirm your email for Tidy Steps' })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await message.getByRole('link', { name: 'Open the link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard Now' }).click();
    await expect(page).toHaveURL(/\/(onboarding)?$/);
    await signOutWithDialog(page);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('sees why a sign-in or a password was refused', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Sam Rivera');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('/redirect welcomes a visitor with a way to log in', async ({ page }) => {
    await page.goto('/redirect');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await main.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an expired or used confirmation link says so', async ({ page }) => {
    await page.goto('/redirect?error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  });

  test('the terms and privacy pages the sign-in note links to', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the sign-in page is accessible in each mode', async ({ page }) => {
    await page.goto('/auth?email=invited%40example.com');
    await expect(page.getByText('Sign in to accept your invitation and join your family on Tidy Steps.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('invited@example.com');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('screenshots', () => {
  test('sign-in at desktop and phone width', async ({ page, peerApp }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${peerApp.server.url}/auth`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await settleAnimations(page);
    await saveScreenshot(page, 'auth-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await saveScreenshot(page, 'auth-sign-up-phone');
  });
});
