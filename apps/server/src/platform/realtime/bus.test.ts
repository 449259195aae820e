import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/harness';
import { startRealtimeBus, type SpaceEvent } from './bus';

describe('the realtime bus', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const nextEvent = (subscribe: (listener: (event: SpaceEvent) => void) => () => void) =>
    new Promise<SpaceEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event within 2 s')), 2_000);
      const stop = subscribe((event) => {
        clearTimeout(timer);
        stop();
        resolve(event);
      });
    });

  it('delivers a change to everyone watching that space, and not to other spaces', async () => {
    const bus = await startRealtimeBus(database.raw, silentLogger);
    try {
      const other: SpaceEvent[] = [];
      const stopOther = bus.subscribe('space-b', (event) => other.push(event));
      const received = nextEvent((listener) => bus.subscribe('space-a', listener));
      await bus.publish('space-a', { type: 'changed', what: 'daily', id: 't1' });
      expect(await received).toEqual({ type: 'changed', what: 'daily', id: 't1' });
      stopOther();
      expect(other).toEqual([]);
    } finally {
      await bus.close();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('crosses server processes through LISTEN/NOTIFY', async () => {
    // Two buses with their own connections stand for two server processes.
    const first = await startRealtimeBus(database.raw, silentLogger);
    const second = await startRealtimeBus(database.raw, silentLogger);
    try {
      const received = nextEvent((listener) => second.subscribe('space-x', listener));
      await first.publish('space-x', { type: 'changed', what: 'assignment', id: 'a1' });
      expect(await received).toEqual({ type: 'changed', what: 'assignment', id: 'a1' });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'listens again after its connection is cut (a database restart)',
    async () => {
      const bus = await startRealtimeBus(database.raw, silentLogger);
      const admin = new pg.Client({ connectionString: database.url! });
      await admin.connect();
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen tidy_space_events'`,
        );
        expect(cut.rowCount).toBeGreaterThan(0);
        // Notices sent while it reconnects are lost by design; keep sending until one arrives.
        const received: SpaceEvent[] = [];
        const stop = bus.subscribe('space-r', (event) => received.push(event));
        for (let tries = 0; received.length === 0 && tries < 100; tries += 1) {
          await bus.publish('space-r', { type: 'changed', what: 'daily', id: 'after-restart' });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        stop();
        expect(received[0]).toEqual({ type: 'changed', what: 'daily', id: 'after-restart' });
      } finally {
        await admin.end();
        await bus.close();
      }
    },
  );
});
