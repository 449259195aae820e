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
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features use; both drivers produce it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

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

export type DatabaseTarget = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_311_402;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dir) : openPostgres(target.url, target.poolSize ?? 10);
}

async function openPglite(dir: string | null): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? undefined);
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
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => {});
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
