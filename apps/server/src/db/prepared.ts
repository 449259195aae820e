import type { Database, Transaction } from './client';

/**
 * A statement of a hot path, built once and reused: Drizzle then skips building its SQL on every call, and
 * on PostgreSQL each connection parses and plans it once (a named prepared statement; PGlite takes the same
 * object). `name` must be unique to the statement's text across the app (prefix it `tidy_`).
 *
 * Build it with `sql.placeholder('…')` for every value that changes between calls; the statement's SQL is fixed.
 * A prepared statement outlives migrations made by another process while it runs: after a change of the
 * tables it reads, restart the servers (the deploy does, processes start after migrating).
 *
 * Drizzle binds a built statement to the connection handle of the `db` or transaction it was built from, so
 * one is kept per handle: for `db` the pool (or the embedded database), for a transaction the pooled
 * connection it holds, so that the statement runs inside that transaction. A pooled connection serves one
 * transaction at a time and many in its life: a statement of a transaction is built at most once per
 * connection. (PGlite gives each transaction a handle of its own, so there it is built per transaction.)
 */
export function preparedStatement<Statement>(
  build: (db: Database) => Statement,
): (db: Database | Transaction) => Statement {
  const built = new WeakMap<object, Statement>();
  return (db) => {
    const handle = connectionOf(db);
    let statement = built.get(handle);
    if (statement === undefined) {
      statement = build(db);
      built.set(handle, statement);
    }
    return statement;
  };
}

/**
 * The client Drizzle's session sends statements through: the pg pool, one connection of it in a transaction,
 * or PGlite (Drizzle does not type it). Without one, the object itself, so a statement is never shared by two
 * handles that might be different connections.
 */
function connectionOf(db: Database | Transaction): object {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : db;
}
