import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../src/app';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox, spaces } from '../src/db/schema';
import { startServices, type ServiceSettings } from '../src/services';
import { checkResponses } from './response-contract';

// Each test file gets a database of its own: an in-memory PGlite, or, in the PostgreSQL run
// (TIDY_TEST_DB=postgres with TEST_DATABASE_URL), a freshly created database dropped afterwards.

export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TIDY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & { url: string | null };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dir: null, load: await migratedPgliteImage() });
    // Finds every migration applied already: the image is of a migrated database.
    await handle.migrate();
    return { ...handle, url: null };
  }
  const url = await createPostgresDatabase({ migrated: true });
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  // Finds every migration applied already: the database is a copy of a migrated one.
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

/**
 * A migrated embedded database, as PGlite's dump of its data folder. Opening a new PGlite runs initdb in
 * WebAssembly and then every migration (about 6 s of CPU on CI's machine, in each of some 140 test files);
 * opening this image takes a third of that. Made once per set of migrations and PGlite version, by whichever
 * test file comes first, and kept in the system's temporary folder for the next (written whole, then renamed).
 */
async function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const image = path.join(tmpdir(), `tidy-test-pglite-${migrationsHash(pglitePackageJson())}.tar`);
    if (!existsSync(image)) {
      const fresh = await openDatabase({ kind: 'pglite', dir: null });
      try {
        await fresh.migrate();
        const dump = await (fresh.raw as Extract<typeof fresh.raw, { kind: 'pglite' }>).client.dumpDataDir('none');
        const partial = `${image}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, image);
      } finally {
        await fresh.close();
      }
    }
    return new Blob([readFileSync(image)]);
  })();
  return pgliteImage;
}
let pgliteImage: Promise<Blob> | undefined;

/** A short hash of the migrations (file names and contents), and of any other files named. */
function migrationsHash(...alsoFiles: string[]): string {
  const hash = createHash('sha256');
  const migrations = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...alsoFiles, ...migrations]) hash.update(path.basename(file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function pglitePackageJson(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return path.join(folder, 'package.json');
}

/**
 * A new database on the test PostgreSQL server; returns its URL. Empty, or with `migrated`, a copy of a migrated
 * template (CREATE DATABASE … TEMPLATE copies its files: much less work than running every migration again).
 */
export async function createPostgresDatabase(options: { migrated?: boolean } = {}): Promise<string> {
  const template = options.migrated ? await migratedTemplate() : null;
  const name = `tidy_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(async (admin) => {
    // A template must have no sessions while it is copied: a session that just closed may still be ending.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        return;
      } catch (error) {
        const beingAccessed = (error as { code?: string }).code === '55006';
        if (!beingAccessed || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return databaseUrl(name);
}

/**
 * The name of a database with every migration applied, made once per set of migrations by whichever test file
 * comes first (under an advisory lock, so that two workers do not both make it), and kept on the test server for
 * the next runs: `tidy_template_<hash of the migrations>`, a few megabytes. Drop it with `drop database`.
 */
async function migratedTemplate(): Promise<string> {
  postgresTemplate ??= asAdmin(async (admin) => {
    const name = `tidy_template_${migrationsHash()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      // Made under another name and renamed when complete: a run that dies half-way leaves no broken template.
      const making = `${name}_making_${process.pid}`;
      await admin.query(`drop database if exists "${making}"`);
      await admin.query(`create database "${making}"`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(making), poolSize: 2 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${making}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return postgresTemplate;
}
let postgresTemplate: Promise<string> | undefined;
const TEMPLATE_LOCK_KEY = 7_311_403;

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: requiredTestDatabaseUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(requiredTestDatabaseUrl());
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

/**
 * Waits until the space's photo analysis (queued by `POST /spaces/{id}/setup`) has finished, and returns the
 * space's row. The analysis writes the space's tasks: a test that goes on with the space before it has ended
 * races it.
 */
export async function analysisFinished(harness: TestApp, spaceId: string, timeoutMs = 30_000) {
  let row: typeof spaces.$inferSelect | undefined;
  await until(
    async () => {
      [row] = await harness.database.db.select().from(spaces).where(eq(spaces.id, spaceId));
      return row !== undefined && !row.analysisPending;
    },
    `the analysis of space ${spaceId} finished`,
    timeoutMs,
  );
  return row!;
}
