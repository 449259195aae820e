import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../db/schema';
import { testBrowser, waitForMail } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { FEEDBACK_PER_HOUR_PER_ADDRESS } from './service';

const TEAM = 'team@tidysteps.test';

type ErrorJson = { error: { code: string; message: string; details?: { path: string; message: string }[] } };
const json = async <T>(response: Response) => (await response.json()) as T;

// One app that e-mails the team, as FEEDBACK_TO does; the one without it is in its own describe below.
let harness: TestApp;
let sam: Person;
beforeAll(async () => {
  harness = await createTestApp({ settings: { feedbackTo: TEAM } });
  sam = await signedUpPerson(harness, 'Sam Sender');
});
afterAll(() => harness.close());

async function stored(id: string) {
  const [row] = await harness.database.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

describe('POST /api/feedback', () => {
  it.each([
    [{ category: 'bug' }, 'feedback_text: Your feedback message cannot be empty.'],
    [{ feedback_text: '   \n  ', category: 'bug' }, 'feedback_text: Your feedback message cannot be empty.'],
    [{ feedback_text: 'The timer froze' }, 'category: Help us categorize your feedback.'],
    [{ feedback_text: 'The timer froze', category: 'praise' }, 'category: Help us categorize your feedback.'],
    [{ feedback_text: 'Nice', category: 'general', rating: 0 }, 'rating: Rating must be from 1 to 5 stars.'],
    [{ feedback_text: 'Nice', category: 'general', rating: 6 }, 'rating: Rating must be from 1 to 5 stars.'],
    [{ feedback_text: 'Nice', category: 'general', rating: 4.5 }, 'rating: Rating must be from 1 to 5 stars.'],
    [{ feedback_text: 'a'.repeat(2001), category: 'general' }, 'feedback_text: Your feedback must be 2000 characters or fewer.'],
    [{ feedback_text: 'Nice', category: 'general', page: `/${'p'.repeat(200)}` }, 'page: The page must be 200 characters or fewer.'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await testBrowser(harness).post('/api/feedback', body);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error).toMatchObject({ code: 'invalid_input', message });
  });

  it("keeps a visitor's feedback with no one attached, and e-mails it to the team", async () => {
    const response = await testBrowser(harness).post('/api/feedback', {
      feedback_text: '  Where do I start?\nThe lesson path is lovely.  ',
      category: 'general',
      rating: null,
      page: '/app',
      // Whatever the body claims, who sent it comes from the session alone.
      user_id: sam.userId,
      user_email: sam.email,
      user_name: 'Someone Else',
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await stored(id)).toMatchObject({
      userId: null,
      userEmail: null,
      userName: null,
      category: 'general',
      rating: null,
      feedbackText: 'Where do I start?\nThe lesson path is lovely.',
      page: '/app',
    });

    const mail = await waitForMail(harness, TEAM);
    expect(mail.subject).toBe('Feedback (General) from a visitor');
    expect(mail.text).toContain('Category: General');
    expect(mail.text).toContain('Rating: none given');
    expect(mail.text).toContain('From: a visitor who was not signed in');
    expect(mail.text).toContain('Page: /app');
    expect(mail.text).toContain('Where do I start?\n\nThe lesson path is lovely.');
    expect(mail.text).toContain(`Feedback id ${id}.`);
  });

  it('takes who sent it from the session, never from the body', async () => {
    const forger = await signedUpPerson(harness, 'Fran Forger');
    const response = await forger.browser.post('/api/feedback', {
      feedback_text: 'Please add a <b>dark mode</b>',
      category: 'feature',
      rating: 4,
      page: '/leaderboard',
      user_id: sam.userId,
      user_email: sam.email,
      user_name: 'Sam Sender',
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await stored(id)).toMatchObject({
      userId: forger.userId,
      userEmail: forger.email,
      userName: 'Fran Forger',
      category: 'feature',
      rating: 4,
      feedbackText: 'Please add a <b>dark mode</b>',
      page: '/leaderboard',
    });

    const mail = await waitForMail(harness, TEAM, 2);
    expect(mail.subject).toBe('Feedback (Feature, 4/5) from Fran Forger');
    expect(mail.text).toContain(`From: Fran Forger <${forger.email}>`);
    expect(mail.text).toContain('Rating: 4 of 5');
    // The sender's words reach the HTML copy as text, not as markup.
    expect(mail.html).toContain('Please add a &lt;b&gt;dark mode&lt;/b&gt;');
  });

  it('needs no page and no rating', async () => {
    const response = await sam.browser.post('/api/feedback', { feedback_text: 'Crash on save', category: 'bug' });
    expect(response.status).toBe(201);
    expect(await stored((await json<{ id: string }>(response)).id)).toMatchObject({ userId: sam.userId, rating: null, page: null, category: 'bug' });
  });

  it(`takes ${FEEDBACK_PER_HOUR_PER_ADDRESS} an hour from one address, then answers 429 with when to try again`, async () => {
    const address = '203.0.113.77';
    const visitor = testBrowser(harness, { address });
    for (let n = 0; n < FEEDBACK_PER_HOUR_PER_ADDRESS; n += 1) {
      expect((await visitor.post('/api/feedback', { feedback_text: `Note ${n}`, category: 'general' })).status).toBe(201);
    }
    // Signing in does not lift it: the limit is on the address.
    const samHere = testBrowser(harness, { address });
    for (const [name, value] of sam.browser.jar) samHere.jar.set(name, value);
    const refused = await samHere.post('/api/feedback', { feedback_text: 'One more', category: 'general' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const { error } = await json<ErrorJson>(refused);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    const rows = await harness.database.db.select().from(feedback).where(eq(feedback.feedbackText, 'One more'));
    expect(rows).toEqual([]);

    // Another address is not affected.
    expect((await testBrowser(harness, { address: '203.0.113.78' }).post('/api/feedback', { feedback_text: 'Hi', category: 'general' })).status).toBe(201);
  });
});

describe('without FEEDBACK_TO', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('keeps the feedback and sends no e-mail', async () => {
    const send = vi.spyOn(plain.services.mailer, 'send');
    const response = await testBrowser(plain).post('/api/feedback', { feedback_text: 'Stored only', category: 'improvement', rating: 2 });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const [row] = await plain.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ feedbackText: 'Stored only', category: 'improvement', rating: 2 });
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});
