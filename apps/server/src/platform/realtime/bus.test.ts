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
});
