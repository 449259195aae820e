import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth/auth';
import { ensureSecret } from './auth/secret';
import type { DatabaseHandle } from './db/client';
import { createRateLimiter, type RateLimiter } from './http/rate-limit';
import { startJobQueue, type StartingJobQueue } from './platform/jobs/queue';
import { startMailer, type Mailer } from './platform/mail/mailer';
import type { MailTransport } from './platform/mail/message';
import { outboxTransport } from './platform/mail/outbox';
import { smtpTransport } from './platform/mail/smtp';
import { startAccessWatch, type AccessWatch } from './platform/realtime/access-watch';
import { startRealtimeBus, type RealtimeBus } from './platform/realtime/bus';
import { systemClock, type Clock } from './platform/clock';
import { streamsStillAllowed } from './policy/spaces';
import type { StorageSettings } from './config';
import { startAnalysisWorker } from './features/coach/service';
import { startVersionSweep } from './features/coach/task-list-versions';
import { photoUrlKey, photoUrlSigner, type PhotoUrlSigner } from './features/photos/signed-url';
import type { Coach } from './platform/coach/coach';
import { createCoach, type CoachSettings } from './platform/coach/create-coach';
import { createPhotoStorage, type PhotoStorage } from './platform/storage/storage';
import { startFileRemovals } from './platform/storage/file-removals';
import { centerNetDetector, type ObjectDetector } from './platform/vision/object-detector';
import { createPushSender, type PushSettings } from './platform/push/create-push';
import type { PushSender } from './platform/push/sender';
import { startNotifications, type Notifier } from './features/notifications/service';
import { startWeeklySummaries } from './features/summary/service';
import { forgetExpiredDeletionLinks } from './features/account/service';
import { startDataExports } from './features/data-export/service';

export type ServiceSettings = {
  publicUrl: string;
  authSecret: string | undefined;
  trustProxy: boolean;
  mail: { transport: 'smtp'; url: string; from: string } | { transport: 'outbox'; from: string };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  inviteTtlMs: number;
  rateLimitAddressFactor: number;
  storage: StorageSettings;
  coach: CoachSettings;
  /** Web Push keys and who we are to push services; tests add their stand-in options here. */
  push: PushSettings;
  /** Where feedback is e-mailed; null keeps it in the database only. */
  feedbackTo: string | null;
  /** Origins that may call the API with bearer tokens (the phone shell's). */
  corsOrigins: string[];
  /** The server's clock; tests pass one they can move. */
  clock?: Clock;
  /** What looks at photos; the CenterNet model loaded on first use unless a test passes its own. */
  detector?: ObjectDetector;
};

/** Everything the routes use besides the database, started in order and stopped in reverse. */
export type Services = {
  settings: ServiceSettings;
  auth: Auth;
  mailer: Mailer;
  /** Started after the server answers, with `jobs.start()` (decision 024). */
  jobs: StartingJobQueue;
  rateLimiter: RateLimiter;
  realtime: RealtimeBus;
  /** Ends live streams whose session or membership has ended. */
  liveAccess: AccessWatch;
  storage: PhotoStorage;
  coach: Coach;
  /** What looks at the photos in the analysis job. */
  detector: ObjectDetector;
  photoUrls: PhotoUrlSigner;
  push: PushSender;
  /** Tells people about reviews, submissions and assignments (push notifications, through jobs). */
  notifier: Notifier;
  /** What time it is, for every rule that depends on the date. */
  clock: Clock;
  stop(): Promise<void>;
};

/**
 * With `jobsInBackground` (the server's start, decision 024) the job queue is left for the caller to start
 * with `jobs.start()` once the server answers; otherwise (tests, tools) it has started on return.
 */
export async function startServices(
  database: DatabaseHandle,
  settings: ServiceSettings,
  logger: Logger,
  options: { jobsInBackground?: boolean } = {},
): Promise<Services> {
  const jobs = await startJobQueue(database.raw, logger);
  const transport: MailTransport =
    settings.mail.transport === 'smtp'
      ? smtpTransport(settings.mail.url, settings.mail.from)
      : outboxTransport(database.db, logger);
  const mailer = await startMailer(jobs, transport, logger);
  const secret = settings.authSecret ?? (await ensureSecret(database.db, 'auth'));
  const realtime = await startRealtimeBus(database.raw, logger);
  const liveAccess = startAccessWatch((streams) => streamsStillAllowed(database.db, streams), logger);
  const storage = await createPhotoStorage(settings.storage);
  const coach = createCoach(settings.coach, logger);
  const detector = settings.detector ?? centerNetDetector();
  await startAnalysisWorker({
    db: database.db,
    coach,
    storage,
    realtime,
    jobs,
    logger,
    detector,
    clock: settings.clock ?? systemClock,
  });
  // Changes of a task list can be undone for 24 hours; an hourly job deletes what is older (issue 18).
  await startVersionSweep(
    { db: database.db, jobs, clock: settings.clock ?? systemClock },
    { schedule: settings.push.scheduleDailyReminders ?? true },
  );
  const push = await createPushSender(settings.push, logger);
  const notifier = await startNotifications(
    { db: database.db, jobs, push, logger },
    { scheduleDailyReminders: settings.push.scheduleDailyReminders ?? true, clock: settings.clock ?? systemClock },
  );
  // The weekly summary (features/summary) on the reminders' schedule; it sends through the mailer and the push.
  await startWeeklySummaries(
    { db: database.db, jobs, push, logger, mailer, publicUrl: settings.publicUrl },
    { schedule: settings.push.scheduleDailyReminders ?? true, clock: settings.clock ?? systemClock },
  );
  // A person's copy of their data (issue 20): made by a job, kept 24 hours, swept hourly.
  await startDataExports(
    {
      db: database.db,
      storage,
      jobs,
      mailer,
      realtime,
      rateLimiter: createRateLimiter(database.db),
      clock: settings.clock ?? systemClock,
      publicUrl: settings.publicUrl,
      logger,
    },
    { schedule: settings.push.scheduleDailyReminders ?? true },
  );
  // The files of deleted rows (a photo, a space, an account): removed by a job once the deletion committed, and
  // swept every 15 minutes; the sweep also forgets account-deletion links that expired unused.
  await startFileRemovals(
    { db: database.db, storage, jobs, logger, clock: settings.clock ?? systemClock },
    {
      schedule: settings.push.scheduleDailyReminders ?? true,
      alsoSweep: (now) => forgetExpiredDeletionLinks(database.db, now),
    },
  );
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    settings: { publicUrl: settings.publicUrl, secret, trustProxy: settings.trustProxy, google: settings.google },
  });
  if (!options.jobsInBackground) await jobs.start();
  return {
    settings,
    auth,
    mailer,
    jobs,
    rateLimiter: createRateLimiter(database.db),
    realtime,
    liveAccess,
    storage,
    coach,
    detector,
    photoUrls: photoUrlSigner(photoUrlKey(secret)),
    push,
    notifier,
    clock: settings.clock ?? systemClock,
    async stop() {
      // Jobs first: one finishing now may still send a live update.
      await jobs.stop();
      liveAccess.close();
      await realtime.close();
      await transport.close?.();
    },
  };
}
