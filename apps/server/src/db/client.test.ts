import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/harness';
import { isDatabaseUnreachable } from '../http/errors';
import { openDatabase } from './client';

describe('the PostgreSQL connection pool', () => {
  it('fails fast, with an error the API answers as 503, when nothing listens at the address', async () => {
    // Port 1 is never a database: the connection is refused at once, as while PostgreSQL is stopped.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/tidy_nowhere' });
    try {
      const error = await database.db.execute(sql`select 1`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(await database.ping(1_000)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('the pool after a database restart', () => {
  let database: TestDatabase;
  // Creating a database on a busy shared server can take a while: it belongs in a hook, not the test.
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('serves queries again after its connections are cut', async () => {
    const admin = new pg.Client({ connectionString: database.url! });
    await admin.connect();
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // The first queries may meet a dead connection (and answer 503); the pool then opens new ones.
      let answered = false;
      for (let tries = 0; !answered && tries < 50; tries += 1) {
        answered = await database.db.execute(sql`select 1`).then(
          () => true,
          (error: unknown) => {
            expect(isDatabaseUnreachable(error)).toBe(true);
            return false;
          },
        );
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answered).toBe(true);
      // A transaction holds a client between its queries. Losing it there must not crash the process (an
      // uncaught 'error' event, which vitest reports), and a failed `begin` must not keep the client: more
      // rounds than the pool has connections would otherwise leave none.
      for (let round = 0; round < 8; round += 1) {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await database.db.transaction((tx) => tx.execute(sql`select 1`)).catch(() => undefined);
      }
      await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
    } finally {
      await admin.end();
    }
  });
});
