import pg from 'pg';

// Records every statement the process sends through the pg driver (drizzle, better-auth and pg-boss all use
// pg.Client underneath), so a test or the benchmark can see exactly which SQL a request runs.

export type CapturedStatement = { text: string; values: unknown[] };

type QueryConfig = { text?: string; values?: unknown[] };
type QueryFn = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

let recording: CapturedStatement[] | null = null;
let installed = false;

/** Wraps pg.Client#query once per process; statements are kept only while `captureSql` runs. */
function install() {
  if (installed) return;
  installed = true;
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (recording) {
      const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
      const given = Array.isArray(values) ? values : ((config as QueryConfig | null)?.values ?? []);
      if (typeof text === 'string') recording.push({ text, values: [...given] });
    }
    return original.call(this, config, values, callback);
  };
}

/** Runs `action` and returns the statements sent meanwhile (from any connection of this process). */
export async function captureSql(action: () => Promise<unknown>): Promise<CapturedStatement[]> {
  install();
  const statements: CapturedStatement[] = [];
  recording = statements;
  try {
    await action();
  } finally {
    recording = null;
  }
  return statements;
}

/** Reads and writes of the app's own tables: no transaction control, no job-queue bookkeeping, no LISTEN/NOTIFY. */
export function isAppStatement(statement: CapturedStatement): boolean {
  // A union of selects starts with parentheses.
  const text = statement.text.trim().toLowerCase().replace(/^\(+/, '');
  if (!/^(select|insert|update|delete|with)\b/.test(text)) return false;
  return !text.includes('pgboss') && !text.includes('pg_notify') && text !== 'select 1';
}
