import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { signedUpPerson, type Person } from '../../test/people';

// What the route fuzzer (every-route.test.ts) found, one plain case each, so a regression names its cause.

let harness: TestApp;
let organizer: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type ErrorAnswer = { error: { code: string; message: string } };

beforeAll(async () => {
  harness = await createTestApp();
  organizer = await signedUpPerson(harness, 'Reg Fuzz');
  const response = await organizer.browser.post('/api/home', { spaces: [{ name: 'Den', space_type: 'office' }] });
  spaceId = ((await response.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
});
afterAll(() => harness.close());

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorAnswer;
  expect(body.error.code).toBe(code);
  return body.error.message;
}

describe('found by the fuzzer', () => {
  it('a NUL character in a text field is a 400, not a database error (500)', async () => {
    const child = await signedUpPerson(harness, 'Nul Child');
    await harness.database.db.insert(userRoles).values({ userId: child.userId, spaceId, role: 'child' });
    const tasks = (await (await organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`)).json()) as {
      tasks: { id: string }[];
    };
    const assigned = await organizer.browser.post(`/api/space-tasks/${tasks.tasks[0]!.id}/assign`, {
      assigned_to: child.userId,
    });
    const { assignment } = (await assigned.json()) as { assignment: { id: string } };
    await child.browser.post(`/api/assignments/${assignment.id}/submit`);

    const response = await organizer.browser.post(`/api/assignments/${assignment.id}/reject`, { reason: 'a\u0000b' });
    // Refused by the field's own rule now (http/errors.ts still maps the database's refusal for any other path).
    expect(await expectError(response, 400, 'invalid_input')).toBe(
      'reason: Use text without control characters (line breaks are fine).',
    );
  });

  it('a NUL character in an id of the address is a 400, not a database error (500)', async () => {
    await expectError(await organizer.browser.delete('/api/invites/%00'), 400, 'invalid_input');
    await expectError(await organizer.browser.post('/api/invites/%00/accept'), 400, 'invalid_input');
  });

  it('a missing field is named with words a person understands, not "received undefined"', async () => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { tasks: [{ title: 'x' }] });
    expect(await expectError(response, 400, 'invalid_input')).toBe('date: This field is required.');
    const progress = await organizer.browser.get('/api/progress');
    expect(await expectError(progress, 400, 'invalid_input')).toBe('today: This field is required.');
  });

  it('a field of the wrong type says what was expected', async () => {
    const response = await organizer.browser.post('/api/todo/sync', { items: 'not a list', today });
    expect(await expectError(response, 400, 'invalid_input')).toBe('items: Expected an array, not a string.');
  });

  it('an e-mail link whose callback is not a path on this site is a 400, not a 500 from better-auth', async () => {
    const response = await organizer.browser.get('/api/auth/verify-email?token=x&callbackURL=2026-11-21');
    expect(await expectError(response, 400, 'invalid_input')).toContain('must be a path on this site');
    const magic = await organizer.browser.get('/api/auth/magic-link/verify?token=x&callbackURL=..');
    await expectError(magic, 400, 'invalid_input');
  });

  it('a body over 1 MB is refused with a 413 in the error shape before it is read', async () => {
    const response = await organizer.browser.post('/api/todo', { task: 'x'.repeat(1_100_000) });
    expect(await expectError(response, 413, 'too_large')).toBe('The request is too large: send at most 1 MB.');
  });

  it("better-auth's own refusals of a link come in our error shape", async () => {
    const response = await organizer.browser.get('/api/auth/reset-password/bogus');
    expect(await expectError(response, 400, 'invalid_link')).toBe('This link is not valid. Ask for a new one.');
  });
});
