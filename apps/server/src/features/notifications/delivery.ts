import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { notificationSettings, pushSubscriptions } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/queue';
import type { DeliveryOptions, PushSender } from '../../platform/push/sender';
import type { PushMessage } from './messages';

// Notifications go out as jobs, one per person: a slow or failing push service never holds up a request,
// and a failed delivery is retried with back-off by the job queue.

export const PUSH_QUEUE = 'push-notify';

export type DeliveryDeps = { db: Database; jobs: JobQueue; push: PushSender; logger: Logger };

/** One person's notification; `subscriptionIds` narrows a retry to the devices that failed before. */
export type PushJob = { userId: string; message: PushMessage; subscriptionIds?: string[] };

const JOB_OPTIONS = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true };

/** How long a push service keeps each kind for a phone that is off: news of a task for a day, a test briefly. */
const DELIVERY: Record<PushMessage['kind'], DeliveryOptions> = {
  review_result: { ttlSeconds: 86_400 },
  submitted_for_approval: { ttlSeconds: 86_400 },
  assigned: { ttlSeconds: 86_400 },
  // A reminder is stale by the evening; a newer one replaces one still waiting.
  daily_reminder: { ttlSeconds: 4 * 3600, topic: 'daily-reminder' },
  // A chore due now or a nudge: worth little by the next day.
  chore_reminders: { ttlSeconds: 12 * 3600 },
  // The week's summary: still worth reading for a couple of days; a newer one replaces one still waiting.
  weekly_summary: { ttlSeconds: 2 * 86_400, topic: 'weekly-summary' },
  test: { ttlSeconds: 300, urgency: 'high' },
};

const KIND_SWITCHES = {
  review_result: notificationSettings.reviewResult,
  submitted_for_approval: notificationSettings.submittedForApproval,
  assigned: notificationSettings.assigned,
  daily_reminder: notificationSettings.dailyReminder,
  chore_reminders: notificationSettings.choreReminders,
  // Off until the person asks for it (the weekly summary's push switch).
  weekly_summary: notificationSettings.weeklySummaryPush,
} as const;

// Who of the people hears a kind: not switched off, and with a device. Every review, submission and
// assignment asks it, so it is one statement, prepared once (db/prepared.ts): one per kind's switch (the test
// message has none), and the people as one array (`= any`), a text that does not change with how many they are.
const recipientsStatement = (kind: PushMessage['kind']) =>
  preparedStatement((db) => {
    const notSwitchedOff =
      kind === 'test'
        ? undefined
        : notExists(
            db
              .select({ userId: notificationSettings.userId })
              .from(notificationSettings)
              .where(and(eq(notificationSettings.userId, pushSubscriptions.userId), eq(KIND_SWITCHES[kind], false))),
          );
    return db
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(and(sql`${pushSubscriptions.userId} = any(${sql.placeholder('userIds')})`, notSwitchedOff))
      .prepare(`tidy_recipients_${kind}`);
  });

const recipientsOf = Object.fromEntries(
  (Object.keys(DELIVERY) as PushMessage['kind'][]).map((kind) => [kind, recipientsStatement(kind)]),
) as Record<PushMessage['kind'], ReturnType<typeof recipientsStatement>>;

/**
 * Queues `message` for each of `userIds` who has not switched its kind off and has at least one device
 * subscribed. Returns how many people it was queued for.
 */
export async function notify(deps: DeliveryDeps, userIds: string[], message: PushMessage): Promise<number> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return 0;
  const recipients = await recipientsOf[message.kind](deps.db).execute({ userIds: people });
  for (const { userId } of recipients) {
    await deps.jobs.send<PushJob>(PUSH_QUEUE, { userId, message }, JOB_OPTIONS);
  }
  return recipients.length;
}

/**
 * Sends the message to the person's subscriptions now: forgets the ones the push service no longer knows,
 * notes when each was last reached, and returns which failed in a way that may pass on a later try.
 */
export async function deliverToPerson(deps: DeliveryDeps, job: PushJob): Promise<{ sent: number; retry: string[] }> {
  const { db } = deps;
  const conditions = [eq(pushSubscriptions.userId, job.userId)];
  if (job.subscriptionIds) conditions.push(inArray(pushSubscriptions.id, job.subscriptionIds));
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(and(...conditions));
  const outcomes = await Promise.all(
    targets.map(async (target) => ({
      target,
      outcome: await deps.push.send(target, job.message, DELIVERY[job.message.kind]),
    })),
  );
  const sent: string[] = [];
  const gone: string[] = [];
  const retry: string[] = [];
  for (const { target, outcome } of outcomes) {
    if (outcome.result === 'sent') sent.push(target.id);
    else if (outcome.result === 'gone') gone.push(target.id);
    else {
      if (outcome.retryable) retry.push(target.id);
      deps.logger.warn(
        { subscriptionId: target.id, kind: job.message.kind, reason: outcome.reason, willRetry: outcome.retryable },
        'push not delivered',
      );
    }
  }
  if (gone.length > 0) {
    await db
      .delete(pushSubscriptions)
      .where(and(inArray(pushSubscriptions.id, gone), eq(pushSubscriptions.userId, job.userId)));
  }
  if (sent.length > 0) {
    await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(inArray(pushSubscriptions.id, sent));
  }
  return { sent: sent.length, retry };
}

/** The worker of the push queue. */
export async function startPushWorker(deps: DeliveryDeps): Promise<void> {
  await deps.jobs.work<PushJob>(PUSH_QUEUE, async (job) => {
    const { sent, retry } = await deliverToPerson(deps, job);
    if (retry.length === 0) return;
    // Nothing reached yet: retry the whole job. Some devices reached: retry only the others, so nobody
    // gets the same notification twice.
    if (sent === 0) throw new Error(`push to ${retry.length} device(s) failed`);
    await deps.jobs.send<PushJob>(PUSH_QUEUE, { ...job, subscriptionIds: retry }, JOB_OPTIONS);
  });
}
