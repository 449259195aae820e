import { and, eq, exists, isNull, lt, or, sql } from 'drizzle-orm';
import { isReminderDue, latestLocalDate } from '@tidy/domain/notifications';
import type { Database } from '../../db/client';
import { dailyTasks, notificationSettings, pushSubscriptions, userPreferences, userRoles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { choreTurnsWaiting, claimDueReminders } from '../chores/service';
import { notify, type DeliveryDeps } from './delivery';
import { choreDueMessage, dailyReminderMessage } from './messages';

// The reminders, one job every 15 minutes:
// - the daily reminder finds the people whose reminder hour has come on their own clock and who were not
//   reminded yet on their today, claims each one, and queues the reminder with their tasks and chores;
// - the chore reminder tells each person whose chore turn has just come due, once a turn (the chores
//   feature claims the turns; a person who switched chore reminders off or has no device hears nothing).

export const REMINDER_QUEUE = 'push-daily-reminder';
export const REMINDER_CRON = '*/15 * * * *';

/**
 * People who may be due: reminder on, a device subscribed, and not reminded on the latest date anywhere on
 * Earth (or never). Served by the partial index notification_settings_reminder_idx.
 */
export function reminderCandidates(db: Database, now: Date) {
  return db
    .select({
      userId: notificationSettings.userId,
      timeZone: notificationSettings.timeZone,
      lastRemindedOn: notificationSettings.lastRemindedOn,
      preferredTaskTime: userPreferences.preferredTaskTime,
    })
    .from(notificationSettings)
    .leftJoin(userPreferences, eq(userPreferences.userId, notificationSettings.userId))
    .where(
      and(
        // The index's own predicate, written the same way so the planner can use it.
        sql`${notificationSettings.dailyReminder}`,
        or(isNull(notificationSettings.lastRemindedOn), lt(notificationSettings.lastRemindedOn, latestLocalDate(now))),
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, notificationSettings.userId)),
        ),
      ),
    );
}

/** Sends every reminder due at `now`; returns how many people were reminded. */
export async function sendDueReminders(deps: DeliveryDeps, now: Date): Promise<number> {
  const { db } = deps;
  let reminded = 0;
  for (const person of await reminderCandidates(db, now)) {
    try {
      const { due, localToday } = isReminderDue({ now, ...person });
      if (!due) continue;
      // One UPDATE claims the day: of two processes running this at once, only one gets the row back.
      const [claimed] = await db
        .update(notificationSettings)
        .set({ lastRemindedOn: localToday })
        .where(
          and(
            eq(notificationSettings.userId, person.userId),
            eq(notificationSettings.dailyReminder, true),
            eq(notificationSettings.timeZone, person.timeZone),
            or(isNull(notificationSettings.lastRemindedOn), lt(notificationSettings.lastRemindedOn, localToday)),
          ),
        )
        .returning({ userId: notificationSettings.userId });
      if (!claimed) continue;
      const waiting = {
        tasks: await openTasksOn(db, person.userId, localToday),
        chores: await choreTurnsWaiting(db, person.userId, now),
      };
      await notify(deps, [person.userId], dailyReminderMessage(waiting));
      reminded += 1;
    } catch (error) {
      // One person's trouble (say, a time zone this runtime no longer knows) must not stop everyone else's.
      deps.logger.warn({ err: error, userId: person.userId }, 'daily reminder not sent');
    }
  }
  return reminded;
}

/** How many of the person's daily tasks for `date` are not done yet, in spaces they still belong to. */
async function openTasksOn(db: Database, userId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(dailyTasks)
    .innerJoin(userRoles, and(eq(userRoles.userId, dailyTasks.userId), eq(userRoles.spaceId, dailyTasks.spaceId)))
    .where(and(eq(dailyTasks.userId, userId), eq(dailyTasks.taskDate, date), eq(dailyTasks.isCompleted, false)));
  return Number(row?.open ?? 0);
}

/** Reminds each person whose chore turn came due since the last run; returns how many turns were claimed. */
export async function sendChoreReminders(deps: DeliveryDeps, now: Date): Promise<number> {
  const claimed = await claimDueReminders(deps.db, now);
  for (const turn of claimed) {
    try {
      const message = choreDueMessage({
        spaceId: turn.spaceId,
        spaceName: turn.spaceName,
        choreTitle: turn.choreTitle,
        dueTime: turn.dueTime,
        ref: turn.occurrenceId,
      });
      await notify(deps, [turn.assigneeId], message);
    } catch (error) {
      deps.logger.warn({ err: error, occurrenceId: turn.occurrenceId }, 'chore reminder not sent');
    }
  }
  return claimed.length;
}

/** The reminder worker, and (unless switched off for tests) its schedule; `clock` says what time it is. */
export async function startDailyReminders(
  deps: DeliveryDeps,
  options: { schedule: boolean; clock: Clock },
): Promise<void> {
  await deps.jobs.work(REMINDER_QUEUE, async () => {
    const now = options.clock.now();
    // Trouble with one kind must not hold up the other. A failed run is retried by the queue; both kinds
    // claim before they send, so nobody hears anything twice.
    const failures: unknown[] = [];
    for (const send of [sendDueReminders, sendChoreReminders])
      await send(deps, now).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  });
  if (options.schedule) await deps.jobs.schedule(REMINDER_QUEUE, REMINDER_CRON);
}
