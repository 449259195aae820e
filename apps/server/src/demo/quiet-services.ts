import type { AccessWatch } from '../platform/realtime/access-watch';
import type { JobHandler, JobQueue } from '../platform/jobs/queue';
import type { Mailer } from '../platform/mail/mailer';
import type { RealtimeBus } from '../platform/realtime/bus';
import type { PhotoStorage } from '../platform/storage/storage';
import type { Notifier } from '../features/notifications/service';
import type { RateLimiter } from '../http/rate-limit';

// What the services expect around them, for a week that is written, not lived: nobody is watching a screen
// (no live updates), nobody is told (no pushes, no e-mail), and a background job runs at once, inside the
// seeder's transaction.

export const silentBus: RealtimeBus = {
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
};

export const silentNotifier: Notifier = {
  taskReviewed: async () => {},
  taskSubmitted: async () => {},
  taskAssigned: async () => {},
  choreNudged: async () => false,
};

export const noAccessWatch: AccessWatch = { watch: () => () => {}, close: () => {} };

/** The demo household never sends e-mail: a call here is a bug in the seeder. */
export const noMail: Mailer = {
  transportKind: 'outbox',
  send: async () => {
    throw new Error('the demo household sends no e-mail');
  },
};

/** Only e-mail invitations are rate limited, and the demo invites by link. */
export const noRateLimits: RateLimiter = { consume: async () => {}, release: async () => {} };

/** Runs each job as soon as it is sent, with the handler given for its queue. */
export function inlineJobs(handlers: Record<string, JobHandler<never>>): JobQueue {
  return {
    async send(queue, data) {
      const handler = handlers[queue];
      if (!handler) throw new Error(`the demo household has no handler for job queue ${queue}`);
      await (handler as JobHandler<typeof data>)(data);
    },
    work: async () => {},
    schedule: async () => {},
    stop: async () => {},
  };
}

/** The storage, noting every key written, so files of a seeding that fails part-way can be removed. */
export function recordingStorage(storage: PhotoStorage, written: string[]): PhotoStorage {
  return {
    kind: storage.kind,
    put: async (key, object) => {
      written.push(key);
      await storage.put(key, object);
    },
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
  };
}
