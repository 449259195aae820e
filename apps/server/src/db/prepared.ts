import type { Database } from './client';

/**
 * A statement of a hot path, built once per database and reused: Drizzle then skips building its SQL on every
 * call, and on PostgreSQL each pooled connection parses and plans it once (a named prepared statement; PGlite
 * takes the same object). `name` must be unique to the statement's text across the app (prefix it `tidy_`).
 *
 * Build it with `sql.placeholder('…')` for every value that changes between calls; the statement's SQL is fixed.
 * A prepared statement outlives migrations made by another process while it runs: after a change of the
 * tables it reads, restart the servers (the deploy does, processes start after migrating).
 */
export function preparedStatement<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
