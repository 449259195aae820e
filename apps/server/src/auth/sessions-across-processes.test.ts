import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../../test/harness';
import { buildServerOnce, spawnServer, stopAllServers, waitForReady } from '../../test/process';

// Two real server processes (the built bundle) on one PostgreSQL database: a session ended through one of
// them is refused by the other on the very next request. Nothing is cached per process (auth/session.ts).

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'kettle-boils-twice';

describe.runIf(testDatabaseKind === 'postgres')('a session ended on one process', () => {
  let scratch: string;
  let url: string;
  let database: pg.Client;
  let a: string;
  let b: string;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'tidy-sessions-'));
    await buildServerOnce();
    url = await createPostgresDatabase();
    const env = (name: string) => ({ DATABASE_URL: url, PORT: '0', PUBLIC_URL, DATA_DIR: path.join(scratch, name) });
    const [portA, portB] = await Promise.all([
      waitForReady(spawnServer(env('a'))),
      waitForReady(spawnServer(env('b'))),
    ]);
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
    database = new pg.Client({ connectionString: url });
    await database.connect();
  });
  afterAll(async () => {
    await stopAllServers();
    await database?.end();
    if (url) await dropPostgresDatabase(url);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const post = (server: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server}${route}`, {
      method: 'POST',
      headers: {
        origin: PUBLIC_URL,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  const account = async (server: string, headers: Record<string, string>) =>
    (await fetch(`${server}/api/account`, { headers })).status;

  /** The newest e-mail's first link once `count` have reached the outbox (any process's job worker sends them). */
  async function mailLink(email: string, count: number): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows } = await database.query<{ links: string[] }>(
        'select links from mail_outbox where "to" = $1 order by created_at desc',
        [email],
      );
      if (rows.length >= count) return new URL(rows[0]!.links[0]!).pathname + new URL(rows[0]!.links[0]!).search;
      if (Date.now() > deadline) throw new Error(`no e-mail #${count} for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Signs in on `server`: the cookie a browser keeps and the bearer token the phone shell keeps. */
  async function signIn(server: string, email: string, password = PASSWORD) {
    const response = await post(server, '/api/auth/sign-in/email', { email, password });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tidy.session_token='))!;
    return {
      cookie: { cookie: cookie.split(';')[0]! },
      bearer: { authorization: `Bearer ${response.headers.get('set-auth-token')}` },
    };
  }

  async function confirmedPerson(email: string) {
    expect(
      (await post(a, '/api/auth/sign-up/email', { email, password: PASSWORD, full_name: 'Robin Park' })).status,
    ).toBe(200);
    const confirmed = await fetch(`${b}${await mailLink(email, 1)}`, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
  }

  it('signing out through process A is refused by process B on the next request, cookie and bearer alike', async () => {
    const email = `robin.${Date.now()}@example.com`;
    await confirmedPerson(email);
    const laptop = await signIn(a, email);
    const phone = await signIn(b, email);
    for (const headers of [laptop.cookie, laptop.bearer, phone.cookie, phone.bearer])
      expect(await account(b, headers)).toBe(200);

    expect((await post(a, '/api/auth/sign-out', undefined, laptop.cookie)).status).toBe(200);

    // The very next requests, on the other process; the phone's session ended too (sign-out ends them all).
    for (const headers of [laptop.cookie, laptop.bearer, phone.cookie, phone.bearer])
      expect(await account(b, headers)).toBe(401);
    for (const headers of [laptop.bearer, phone.bearer]) expect(await account(a, headers)).toBe(401);
  });

  it('a password reset through process A ends the sessions process B was serving', async () => {
    const email = `sky.${Date.now()}@example.com`;
    await confirmedPerson(email);
    const old = await signIn(a, email);
    expect(await account(b, old.bearer)).toBe(200);

    expect((await post(b, '/api/auth/request-password-reset', { email })).status).toBe(200);
    const landing = await fetch(`${a}${await mailLink(email, 2)}`, { redirect: 'manual' });
    const token = new URL(landing.headers.get('location')!, PUBLIC_URL).searchParams.get('token')!;
    expect((await post(a, '/api/auth/reset-password', { token, password: 'a-brand-new-secret' })).status).toBe(200);

    expect(await account(b, old.bearer)).toBe(401);
    expect(await account(b, old.cookie)).toBe(401);
    expect(await account(b, (await signIn(b, email, 'a-brand-new-secret')).cookie)).toBe(200);
  });
});
