import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, waitForMail } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';

// 'Check your email' offers Resend: POST /api/auth/send-verification-email. It answers the same whether or
// not the address has an account (or is confirmed already), e-mails only an unconfirmed one, and is limited.

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const PASSWORD = 'kettle-boils-twice';
let counter = 0;
const newEmail = () => `resend${++counter}.${Date.now()}@example.com`;
const RESEND = '/api/auth/send-verification-email';

async function signUp(email: string) {
  const response = await testBrowser(harness).post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    full_name: 'Rae Resend',
  });
  expect(response.status).toBe(200);
  await waitForMail(harness, email, 1);
}

/** The answer as a person could compare it: status and body, nothing else. */
async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('resending the confirmation e-mail', () => {
  it('sends a second confirmation link that signs the person in, to wherever the sign-up was headed', async () => {
    const email = newEmail();
    await signUp(email);

    const response = await testBrowser(harness).post(RESEND, { email, redirect: '/?invite=abc' });
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'sent' } });

    const second = await waitForMail(harness, email, 2);
    expect(second.subject).toBe('Confirm your email for Tidy Steps');
    const browser = testBrowser(harness);
    const { landedOn } = await browser.open(second.links[0]!);
    expect(landedOn).toBe('/?invite=abc');
    const session = (await (await browser.get('/api/auth/session')).json()) as { user: { email: string } | null };
    expect(session.user?.email).toBe(email);
  });

  it('gives the same answer for an unknown address and a confirmed one, and e-mails neither', async () => {
    const waiting = newEmail();
    await signUp(waiting);
    const confirmed = newEmail();
    await signUp(confirmed);
    await testBrowser(harness).open((await waitForMail(harness, confirmed, 1)).links[0]!);
    const unknown = newEmail();

    const answers = [
      await answer(await testBrowser(harness).post(RESEND, { email: waiting })),
      await answer(await testBrowser(harness).post(RESEND, { email: unknown })),
      await answer(await testBrowser(harness).post(RESEND, { email: confirmed })),
    ];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await waitForMail(harness, waiting, 2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await harness.mailTo(unknown)).toEqual([]);
    expect(await harness.mailTo(confirmed)).toHaveLength(1);
  });

  it('answers the same to a signed-in person asking for someone else’s address', async () => {
    const mine = newEmail();
    await signUp(mine);
    const browser = testBrowser(harness);
    await browser.open((await waitForMail(harness, mine, 1)).links[0]!);

    const response = await browser.post(RESEND, { email: newEmail() });
    expect(await answer(response)).toEqual({ status: 200, body: { status: 'sent' } });
  });

  it('refuses a malformed address with a clear 400', async () => {
    const response = await testBrowser(harness).post(RESEND, { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'email: Enter a valid email address.',
    );
  });

  it('allows three resends per address in 15 minutes, then 429 — for an unknown address just the same', async () => {
    const signedUp = newEmail();
    await signUp(signedUp);
    for (const email of [signedUp, newEmail()]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await testBrowser(harness).post(RESEND, { email })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits resends per client address across different addresses', async () => {
    const browser = testBrowser(harness, { address: '203.0.113.77' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await browser.post(RESEND, { email: newEmail() })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});
