import { asc, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { pendingFileRemovals } from '../../db/schema';
import type { Clock } from '../clock';
import type { JobQueue } from '../jobs/queue';
import type { PhotoStorage } from './storage';

// Files whose rows a transaction deleted are removed after it commits, the one way every feature does it (a
// photo, a space, an account): the transaction records their keys in pending_file_removals
// (recordFileRemovals); after the commit a job removes the files, then the records (queueFileRemovals). When the
// process dies first, or storage refuses for a while, the sweep (every 15 minutes) finds the records and
// finishes. Removing a file that is already gone is no error, so the job and the sweep may both reach one.

export const FILE_REMOVAL_QUEUE = 'file-removals';
export const FILE_REMOVAL_SWEEP_QUEUE = 'file-removals-sweep';
const SWEEP_CRON = '*/15 * * * *';
const SWEEP_BATCH = 200;

export type FileRemovalDeps = { db: Database; storage: PhotoStorage; jobs: JobQueue; logger: Logger; clock: Clock };

type Pending = { id: string; storageKey: string };

/**
 * In the transaction that deletes the rows of these files: records their keys, so that they are removed once it
 * commits (and never if it rolls back). Returns the records' ids, for queueFileRemovals after the commit.
 */
export async function recordFileRemovals(tx: Transaction, storageKeys: readonly string[]): Promise<string[]> {
  const keys = [...new Set(storageKeys)];
  if (keys.length === 0) return [];
  const recorded = await tx
    .insert(pendingFileRemovals)
    .values(keys.map((storageKey) => ({ storageKey })))
    .returning({ id: pendingFileRemovals.id });
  return recorded.map((row) => row.id);
}

/** Removes each file, then forgets the records of those removed; returns how many were removed. */
async function removeFiles(
  deps: Pick<FileRemovalDeps, 'db' | 'storage' | 'logger'>,
  pending: Pending[],
): Promise<number> {
  const removed: string[] = [];
  for (const file of pending) {
    try {
      await deps.storage.delete(file.storageKey);
      removed.push(file.id);
    } catch (error) {
      deps.logger.warn(
        { err: error, storageKey: file.storageKey },
        'a file could not be removed yet; the sweep tries again',
      );
    }
  }
  if (removed.length > 0) await deps.db.delete(pendingFileRemovals).where(inArray(pendingFileRemovals.id, removed));
  return removed.length;
}

/** The job: the files one committed transaction recorded. */
export async function removeRecordedFiles(
  deps: Pick<FileRemovalDeps, 'db' | 'storage' | 'logger'>,
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  const pending = await deps.db
    .select({ id: pendingFileRemovals.id, storageKey: pendingFileRemovals.storageKey })
    .from(pendingFileRemovals)
    .where(inArray(pendingFileRemovals.id, [...ids]));
  const removed = await removeFiles(deps, pending);
  // Retried by the queue; the sweep gets whatever is still left after that.
  if (removed < pending.length)
    throw new Error(`${pending.length - removed} of ${pending.length} files could not be removed`);
}

/** The sweep: every recorded file, oldest first, in batches; stops when a batch removes nothing. */
export async function sweepFileRemovals(deps: Pick<FileRemovalDeps, 'db' | 'storage' | 'logger'>): Promise<number> {
  let total = 0;
  for (;;) {
    const pending = await deps.db
      .select({ id: pendingFileRemovals.id, storageKey: pendingFileRemovals.storageKey })
      .from(pendingFileRemovals)
      .orderBy(asc(pendingFileRemovals.createdAt))
      .limit(SWEEP_BATCH);
    if (pending.length === 0) return total;
    const removed = await removeFiles(deps, pending);
    total += removed;
    if (removed === 0 || pending.length < SWEEP_BATCH) return total;
  }
}

export type FileRemovalQueueDeps = Pick<FileRemovalDeps, 'jobs' | 'logger'>;

/** After the transaction committed: a job removes its files now. If it cannot be queued, the sweep will. */
export async function queueFileRemovals(deps: FileRemovalQueueDeps, ids: readonly string[]) {
  if (ids.length === 0) return;
  await deps.jobs
    .send(FILE_REMOVAL_QUEUE, { ids: [...ids] }, { retryLimit: 3, retryDelaySeconds: 30 })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'file removals not queued; the sweep removes them'));
}

/** The job and the 15-minute sweep; `alsoSweep` runs on the same tick (things that expire with nothing to remove). */
export async function startFileRemovals(
  deps: FileRemovalDeps,
  options: { schedule: boolean; alsoSweep?: (now: Date) => Promise<void> },
): Promise<void> {
  await deps.jobs.work<{ ids: string[] }>(FILE_REMOVAL_QUEUE, (job) => removeRecordedFiles(deps, job.ids));
  await deps.jobs.work(FILE_REMOVAL_SWEEP_QUEUE, async () => {
    await sweepFileRemovals(deps);
    await options.alsoSweep?.(deps.clock.now());
  });
  if (options.schedule) await deps.jobs.schedule(FILE_REMOVAL_SWEEP_QUEUE, SWEEP_CRON);
}
