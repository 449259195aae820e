import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { latestLocalDate } from '@tidy/domain/notifications';
import {
  isSummaryDue,
  lastSentAtMost,
  reportedWeekOn,
  summaryPushText,
  weekdaysAnywhere,
} from '@tidy/domain/weekly-summary';
import type { Database } from '../../db/client';
import { notificationSettings, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { PushSender } from '../../platform/push/sender';
import { claimWeeklySummary, notifyWeeklySummary } from '../notifications/service';
import { weeklySummaryMessage } from './emails';
import { figuresOf, weeklySummary } from './summary';

// The weekly summary, sent by a job every 15 minutes (the daily reminder's pattern): it finds the people whose
// chosen day has come on their own clock, from 08:00, claims each one (one UPDATE, by the notifications
// feature, which owns the settings), and sends what they asked for — the e-mail, the push, or both — made
// from the same summary as the page.

export const SUMMARY_QUEUE = 'weekly-summary';
export const SUMMARY_CRON = '*/15 * * * *';

export type SummaryJobDeps = {
  db: Database;
  jobs: JobQueue;
  push: PushSender;
  logger: Logger;
  mailer: Mailer;
  /** Where the app is, for the e-mail's links. */
  publicUrl: string;
};

/**
 * People who may be due: a day chosen that is today somewhere on Earth, the e-mail or the push on, and
 * nothing sent within a week of the latest date anywhere. The partial index notification_settings_summary_idx.
 */
export function summaryCandidates(db: Database, now: Date) {
  return db
    .select({
      userId: notificationSettings.userId,
      timeZone: notificationSettings.timeZone,
      day: notificationSettings.weeklySummaryDay,
      lastSummaryOn: notificationSettings.lastSummaryOn,
    })
    .from(notificationSettings)
    .where(
      and(
        isNotNull(notificationSettings.weeklySummaryDay),
        inArray(notificationSettings.weeklySummaryDay, weekdaysAnywhere(now)),
        or(
          isNull(notificationSettings.lastSummaryOn),
          lte(notificationSettings.lastSummaryOn, lastSentAtMost(latestLocalDate(now))),
        ),
        or(eq(notificationSettings.weeklySummaryEmail, true), eq(notificationSettings.weeklySummaryPush, true)),
      ),
    );
}

/** Sends every summary due at `now`; returns how many people were sent one. */
export async function sendDueSummaries(deps: SummaryJobDeps, now: Date): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for (const person of await summaryCandidates(db, now)) {
    try {
      const { due, localToday } = isSummaryDue({ now, ...person });
      if (!due || person.day === null) continue;
      const claimed = await claimWeeklySummary(
        db,
        { userId: person.userId, day: person.day, timeZone: person.timeZone },
        localToday,
      );
      if (!claimed) continue;
      if (await sendSummary(deps, person.userId, { now, localToday, ...claimed })) sent += 1;
    } catch (error) {
      // One person's trouble must not stop everyone else's summary.
      deps.logger.warn({ err: error, userId: person.userId }, 'weekly summary not sent');
    }
  }
  return sent;
}

/** The summary of the week up to yesterday, by e-mail and/or push; nothing for someone in no space. */
async function sendSummary(
  deps: SummaryJobDeps,
  userId: string,
  send: { now: Date; localToday: string; email: boolean; push: boolean },
) {
  const summary = await weeklySummary(
    { db: deps.db, clock: { now: () => send.now } },
    userId,
    reportedWeekOn(send.localToday).startsOn,
  );
  if (summary.spaces.length === 0) return false;
  const page = `${deps.publicUrl.replace(/\/$/, '')}/summary?week=${summary.week.starts_on}`;
  if (send.email) {
    const [person] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (person) {
      const settings = `${deps.publicUrl.replace(/\/$/, '')}/settings`;
      await deps.mailer.send(weeklySummaryMessage(person.email, summary, { summary: page, settings }));
    }
  }
  if (send.push) {
    const text = summaryPushText(figuresOf(summary.spaces, summary.week.ongoing));
    await notifyWeeklySummary(deps, userId, {
      ...text,
      url: `/summary?week=${summary.week.starts_on}`,
      tag: 'weekly-summary',
    });
  }
  return true;
}

/** The summary worker, and (unless switched off for tests) its schedule; `clock` says what time it is. */
export async function startWeeklySummaries(
  deps: SummaryJobDeps,
  options: { schedule: boolean; clock: Clock },
): Promise<void> {
  await deps.jobs.work(SUMMARY_QUEUE, async () => {
    await sendDueSummaries(deps, options.clock.now());
  });
  if (options.schedule) await deps.jobs.schedule(SUMMARY_QUEUE, SUMMARY_CRON);
}
