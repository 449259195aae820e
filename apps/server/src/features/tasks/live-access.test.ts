import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema';
import { startServices, type Services } from '../../services';
import { testBrowser, type TestBrowser } from '../../../test/browser';
import {
  createTestApp,
  defaultTestSettings,
  silentLogger,
  testDatabaseKind,
  type TestApp,
} from '../../../test/harness';
import { signedUpPerson, TEST_PASSWORD, type Person } from '../../../test/people';
import { checkResponses } from '../../../test/response-contract';

// The security probe (issue 15) found that a member kept hearing a space's live changes after being removed
// from it or signing out. A stream now ends, with an "ended" event, within a second of access ending, and on
// PostgreSQL also when the stream is held by another server process than the one where access ended.

let harness: TestApp;
let organizer: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);
const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  harness = await createTestApp();
  organizer = await signedUpPerson(harness, 'Orla Organizer');
  const { spaces } = await json<{ spaces: { id: string }[] }>(
    await organizer.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] }),
  );
  spaceId = spaces[0]!.id;
});
afterAll(() => harness.close());

async function newMember(name: string): Promise<Person> {
  const person = await signedUpPerson(harness, name);
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role: 'parent' }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
  return person;
}

/** Opens the space's event stream as this browser and reads it as it arrives. */
async function watch(browser: Pick<TestBrowser, 'get'>) {
  const response = await browser.get(`/api/spaces/${spaceId}/events`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    done = true;
  })();
  const waitFor = async (what: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!what()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  };
  expect(await waitFor(() => text.includes('event: ready'), 3_000)).toBe(true);
  return {
    text: () => text,
    /** Milliseconds until the server ended the stream, or null if it was still open after `ms`. */
    async endedWithin(ms: number): Promise<number | null> {
      const started = Date.now();
      return (await waitFor(() => done, ms)) ? Date.now() - started : null;
    },
    async stop() {
      await reader.cancel().catch(() => {});
      await pump.catch(() => {});
    },
  };
}

const addTask = (title: string) =>
  organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title }] });

describe('a live stream after access ends', () => {
  it('keeps delivering to a member who still has access', async () => {
    const member = await newMember('Stay Member');
    const stream = await watch(member.browser);
    const task = await json<{ tasks: { id: string }[] }>(await addTask('Still watching'));
    await expect.poll(() => stream.text(), { timeout: 3_000 }).toContain(task.tasks[0]!.id);
    expect(await stream.endedWithin(1_200)).toBeNull();
    await stream.stop();
  });

  it('ends within a second of the member being removed from the space, and says so', async () => {
    const member = await newMember('Gone Member');
    const stream = await watch(member.browser);
    expect((await organizer.browser.delete(`/api/spaces/${spaceId}/members/${member.userId}`)).status).toBe(204);
    expect(await stream.endedWithin(1_000)).not.toBeNull();
    expect(stream.text()).toContain('event: ended');
    await stream.stop();
  });

  it('ends within a second of the person signing out', async () => {
    const member = await newMember('Out Member');
    const stream = await watch(member.browser);
    const elsewhere = testBrowser(harness);
    for (const [name, value] of member.browser.jar) elsewhere.jar.set(name, value);
    // Signing out on another device ends every session, this one's too.
    expect((await elsewhere.post('/api/auth/sign-out')).status).toBe(200);
    expect(await stream.endedWithin(1_000)).not.toBeNull();
    expect(stream.text()).toContain('event: ended');
    await stream.stop();
  });

  it("keeps the phone shell's stream (bearer token) while its session lives, and ends it on sign-out", async () => {
    const member = await newMember('Shell Member');
    const signIn = await testBrowser(harness).post('/api/auth/sign-in/email', {
      email: member.email,
      password: TEST_PASSWORD,
    });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const shell = async (path: string, init: RequestInit = {}) =>
      harness.app.request(path, { ...init, headers: { authorization: `Bearer ${token}` } });
    const stream = await watch({ get: (path: string) => shell(path) });
    const task = await json<{ tasks: { id: string }[] }>(await addTask('Heard in the shell'));
    await expect.poll(() => stream.text(), { timeout: 3_000 }).toContain(task.tasks[0]!.id);
    // Several rounds of the access check: a bearer session is the same session the check looks up.
    expect(await stream.endedWithin(1_200)).toBeNull();
    expect((await shell('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    expect(await stream.endedWithin(1_000)).not.toBeNull();
    expect(stream.text()).toContain('event: ended');
    await stream.stop();
  });

  it('ends within a second of the session expiring', async () => {
    const member = await newMember('Expired Member');
    const stream = await watch(member.browser);
    await harness.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, member.userId));
    expect(await stream.endedWithin(1_000)).not.toBeNull();
    await stream.stop();
  });

  it('ends when the space is deleted', async () => {
    const owner = await signedUpPerson(harness, 'Dee Deleter');
    const { spaces } = await json<{ spaces: { id: string }[] }>(
      await owner.browser.post('/api/home', { spaces: [{ name: 'Den', space_type: 'office' }] }),
    );
    const response = await owner.browser.get(`/api/spaces/${spaces[0]!.id}/events`);
    const reader = response.body!.getReader();
    await reader.read();
    expect((await owner.browser.delete(`/api/spaces/${spaces[0]!.id}`)).status).toBe(204);
    const started = Date.now();
    let text = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(text).toContain('event: ended');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('across server processes', () => {
  let other: { database: DatabaseHandle; services: Services; app: TestApp['app'] };
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: harness.database.url!, poolSize: 3 });
    const services = await startServices(
      database,
      { ...defaultTestSettings, storage: harness.services.settings.storage },
      silentLogger,
    );
    const { app, api } = createApp({ database, services, logger: silentLogger });
    checkResponses(app, api);
    other = { database, services, app };
  });
  afterAll(async () => {
    await other.services.stop();
    await other.database.close();
  });

  it('ends a stream held by another process when the member is removed here', async () => {
    const member = await newMember('Far Member');
    // The same browser, talking to the second process.
    const cookies = () => [...member.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const stream = await watch({
      get: async (path: string) =>
        other.app.request(path, { headers: { cookie: cookies(), 'x-forwarded-for': '10.9.9.9' } }),
    });
    const before = await json<{ tasks: { id: string }[] }>(await addTask('Heard across processes'));
    await expect.poll(() => stream.text(), { timeout: 3_000 }).toContain(before.tasks[0]!.id);

    expect((await organizer.browser.delete(`/api/spaces/${spaceId}/members/${member.userId}`)).status).toBe(204);
    expect(await stream.endedWithin(1_000)).not.toBeNull();
    expect(stream.text()).toContain('event: ended');
    await stream.stop();
    await harness.database.db.execute(sql`select 1`);
  });
});
