import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { dataExports, profiles, users } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import { renderMail } from '../../platform/mail/layout';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { PhotoStorage } from '../../platform/storage/storage';
import { buildArchive, zipArchive } from './archive';

// A person's copy of their data (issue 20): asked for in the app, made by a job, kept privately (through the
// photo storage, never at a public address) for 24 hours, announced by e-mail and in the app, downloaded by
// that person only.

export const EXPORT_QUEUE = 'data-export';
export const EXPORT_SWEEP_QUEUE = 'data-export-sweep';
const EXPORT_SWEEP_CRON = '17 * * * *';
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** How many exports a person may ask for in a day: each reads all their data and photos. */
export const EXPORTS_PER_DAY = 5;
/** How many of a person's exports the app lists. */
const LISTED = 5;

export type DataExportDeps = {
  db: Database;
  storage: PhotoStorage;
  jobs: JobQueue;
  mailer: Mailer;
  realtime: RealtimeBus;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
  logger: Logger;
};

export type ExportView = {
  id: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  /** Where to download it while it is ready. */
  download_path: string | null;
};

type ExportRow = typeof dataExports.$inferSelect;

function view(row: ExportRow, now: Date): ExportView {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = expired ? 'expired' : (row.status as ExportView['status']);
  return {
    id: row.id,
    status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: status === 'ready' ? row.sizeBytes : null,
    download_path: status === 'ready' ? `/api/account/exports/${row.id}/download` : null,
  };
}

/** Asks for a copy; while one is being made, that one is the answer (asking twice makes one). */
export async function requestExport(
  deps: DataExportDeps,
  actor: Actor,
): Promise<{ created: boolean; export: ExportView }> {
  const now = deps.clock.now();
  const [pending] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, actor.userId), eq(dataExports.status, 'pending')))
    .limit(1);
  if (pending) return { created: false, export: view(pending, now) };
  await deps.rateLimiter.consume([
    { key: `data-export:${actor.userId}`, limit: { max: EXPORTS_PER_DAY, windowSeconds: 24 * 60 * 60 } },
  ]);
  const [row] = await deps.db.insert(dataExports).values({ userId: actor.userId, createdAt: now }).returning();
  await deps.jobs.send(EXPORT_QUEUE, { exportId: row!.id }, { retryLimit: 2 });
  return { created: true, export: view(row!, now) };
}

export async function listExports(deps: Pick<DataExportDeps, 'db' | 'clock'>, actor: Actor): Promise<ExportView[]> {
  const rows = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, actor.userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(LISTED);
  const now = deps.clock.now();
  return rows.map((row) => view(row, now));
}

/** The archive, for its owner only (anyone else is told there is none), while it has not expired. */
export async function downloadExport(
  deps: Pick<DataExportDeps, 'db' | 'clock' | 'storage'>,
  actor: Actor,
  exportId: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, actor.userId)));
  if (!row) throw new NotFound('Export not found');
  const shown = view(row, deps.clock.now());
  if (shown.status === 'pending')
    throw new Conflict('Your data is still being gathered. We will e-mail you when it is ready.');
  if (shown.status === 'failed') throw new Conflict('This export could not be made. Please ask for a new one.');
  if (shown.status === 'expired' || !row.storageKey) {
    throw new NotFound('This export has expired: downloads are kept for 24 hours. Please ask for a new one.');
  }
  const stored = await deps.storage.get(row.storageKey);
  if (!stored)
    throw new NotFound('This export has expired: downloads are kept for 24 hours. Please ask for a new one.');
  return { bytes: stored.bytes, filename: `tidy-steps-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** The job: gathers the person's data into the archive, keeps it, and tells them. */
export async function makeExport(deps: DataExportDeps, exportId: string): Promise<void> {
  const [row] = await deps.db
    .select({
      export: dataExports,
      email: users.email,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      emailVerified: users.emailVerified,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .leftJoin(profiles, eq(profiles.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  // Gone (the account was deleted) or already made: nothing to do.
  if (!row || row.export.status !== 'pending') return;
  const actor: Actor = {
    userId: row.export.userId,
    email: row.email,
    fullName: row.name,
    emailVerified: row.emailVerified,
    avatarUrl: null,
    sessionId: '',
    sessionExpiresAt: deps.clock.now(),
  };
  try {
    const archive = zipArchive(await buildArchive(deps, actor));
    const key = `exports/${row.export.userId}/${exportId}.zip`;
    await deps.storage.put(key, { bytes: archive, contentType: 'application/zip' });
    const readyAt = deps.clock.now();
    const [made] = await deps.db
      .update(dataExports)
      .set({
        status: 'ready',
        storageKey: key,
        sizeBytes: archive.byteLength,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + EXPORT_TTL_MS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    // Deleted meanwhile: the archive must not outlive the account.
    if (!made) {
      await deps.storage.delete(key);
      return;
    }
    await deps.mailer.send(readyMessage(row.email, row.name, `${deps.publicUrl}/settings#your-data`));
  } catch (error) {
    deps.logger.error({ err: error, exportId }, 'a data export could not be made');
    await deps.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
  }
}

function readyMessage(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Your Tidy Steps data is ready to download',
    ...renderMail({
      heading: 'Your data is ready',
      intro: [
        `Hello${name ? ` ${name}` : ''}, the copy of your Tidy Steps data you asked for is ready.`,
        'Sign in and download it from Settings, under "Your data". It is there for 24 hours.',
      ],
      action: { label: 'Open Your data', url: link },
      outro: ['If you did not ask for a copy of your data, sign in and change your password.'],
    }),
  };
}

/** Removes the archives that have expired, and their rows. */
export async function sweepExpiredExports(deps: Pick<DataExportDeps, 'db' | 'storage'>, now: Date): Promise<number> {
  const expired = await deps.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      or(
        and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)),
        // One that failed is shown for as long as one that worked would have been kept.
        and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, new Date(now.getTime() - EXPORT_TTL_MS))),
      ),
    );
  for (const row of expired) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db.delete(dataExports).where(eq(dataExports.id, row.id));
  }
  return expired.length;
}

export async function startDataExports(deps: DataExportDeps, options: { schedule: boolean }): Promise<void> {
  await deps.jobs.work<{ exportId: string }>(EXPORT_QUEUE, (job) => makeExport(deps, job.exportId));
  await deps.jobs.work(EXPORT_SWEEP_QUEUE, async () => {
    await sweepExpiredExports(deps, deps.clock.now());
  });
  if (options.schedule) await deps.jobs.schedule(EXPORT_SWEEP_QUEUE, EXPORT_SWEEP_CRON);
}
