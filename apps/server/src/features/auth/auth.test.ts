import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, users, verifications } from '../../db/schema';
import { testBrowser, waitForMail, type TestBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const GOOD_PASSWORD = 'kettle-boils-twice';
let counter = 0;
const newEmail = () => `person${++counter}.${Date.now()}@example.com`;

type ErrorJson = { error: { code: string; message: string; details?: { reasons?: string[] } } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

/** Signs a new person up and confirms their e-mail through the link; returns their signed-in browser. */
async function confirmedPerson(name = 'Sam Rivera'): Promise<{ browser: TestBrowser; email: string }> {
  const email = newEmail();
  const browser = testBrowser(harness);
  const signUp = await browser.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, full_name: name });
  expect(signUp.status).toBe(200);
  const mail = await waitForMail(harness, email);
  await browser.open(mail.links[0]!);
  return { browser, email };
}

async function sessionUser(browser: TestBrowser) {
  const response = await browser.get('/api/auth/session');
  return ((await response.json()) as { user: { email: string; full_name: string } | null }).user;
}

describe('sign-up and e-mail confirmation', () => {
  it('sends a confirmation e-mail whose link signs the person in and lands on /redirect', async () => {
    const email = newEmail();
    const browser = testBrowser(harness);
    const response = await browser.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, full_name: '  Sam Rivera ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'verification_sent' });
    expect(await sessionUser(browser)).toBeNull();

    const mail = await waitForMail(harness, email);
    expect(mail.subject).toBe('Confirm your email for Tidy Steps');
    expect(mail.text).toContain('Hi Sam Rivera');
    expect(mail.html).toContain('Confirm my email');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toBe('/redirect?confirmed=1');
    expect(await sessionUser(browser)).toMatchObject({ email, full_name: 'Sam Rivera' });

    const [profile] = await harness.database.db.select().from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(eq(users.email, email));
    expect(profile?.profiles).toMatchObject({ fullName: 'Sam Rivera', email, avatarUrl: null });
  });

  it('refuses password sign-in until the e-mail is confirmed, and sends a new link', async () => {
    const email = newEmail();
    const browser = testBrowser(harness);
    await browser.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, full_name: 'Ada Park' });
    await waitForMail(harness, email, 1);
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(await errorOf(signIn)).toEqual({
      code: 'email_not_confirmed',
      message: 'Please confirm your email address first. We have sent you a new confirmation link.',
    });
    await waitForMail(harness, email, 2);
  });

  it('answers an existing address exactly like a new one, and tells the owner by e-mail', async () => {
    const { email } = await confirmedPerson();
    const stranger = testBrowser(harness);
    const again = await stranger.post('/api/auth/sign-up/email', { email, password: 'another-long-secret', full_name: 'Someone Else' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      status: 'verification_sent',
      message: `Check your email: we sent a confirmation link to ${email}.`,
    });
    const notice = await waitForMail(harness, email, 2);
    expect(notice.subject).toBe('You already have a Tidy Steps account');
    const rows = await harness.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['short1', 'Use at least 8 characters.'],
    ['password123', 'one of the most common passwords'],
    ['Qwerty2024!', 'one of the most common passwords'],
    ['12345678', 'one of the most common passwords'],
    ['zzzzzzzzzz', 'Avoid repeated characters'],
    ['riverakitchen', 'Do not use your name or email address'],
  ])('refuses the weak password %j with its reason', async (password, reason) => {
    const response = await testBrowser(harness).post('/api/auth/sign-up/email', {
      email: newEmail(),
      password,
      full_name: 'Sam Rivera',
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('weak_password');
    expect(error.message).toContain(reason);
    expect(error.details?.reasons?.some((text) => text.includes(reason))).toBe(true);
  });

  it.each([
    [{ email: 'not-an-email', password: GOOD_PASSWORD, full_name: 'A' }, 'email: Enter a valid email address.'],
    [{ email: 'a@example.com', password: GOOD_PASSWORD, full_name: '   ' }, 'full_name: Enter your full name.'],
    [{ email: 'a@example.com', password: GOOD_PASSWORD }, 'full_name: Enter your full name.'],
    [{ email: 'a@example.com', password: GOOD_PASSWORD, full_name: 'A', redirect: 'https://evil.example' }, 'redirect: must be a path on this site'],
    [{ email: 'a@example.com', password: GOOD_PASSWORD, full_name: 'A', redirect: '//evil.example' }, 'redirect: must be a path on this site'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await testBrowser(harness).post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain(message);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await harness.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
  });
});

describe('password sign-in', () => {
  it('signs a confirmed person in with an httpOnly, SameSite=Lax session cookie', async () => {
    const { email } = await confirmedPerson('Lee Chan');
    const browser = testBrowser(harness);
    const response = await browser.post('/api/auth/sign-in/email', { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email, full_name: 'Lee Chan', email_verified: true } });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tidy.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http on a laptop; Secure behind HTTPS (below)
    expect((await (await browser.get('/api/account')).json()) as object).toMatchObject({ email, full_name: 'Lee Chan' });
  });

  it('gives the same invalid-credentials answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await confirmedPerson();
    const wrong = await testBrowser(harness).post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await testBrowser(harness).post('/api/auth/sign-in/email', { email: newEmail(), password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password.' });
    }
  });

  it('gives the phone shell a bearer token that works without cookies', async () => {
    const { email } = await confirmedPerson();
    const response = await testBrowser(harness).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const token = response.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const account = await harness.app.request('/api/account', { headers: { authorization: `Bearer ${token}` } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ email });
  });
});

describe('session', () => {
  it('a visitor has no session; a route that needs one answers 401 "Auth session missing!"', async () => {
    const browser = testBrowser(harness);
    expect(await (await browser.get('/api/auth/session')).json()).toEqual({ user: null, session: null });
    const account = await browser.get('/api/account');
    expect(account.status).toBe(401);
    expect(await errorOf(account)).toEqual({ code: 'unauthorized', message: 'Auth session missing!' });
  });

  it('signing out ends every session of the person, on every device', async () => {
    const { browser: laptop, email } = await confirmedPerson();
    const phone = testBrowser(harness);
    await phone.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(await sessionUser(phone)).toMatchObject({ email });

    const signOut = await laptop.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(phone)).toBeNull();
    const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
    expect(await harness.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it('refuses a state-changing request another site makes with the cookies', async () => {
    const { browser } = await confirmedPerson();
    const response = await browser.post('/api/auth/sign-out', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('cross_site_refused');
    expect(await sessionUser(browser)).not.toBeNull();
  });
});

describe('magic link', () => {
  it('signs in through a one-time link that keeps ?invite=', async () => {
    const { email } = await confirmedPerson();
    const browser = testBrowser(harness);
    const response = await browser.post('/api/auth/sign-in/magic-link', { email, redirect: '/?invite=abc123' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    const mail = await waitForMail(harness, email, 2);
    expect(mail.subject).toBe('Your Tidy Steps sign-in link');
    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toBe('/?invite=abc123');
    expect(await sessionUser(browser)).toMatchObject({ email });

    // Used once: the same link does not sign anybody in again.
    const other = testBrowser(harness);
    const reused = await other.open(mail.links[0]!);
    expect(reused.landedOn).toMatch(/^\/auth\?error=/);
    expect(await sessionUser(other)).toBeNull();
  });

  it('refuses an expired link', async () => {
    const { email } = await confirmedPerson();
    const browser = testBrowser(harness);
    await browser.post('/api/auth/sign-in/magic-link', { email });
    const mail = await waitForMail(harness, email, 2);
    await harness.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toMatch(/^\/auth\?error=/);
    expect(await sessionUser(browser)).toBeNull();
  });

  it('creates the account for a new address (an invited family member) and answers the same for any address', async () => {
    const email = newEmail();
    const browser = testBrowser(harness);
    const response = await browser.post('/api/auth/sign-in/magic-link', { email });
    expect(await response.json()).toEqual({ status: 'sent' });
    const mail = await waitForMail(harness, email);
    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toBe('/redirect');
    expect(await sessionUser(browser)).toMatchObject({ email, full_name: '' });
  });
});

describe('password reset', () => {
  it('resets through the e-mailed link, refuses weak passwords, ends old sessions, and works once', async () => {
    const { browser: oldDevice, email } = await confirmedPerson();
    const browser = testBrowser(harness);
    expect((await browser.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const mail = await waitForMail(harness, email, 2);
    expect(mail.subject).toBe('Reset your Tidy Steps password');
    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toMatch(/^\/auth\?mode=reset&token=/);
    const token = new URL(landedOn, 'http://x').searchParams.get('token')!;

    const weak = await browser.post('/api/auth/reset-password', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).code).toBe('weak_password');

    const reset = await browser.post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' });
    expect(reset.status).toBe(200);
    expect(await sessionUser(oldDevice)).toBeNull();
    expect((await testBrowser(harness).post('/api/auth/sign-in/email', { email, password: 'a-brand-new-secret' })).status).toBe(200);
    expect((await testBrowser(harness).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(401);

    const again = await browser.post('/api/auth/reset-password', { token, password: 'yet-another-secret' });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({ code: 'invalid_token', message: 'This link has expired or was already used. Ask for a new one.' });
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const email = newEmail();
    const response = await testBrowser(harness).post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await harness.mailTo(email)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail address, with a clear 429', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await testBrowser(harness).post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await errorOf(response)).toMatchObject({
          code: 'rate_limited',
          message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
        });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits magic-link requests per client address across different e-mails', async () => {
    const browser = testBrowser(harness, { address: '203.0.113.9' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await browser.post('/api/auth/sign-in/magic-link', { email: newEmail() })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('limits sign-ups per e-mail address', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await testBrowser(harness).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, full_name: 'Sam' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('providers', () => {
  it('offers Google only when it is configured', async () => {
    expect(await (await harness.app.request('/api/auth/providers')).json()).toEqual({ google: false });
    const response = await testBrowser(harness).post('/api/auth/sign-in/google', {});
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Google sign-in is not set up on this server.');
  });
});
