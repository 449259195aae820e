import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listFiles } from '../src/backup/files';

// Everything a database holds, table by table, to compare a restored database with the one it came from.
// Tables are read from the database itself (every schema but PostgreSQL's own), so a table added later is
// compared without anyone listing it here.

export type DatabaseContents = {
  /** `schema.table` → each row as JSON text, sorted. */
  tables: Map<string, string[]>;
  /** `schema.sequence` → its last value (null before its first use). */
  sequences: Map<string, number | null>;
};

export async function databaseContents(database: DatabaseHandle): Promise<DatabaseContents> {
  const tables = new Map<string, string[]>();
  const names = await rowsOf<{ name: string; quoted: string }>(
    database,
    sql`select schemaname || '.' || tablename as name, format('%I.%I', schemaname, tablename) as quoted
          from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name, quoted } of names) {
    const rows = await rowsOf<{ row: string }>(database, sql.raw(`select to_jsonb(t)::text as row from ${quoted} t`));
    tables.set(name, rows.map((row) => row.row).sort());
  }
  const sequences = new Map<string, number | null>();
  for (const row of await rowsOf<{ name: string; last: string | null }>(
    database,
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences`,
  )) {
    sequences.set(row.name, row.last === null ? null : Number(row.last));
  }
  return { tables, sequences };
}

/** The app's own tables, as `public.name`, from the Drizzle schema. */
export function schemaTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return `${config.schema ?? 'public'}.${config.name}`;
    })
    .sort();
}

/** Every file under a folder with its SHA-256, by relative path. */
export async function folderDigest(folder: string): Promise<Map<string, string>> {
  const digest = new Map<string, string>();
  for (const file of await listFiles(folder)) {
    const bytes = await readFile(path.join(folder, ...file.split('/')));
    digest.set(file, createHash('sha256').update(bytes).digest('hex'));
  }
  return digest;
}

async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
