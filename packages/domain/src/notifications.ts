import { DEFAULT_PREFERENCES, PREFERRED_TASK_TIMES, type PreferredTaskTime } from './constants';

// When push notifications go out (issue 9): the kinds a person can switch off, and the daily reminder's
// clock, computed in the person's own time zone so it arrives in their morning, not the server's.

/** The kinds of notification a person can switch off, in the order the settings screen lists them. */
export const NOTIFICATION_KINDS = [
  'review_result',
  'submitted_for_approval',
  'assigned',
  'daily_reminder',
  // A chore turn at its due time, and an organizer's nudge about an overdue one (issue 17).
  'chore_reminders',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The local hour the daily reminder goes out for each preferred task time. */
export const REMINDER_HOURS: Readonly<Record<PreferredTaskTime, number>> = { morning: 8, afternoon: 13, evening: 18 };

/** From this local hour on, a reminder not yet sent waits for tomorrow: nobody wants a nudge at midnight. */
export const REMINDER_QUIET_FROM_HOUR = 22;

/** The furthest any time zone is ahead of UTC (Pacific/Kiritimati, UTC+14). */
const LATEST_UTC_OFFSET_MS = 14 * 3_600_000;

/** The reminder hour of a preferred task time; anything unknown (or no preferences yet) counts as morning. */
export function reminderHour(preferredTaskTime: string | null | undefined): number {
  const time = (PREFERRED_TASK_TIMES as readonly string[]).includes(preferredTaskTime ?? '')
    ? (preferredTaskTime as PreferredTaskTime)
    : DEFAULT_PREFERENCES.preferred_task_time;
  return REMINDER_HOURS[time];
}

/** True for a time zone name this runtime knows (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) and the hour (0–23) on a wall clock in `timeZone` at `now`. */
export function localClock(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The latest calendar date anywhere on Earth at `now`. Everyone whose reminder may be due has last been
 * reminded before it (or never), which lets the database narrow the people to look at with an index.
 */
export function latestLocalDate(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

export type ReminderState = {
  now: Date;
  timeZone: string;
  preferredTaskTime: string | null | undefined;
  /** The person's own date of the last reminder (YYYY-MM-DD), or null when none went out yet. */
  lastRemindedOn: string | null;
};

/**
 * Whether the daily reminder is due: at or after the reminder hour on the person's clock, before the quiet
 * hours, and not yet sent on their today. `localToday` is the date to record once it is sent.
 */
export function isReminderDue(state: ReminderState): { due: boolean; localToday: string } {
  const { date, hour } = localClock(state.now, state.timeZone);
  const inWindow = hour >= reminderHour(state.preferredTaskTime) && hour < REMINDER_QUIET_FROM_HOUR;
  const notYetToday = state.lastRemindedOn === null || state.lastRemindedOn < date;
  return { due: inWindow && notYetToday, localToday: date };
}
