import { asc, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { pendingFileRemovals } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { PhotoStorage } from '../../platform/storage/storage';

// Files whose rows a transaction deleted are removed after it commits: the transaction records their keys in
// pending_file_removals; a job removes the files, then the records. When the process dies first, or storage
// refuses for a while, the sweep (every 15 minutes) finds the records and finishes. Removing a file that is
// already gone is no error, so the job and the sweep may both reach one.

export const FILE_REMOVAL_QUEUE = 'file-removals';
export const FILE_REMOVAL_SWEEP_QUEUE = 'file-removals-sweep';
const SWEEP_CRON = '*/15 * * * *';
const SWEEP_BATCH = 200;

export type FileRemovalDeps = { db: Database; storage: PhotoStorage; jobs: JobQueue; logger: Logger; clock: Clock };

type Pending = { id: string; storageKey: string };

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

/** After the transaction committed: a job removes its files now. If it cannot be queued, the sweep will. */
export async function queueFileRemovals(deps: Pick<FileRemovalDeps, 'jobs' | 'logger'>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await deps.jobs
    .send(FILE_REMOVAL_QUEUE, { ids: [...ids] }, { retryLimit: 3, retryDelaySeconds: 30 })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'file removals not queued; the sweep removes them'));
}

export async function startFileRemovals(
  deps: FileRemovalDeps,
  options: { schedule: boolean; alsoSweep: (now: Date) => Promise<void> },
): Promise<void> {
  await deps.jobs.work<{ ids: string[] }>(FILE_REMOVAL_QUEUE, (job) => removeRecordedFiles(deps, job.ids));
  await deps.jobs.work(FILE_REMOVAL_SWEEP_QUEUE, async () => {
    await sweepFileRemovals(deps);
    await options.alsoSweep(deps.clock.now());
  });
  if (options.schedule) await deps.jobs.schedule(FILE_REMOVAL_SWEEP_QUEUE, SWEEP_CRON);
}
