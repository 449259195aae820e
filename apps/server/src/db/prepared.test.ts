import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/harness';
import { preparedStatement } from './prepared';

// A prepared statement runs on the connection it was built on: used in a transaction, it must run inside that
// transaction (its writes, its locks, its rollback), never on another connection of the pool.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let builds = 0;
// What this transaction set for itself (set_config(…, true) lasts until its end): empty anywhere else.
const markerOf = preparedStatement((db) => {
  builds += 1;
  return db
    .select({
      marker: sql<string>`coalesce(current_setting('tidy.marker', true), '')`,
      asked: sql<string>`${sql.placeholder('asked')}::text`,
    })
    .from(sql`(select 1) as one`)
    .prepare('tidy_test_marker');
});

async function markerInTransaction(marker: string, rollBack = false): Promise<{ marker: string; asked: string }> {
  let seen: { marker: string; asked: string } | undefined;
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('tidy.marker', ${marker}, true)`);
      [seen] = await markerOf(tx).execute({ asked: marker });
      if (rollBack) throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!rollBack) throw error;
    });
  return seen!;
}

describe('preparedStatement', () => {
  it('runs outside any transaction when given the database', async () => {
    expect(await markerOf(database.db).execute({ asked: 'plain' })).toEqual([{ marker: '', asked: 'plain' }]);
  });

  it('runs inside the transaction it is given, one after another and several at once', async () => {
    for (let round = 0; round < 12; round += 1) {
      expect(await markerInTransaction(`one-${round}`, round % 3 === 0)).toEqual({
        marker: `one-${round}`,
        asked: `one-${round}`,
      });
    }
    const markers = Array.from({ length: 8 }, (_, index) => `many-${index}`);
    const seen = await Promise.all(markers.map((marker) => markerInTransaction(marker)));
    expect(seen).toEqual(markers.map((marker) => ({ marker, asked: marker })));
    expect(await markerOf(database.db).execute({ asked: 'after' })).toEqual([{ marker: '', asked: 'after' }]);
  });

  it.runIf(testDatabaseKind === 'postgres')('is built once per pooled connection, not per transaction', async () => {
    for (let round = 0; round < 20; round += 1) await markerInTransaction(`count-${round}`);
    await Promise.all(Array.from({ length: 8 }, (_, index) => markerInTransaction(`count-many-${index}`)));
    // The pool has 5 connections (test/harness.ts), and the database handle itself is one more.
    expect(builds).toBeGreaterThan(0);
    expect(builds).toBeLessThanOrEqual(6);
  });
});
