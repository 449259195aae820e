import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client';
import type { EmbeddedSnapshot } from '../db/embedded-snapshot';

// What a backup records about where it came from, and what a restore compares it with.

/** The version of this checkout of Tidy Steps (the root package.json). */
export function appVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** How many migrations this version of the app has. */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Opens a copy of the embedded database in memory (which proves it opens) for a look inside. */
export async function withEmbeddedCopy<T>(
  snapshot: EmbeddedSnapshot,
  look: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dir: null, load: new Blob([snapshot]) });
  try {
    return await look(database);
  } finally {
    await database.close();
  }
}

/** The PostgreSQL version and the number of the app's migrations of a database. */
export async function databaseFacts(
  database: DatabaseHandle,
): Promise<{ postgresVersion: string; migrations: number }> {
  const [row] = await rowsOf<{ version: string; migrations: number }>(
    database,
    sql`select current_setting('server_version') as version,
               (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  if (!row) throw new Error('the database did not answer');
  return { postgresVersion: row.version, migrations: row.migrations };
}

export function embeddedCopyFacts(snapshot: EmbeddedSnapshot) {
  return withEmbeddedCopy(snapshot, databaseFacts);
}

/** Every table outside PostgreSQL's own schemas with its number of rows, as `schema.table`. */
export async function tableRows(database: DatabaseHandle): Promise<Map<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows = new Map<string, number>();
  for (const { name } of tables) {
    const [counted] = await rowsOf<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${name}`));
    rows.set(name, counted?.n ?? 0);
  }
  return rows;
}

// Both drivers (pg and PGlite) answer raw SQL with { rows }.
async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
