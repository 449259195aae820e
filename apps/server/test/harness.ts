import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { desc } from 'drizzle-orm';
import { createApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { startServices, type ServiceSettings } from '../src/services';
import { checkResponses } from './response-contract';

// Each test file gets a database of its own: an in-memory PGlite, or, in the PostgreSQL run
// (TIDY_TEST_DB=postgres with TEST_DATABASE_URL), a freshly created database dropped afterwards.

export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TIDY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & { url: string | null };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dir: null });
    await handle.migrate();
    return { ...handle, url: null };
  }
  const url = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await dropPostgresDatabase(url);
    },
  };
}

/** A new, empty database on the test PostgreSQL server; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = requiredTestDatabaseUrl();
  const name = `tidy_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: requiredTestDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test run');
  return url;
}

export const silentLogger = pino({ level: 'silent' });

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export const defaultTestSettings: ServiceSettings = {
  publicUrl: TEST_PUBLIC_URL,
  authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
  trustProxy: true,
  mail: { transport: 'outbox', from: 'Tidy Steps <no-reply@tidysteps.test>' },
  google: null,
  inviteTtlMs: 7 * 86_400_000,
  // Each test app gets its own folder (createTestApp); this one is never written.
  storage: { kind: 'disk', dir: path.join(tmpdir(), 'tidy-test-uploads-unused') },
  rateLimitAddressFactor: 1,
  coach: { kind: 'builtin' },
  feedbackTo: null,
  // Push goes only to stand-in push services on 127.0.0.1 (test/push-endpoint.ts); reminders run by hand.
  push: {
    vapidKeys: null,
    keysFile: null,
    subject: 'mailto:no-reply@tidysteps.test',
    allowLoopbackEndpoints: true,
    scheduleDailyReminders: false,
  },
  corsOrigins: ['capacitor://localhost', 'https://localhost'],
};

/**
 * The whole app in-process on a fresh database, with its real services (jobs, mail outbox, auth); an answer
 * that breaks its route's documented responses fails the request (test/response-contract.ts).
 */
export async function createTestApp(options: { webDistDir?: string; settings?: Partial<ServiceSettings> } = {}) {
  const database = await createTestDatabase();
  const uploads = await mkdtemp(path.join(tmpdir(), 'tidy-test-uploads-'));
  const services = await startServices(
    database,
    { ...defaultTestSettings, storage: { kind: 'disk', dir: uploads }, ...options.settings },
    silentLogger,
  );
  const { app, api } = createApp({ database, services, logger: silentLogger, webDistDir: options.webDistDir });
  const { expectInternalError } = checkResponses(app, api);
  let closed = false;
  return {
    app,
    expectInternalError,
    database,
    services,
    /** The folder photos are kept in. */
    uploads,
    /** E-mails the outbox kept for this address, newest first. */
    async mailTo(address: string) {
      const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
      return rows.filter((row) => row.to === address);
    },
    async close() {
      if (closed) return;
      closed = true;
      await services.stop();
      await database.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Waits until `condition` holds (what a job does after the request answered), or fails naming `what`. */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
