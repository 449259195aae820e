import { and, count, desc, eq, isNull, lte, notInArray, or } from 'drizzle-orm';
import { reminderHour, type NotificationKind } from '@tidy/domain/notifications';
import { lastSentAtMost } from '@tidy/domain/weekly-summary';
import type { PreferredTaskTime, Role } from '@tidy/domain/constants';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notificationSettings, pushSubscriptions, spaces, userRoles } from '../../db/schema';
import { Invalid } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { subscriptionKeysProblem } from '../../platform/push/sender';
import { canRemoveSubscription, hearsOfSubmission } from '../../policy/notifications';
import { getPreferences } from '../home/service';
import { deliverToPerson, notify, startPushWorker, type DeliveryDeps } from './delivery';
import {
  type PushMessage,
  assignedMessage,
  choreNudgeMessage,
  submittedMessage,
  taskApprovedMessage,
  taskSentBackMessage,
  testMessage,
} from './messages';
import { startDailyReminders } from './reminders';

export { PUSH_QUEUE } from './delivery';
export type { PushMessage } from './messages';

// Push notifications (issue 9): each person's settings and subscribed devices, the test message, and the
// notifier the task feature calls when something happens that someone should hear about.

export type NotificationDeps = DeliveryDeps & { rateLimiter: RateLimiter };

/** Enough devices for a household member; an endless supply would make every notification a flood. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;
/** Test messages a person may send themselves in ten minutes. */
export const TEST_PUSHES_PER_10_MINUTES = 10;

type KindSwitches = Record<NotificationKind, boolean>;

export type NotificationSettingsView = {
  kinds: KindSwitches;
  time_zone: string;
  preferred_task_time: PreferredTaskTime;
  reminder_hour: number;
  push: { public_key: string; subscriptions: number };
  weekly_summary: WeeklySummarySettings;
};

/** The weekly summary (features/summary sends it): the day, 0 Sunday … 6 Saturday, or null for none; how. */
export type WeeklySummarySettings = { day: number | null; email: boolean; push: boolean };

/** The person's settings; someone who never changed them has every kind on, in UTC. */
export async function notificationSettingsOf(
  deps: NotificationDeps,
  userId: string,
): Promise<NotificationSettingsView> {
  const { db } = deps;
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const { preferences } = await getPreferences(db, userId);
  return {
    kinds: {
      review_result: row?.reviewResult ?? true,
      submitted_for_approval: row?.submittedForApproval ?? true,
      assigned: row?.assigned ?? true,
      daily_reminder: row?.dailyReminder ?? true,
      chore_reminders: row?.choreReminders ?? true,
    },
    time_zone: row?.timeZone ?? 'UTC',
    preferred_task_time: preferences.preferred_task_time,
    reminder_hour: reminderHour(preferences.preferred_task_time),
    push: { public_key: deps.push.publicKey, subscriptions: await subscriptionCount(db, userId) },
    weekly_summary: {
      day: row?.weeklySummaryDay ?? null,
      email: row?.weeklySummaryEmail ?? false,
      push: row?.weeklySummaryPush ?? false,
    },
  };
}

export type SettingsChange = {
  kinds?: Partial<KindSwitches> | undefined;
  time_zone?: string | undefined;
  weekly_summary?:
    { day?: number | null | undefined; email?: boolean | undefined; push?: boolean | undefined } | undefined;
};

export async function changeNotificationSettings(deps: NotificationDeps, userId: string, change: SettingsChange) {
  const switches = {
    reviewResult: change.kinds?.review_result,
    submittedForApproval: change.kinds?.submitted_for_approval,
    assigned: change.kinds?.assigned,
    dailyReminder: change.kinds?.daily_reminder,
    choreReminders: change.kinds?.chore_reminders,
    timeZone: change.time_zone,
    weeklySummaryDay: change.weekly_summary?.day,
    weeklySummaryEmail: change.weekly_summary?.email,
    weeklySummaryPush: change.weekly_summary?.push,
  };
  const given = Object.fromEntries(Object.entries(switches).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length > 0) {
    await deps.db
      .insert(notificationSettings)
      .values({ userId, ...given })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...given, updatedAt: new Date() } });
  }
  return notificationSettingsOf(deps, userId);
}

export type NewSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  time_zone?: string | undefined;
};

/**
 * Keeps a device's subscription for the person. The same endpoint again (a browser renewing, or someone
 * else signing in on it) updates the row and moves it to this person.
 */
export async function subscribe(deps: NotificationDeps, actor: Actor, input: NewSubscription): Promise<number> {
  const problem =
    deps.push.endpointProblem(input.endpoint) ?? subscriptionKeysProblem(input.keys.p256dh, input.keys.auth);
  if (problem) throw new Invalid(problem);
  const device = {
    userId: actor.userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: new Date(),
    lastSentAt: null,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...device })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
    // Everyone with a device has a settings row, which is where the daily reminder looks for people.
    const settings = tx
      .insert(notificationSettings)
      .values({ userId: actor.userId, timeZone: input.time_zone ?? 'UTC' });
    await (input.time_zone
      ? settings.onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { timeZone: input.time_zone, updatedAt: new Date() },
        })
      : settings.onConflictDoNothing());
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(MAX_SUBSCRIPTIONS_PER_PERSON);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, actor.userId), notInArray(pushSubscriptions.id, newest)));
  });
  return subscriptionCount(deps.db, actor.userId);
}

/** Forgets the person's own subscription with this endpoint; anyone else's, or none, changes nothing. */
export async function unsubscribe(deps: NotificationDeps, actor: Actor, endpoint: string): Promise<void> {
  const [subscription] = await deps.db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  if (!subscription || !canRemoveSubscription(actor.userId, subscription)) return;
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.userId, actor.userId)));
}

/** Sends the test message to each of the person's devices now; returns how many push services took it. */
export async function sendTestPush(deps: NotificationDeps, actor: Actor): Promise<number> {
  await deps.rateLimiter.consume([
    { key: `push-test:user:${actor.userId}`, limit: { max: TEST_PUSHES_PER_10_MINUTES, windowSeconds: 600 } },
  ]);
  const { sent } = await deliverToPerson(deps, { userId: actor.userId, message: testMessage() });
  return sent;
}

/**
 * Queues the weekly summary's push (features/summary writes its words) for the person, if they switched the
 * summary's push on and have a device. Returns whether it was queued.
 */
export async function notifyWeeklySummary(
  deps: DeliveryDeps,
  userId: string,
  message: Omit<PushMessage, 'kind'>,
): Promise<boolean> {
  return (await notify(deps, [userId], { kind: 'weekly_summary', ...message })) > 0;
}

/**
 * Claims the person's weekly summary for their `localToday` (features/summary's job sends it): one
 * conditional UPDATE, so of two processes at once only one gets the row back. Null when one went out within
 * the week, or the day or time zone changed meanwhile; otherwise how the person wants it.
 */
export async function claimWeeklySummary(
  db: Database,
  person: { userId: string; day: number; timeZone: string },
  localToday: string,
): Promise<{ email: boolean; push: boolean } | null> {
  const [claimed] = await db
    .update(notificationSettings)
    .set({ lastSummaryOn: localToday })
    .where(
      and(
        eq(notificationSettings.userId, person.userId),
        eq(notificationSettings.weeklySummaryDay, person.day),
        eq(notificationSettings.timeZone, person.timeZone),
        or(
          isNull(notificationSettings.lastSummaryOn),
          lte(notificationSettings.lastSummaryOn, lastSentAtMost(localToday)),
        ),
      ),
    )
    .returning({ email: notificationSettings.weeklySummaryEmail, push: notificationSettings.weeklySummaryPush });
  return claimed ?? null;
}

async function subscriptionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.total ?? 0);
}

// ——— What the task feature tells us ———

type Person = { userId: string; name: string };

export type TaskReviewed = { spaceId: string; taskTitle: string; ref: string; memberId: string; reviewer: Person } & (
  { approved: true; points: number } | { approved: false; reason: string | null }
);
export type TaskSubmitted = { spaceId: string; taskTitle: string; ref: string; submitter: Person };
export type TaskAssigned = { spaceId: string; taskTitle: string; ref: string; assigneeId: string; assigner: Person };
/** An organizer nudged the member whose chore turn is overdue; `today` is the household's day. */
export type ChoreNudged = {
  spaceId: string;
  choreTitle: string;
  ref: string;
  assigneeId: string;
  nudger: Person;
  dueOn: string;
  dueTime: string | null;
  today: string;
};

/** Called after the change is committed; never rejects: a notification that cannot be queued is logged. */
export type Notifier = {
  taskReviewed(event: TaskReviewed): Promise<void>;
  taskSubmitted(event: TaskSubmitted): Promise<void>;
  taskAssigned(event: TaskAssigned): Promise<void>;
  /** True when the nudge is on its way to a device of theirs (chore reminders on, a device subscribed). */
  choreNudged(event: ChoreNudged): Promise<boolean>;
};

export function createNotifier(deps: DeliveryDeps): Notifier {
  const safely = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      deps.logger.warn({ err: error, what }, 'notification not queued');
    }
  };
  return {
    taskReviewed: (event) =>
      safely('review_result', async () => {
        // Reviewing your own task is no news to you.
        if (event.memberId === event.reviewer.userId) return;
        const facts = {
          spaceId: event.spaceId,
          taskTitle: event.taskTitle,
          reviewerName: event.reviewer.name,
          ref: event.ref,
        };
        const message = event.approved
          ? taskApprovedMessage({ ...facts, points: event.points })
          : taskSentBackMessage({ ...facts, reason: event.reason });
        await notify(deps, [event.memberId], message);
      }),
    taskSubmitted: (event) =>
      safely('submitted_for_approval', async () => {
        const members = await spaceMembers(deps.db, event.spaceId);
        const reviewers = members.filter((member) => hearsOfSubmission(member, event.submitter.userId));
        if (reviewers.length === 0) return;
        const message = submittedMessage({
          spaceId: event.spaceId,
          spaceName: members[0]?.spaceName ?? '',
          taskTitle: event.taskTitle,
          submitterName: event.submitter.name,
          ref: event.ref,
        });
        await notify(
          deps,
          reviewers.map((member) => member.userId),
          message,
        );
      }),
    taskAssigned: (event) =>
      safely('assigned', async () => {
        if (event.assigneeId === event.assigner.userId) return;
        const [space] = await deps.db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, event.spaceId));
        const message = assignedMessage({
          spaceId: event.spaceId,
          spaceName: space?.name ?? '',
          taskTitle: event.taskTitle,
          assignerName: event.assigner.name,
          ref: event.ref,
        });
        await notify(deps, [event.assigneeId], message);
      }),
    choreNudged: async (event) => {
      let queued = 0;
      await safely('chore_nudge', async () => {
        const message = choreNudgeMessage({
          spaceId: event.spaceId,
          choreTitle: event.choreTitle,
          nudgerName: event.nudger.name,
          dueOn: event.dueOn,
          dueTime: event.dueTime,
          today: event.today,
          ref: event.ref,
        });
        queued = await notify(deps, [event.assigneeId], message);
      });
      return queued > 0;
    },
  };
}

async function spaceMembers(db: Database, spaceId: string) {
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role, ownerId: spaces.userId, spaceName: spaces.name })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.spaceId, spaceId));
  return rows.map((row) => ({
    spaceId,
    userId: row.userId,
    role: row.role as Role,
    isOwner: row.ownerId === row.userId,
    spaceName: row.spaceName,
  }));
}

/** Starts the push and reminder workers and returns the notifier the task feature uses. */
export async function startNotifications(
  deps: DeliveryDeps,
  options: { scheduleDailyReminders: boolean; clock: Clock },
): Promise<Notifier> {
  await startPushWorker(deps);
  await startDailyReminders(deps, { schedule: options.scheduleDailyReminders, clock: options.clock });
  return createNotifier(deps);
}
