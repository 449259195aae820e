import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markEmbeddedHolder } from './embedded-holder';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features use; both drivers produce it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction's callback gets: what services pass on so writes that belong together share it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The driver under Drizzle, for libraries that bring their own SQL (the job queue). */
export type RawDatabase = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  raw: RawDatabase;
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dir: string | null;
      /** A copy of a data folder (takeEmbeddedSnapshot) to start from; `dir` must then be empty or missing. */
      load?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_311_402;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dir, target.load)
    : openPostgres(target.url, target.poolSize ?? 10);
}

// PostgreSQL clears its whole buffer cache as it starts; in WebAssembly, clearing initdb's default of 128 MB
// was the largest single cost of opening the database (a memset, in a profile). One household's database is
// a few megabytes (the catalogs, tens), so 32 MB still holds everything in use; what does not fit is read
// from the operating system's file cache. Durability is untouched.
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dir: string | null, load: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? undefined, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(load ? { loadDataDir: load } : {}),
  });
  const releaseHolder = dir ? markEmbeddedHolder(dir) : () => {};
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: (timeoutMs) => answers(db, timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      releaseHolder();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out one between two queries (a transaction): without a listener of its own, its
  // 'error' is uncaught and kills the server. The query in flight fails on its own and answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  givesBackLostClients(pool);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    raw: { kind: 'postgres', url },
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db as never, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    ping: (timeoutMs) => answers(db, timeoutMs),
    close: () => pool.end(),
  };
}

/**
 * Drizzle never releases the client of a transaction whose `begin` fails (its release sits in a `finally`
 * after the begin), so every transaction started as the database goes away would keep one of the pool's
 * connections for good, and the server would not recover. A checked-out client whose connection is lost is
 * therefore given back (as broken) by the pool itself, and a second release is ignored.
 */
function givesBackLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const lost = (error: Error) => client.release(error);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('error', lost);
      release(error);
    };
    client.once('error', lost);
    return client;
  };
  // pool.query() checks clients out through the callback form and releases them itself.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : guarded()) as pg.Pool['connect'];
}

async function answers(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
