import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../../test/harness';
import { startJobQueue, type StartingJobQueue } from './queue';

// Workers look for jobs every 5 s only; a job sent by this process, and the jobs queued behind one that was
// found, start at once. Between polls an idle server sends nothing.

describe('the job queue', () => {
  let database: TestDatabase;
  let jobs: StartingJobQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobQueue(database.raw, silentLogger);
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('starts a job sent by this process at once, and the ones queued behind it one after the other', async () => {
    const done: number[] = [];
    const started = Date.now();
    let release = () => {};
    const allDone = new Promise<void>((resolve) => (release = resolve));
    await jobs.work<{ n: number }>('queue-test-now', async ({ n }) => {
      done.push(n);
      if (done.length === 4) release();
    });
    await jobs.start();
    // The worker's first look found nothing; it would look again in 5 s.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = Date.now();
    for (const n of [1, 2, 3, 4]) await jobs.send('queue-test-now', { n });
    await allDone;
    expect(done.sort()).toEqual([1, 2, 3, 4]);
    // Four jobs, each found at once: well within one polling pause.
    expect(Date.now() - sent).toBeLessThan(2_500);
    expect(sent - started).toBeLessThan(20_000);
  });
});
