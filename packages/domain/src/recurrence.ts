import { z } from 'zod';
import { addDays, dateOfDayNumber, dayNumber } from './time';
import { UPKEEP_INTERVAL_DAYS } from './upkeep';

// When a recurring household chore is due. Like upkeep.ts, every date is the household's own calendar day
// as YYYY-MM-DD and the arithmetic runs on day numbers (time.ts), so no time zone can move a date; a zone
// only matters for the moment a due day turns overdue (dueInstant). Nothing here reads the clock.
//
// `anchorOn` is the day a chore's schedule counts from: for the scheduled kinds (every_n_days, weekdays,
// monthly) nothing is due before it, and every_n_days repeats from it. For after_done it is the day the
// current wait began (the day it was last done, or its start when it never was), and the chore is due
// `interval` days later.

export const RECURRENCE_KINDS = ['every_n_days', 'weekdays', 'monthly', 'after_done'] as const;
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

/** Weekday numbers as Date#getUTCDay counts them: 0 is Sunday, 6 is Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const INTERVAL_MESSAGE = `Choose a whole number of days from ${UPKEEP_INTERVAL_DAYS.min} to ${UPKEEP_INTERVAL_DAYS.max}.`;
const WEEKDAY_MESSAGE = 'Choose days of the week from Sunday to Saturday.';
const MONTH_DAY_MESSAGE = 'Choose a day of the month from 1 to 31, or the last day.';

// The same limits as upkeep tasks: daily up to once a year, so both kinds of repeating work read alike.
const intervalDays = z
  .number({ error: INTERVAL_MESSAGE })
  .int(INTERVAL_MESSAGE)
  .min(UPKEEP_INTERVAL_DAYS.min, INTERVAL_MESSAGE)
  .max(UPKEEP_INTERVAL_DAYS.max, INTERVAL_MESSAGE);

// Every branch of the union carries the message: zod reports the branch that came closest, not the union's.
const monthDay = z.union(
  [
    z.number({ error: MONTH_DAY_MESSAGE }).int(MONTH_DAY_MESSAGE).min(1, MONTH_DAY_MESSAGE).max(31, MONTH_DAY_MESSAGE),
    z.literal('last', { error: MONTH_DAY_MESSAGE }),
  ],
  { error: MONTH_DAY_MESSAGE },
);

const weekday = z
  .number({ error: WEEKDAY_MESSAGE })
  .int(WEEKDAY_MESSAGE)
  .min(0, WEEKDAY_MESSAGE)
  .max(6, WEEKDAY_MESSAGE);

/** How a chore repeats, as the "Repeat" form and the server check it (and as it is stored). */
export const recurrenceRule = z.discriminatedUnion(
  'kind',
  [
    // Every `interval` days from the anchor (1 is every day).
    z.object({ kind: z.literal('every_n_days'), interval: intervalDays }),
    // On these days of each week (0 is Sunday), in any order.
    z.object({
      kind: z.literal('weekdays'),
      days: z
        .array(weekday, { error: 'Choose at least one weekday.' })
        .min(1, 'Choose at least one weekday.')
        .refine((days) => new Set(days).size === days.length, 'Choose each weekday only once.'),
    }),
    // On this day of each month; a day the month lacks (31 in April, 30 in February) is its last day.
    z.object({ kind: z.literal('monthly'), day: monthDay }),
    // `interval` days after it was last done: the schedule follows the household, not the calendar.
    z.object({ kind: z.literal('after_done'), interval: intervalDays }),
  ],
  { error: 'Choose how often the chore repeats.' },
);
export type RecurrenceRule = z.output<typeof recurrenceRule>;
/** The kinds with dates fixed in advance; after_done has only the next one, known once it is done. */
export type ScheduledRule = Exclude<RecurrenceRule, { kind: 'after_done' }>;

/** True for the kinds whose dates are fixed in advance (everything but after_done). */
export function isScheduled(rule: RecurrenceRule): rule is ScheduledRule {
  return rule.kind !== 'after_done';
}

// Rules come from stored rows as well as forms: a bad one (an empty weekday list) must fail loudly here
// instead of looping or quietly scheduling nothing.
function checkedRule<Rule extends RecurrenceRule>(rule: Rule): Rule {
  const result = recurrenceRule.safeParse(rule);
  if (!result.success) {
    throw new RangeError(
      `Not a recurrence rule (${result.error.issues[0]?.message ?? 'invalid'}): ${JSON.stringify(rule)}`,
    );
  }
  return rule;
}

/** 0 (Sunday) to 6 (Saturday) for a day number; day 0, 1970-01-01, was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The day number of a monthly rule's date in the month of `year`/`month` (1–12): short months clamp. */
function monthlyDayNumber(day: number | 'last', year: number, month: number): number {
  const first = dayNumber(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
  // The next month's first day minus this one's: time.ts already knows every leap-year rule.
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const length = dayNumber(`${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-01`) - first;
  return first + (day === 'last' ? length : Math.min(day, length)) - 1;
}

/** The first scheduled day number on or after `start` (already at or after the anchor). */
function scheduledDayOnOrAfter(rule: ScheduledRule, anchor: number, start: number): number {
  switch (rule.kind) {
    case 'every_n_days': {
      const steps = Math.ceil((start - anchor) / rule.interval);
      return anchor + steps * rule.interval;
    }
    case 'weekdays': {
      // At most six steps: some day within any seven is on the list.
      let day = start;
      while (!rule.days.includes(weekdayOf(day))) day += 1;
      return day;
    }
    case 'monthly': {
      const [year, month] = dateOfDayNumber(start).split('-').map(Number) as [number, number];
      const inThisMonth = monthlyDayNumber(rule.day, year, month);
      if (inThisMonth >= start) return inThisMonth;
      // Any day of next month is after `start`, so the answer is there: one step, never a day-by-day scan.
      return month === 12 ? monthlyDayNumber(rule.day, year + 1, 1) : monthlyDayNumber(rule.day, year, month + 1);
    }
  }
}

/**
 * The first scheduled date on or after `date` (and never before the anchor). The building block for
 * skipping: pause.ts uses it to find the first date after a pause.
 */
export function scheduledOnOrAfter(rule: ScheduledRule, anchorOn: string, date: string): string {
  checkedRule(rule);
  const anchor = dayNumber(anchorOn);
  return dateOfDayNumber(scheduledDayOnOrAfter(rule, anchor, Math.max(anchor, dayNumber(date))));
}

/**
 * The scheduled due dates within [from, to], both included and in order, for week and month views. One
 * entry per occurrence, so a daily chore over a year is 365 dates; monthly chores step month by month.
 * For after_done only the one due date the anchor gives (anchor + interval) can be known in advance.
 */
export function occurrencesBetween(rule: RecurrenceRule, anchorOn: string, from: string, to: string): string[] {
  checkedRule(rule);
  const anchor = dayNumber(anchorOn);
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (rule.kind === 'after_done') {
    const due = anchor + rule.interval;
    return due >= first && due <= last ? [dateOfDayNumber(due)] : [];
  }
  const dates: string[] = [];
  for (let day = scheduledDayOnOrAfter(rule, anchor, Math.max(anchor, first)); day <= last;) {
    dates.push(dateOfDayNumber(day));
    day = scheduledDayOnOrAfter(rule, anchor, day + 1);
  }
  return dates;
}

/** The first due date of a new chore: the first scheduled date on or after the anchor. */
export function firstDueOn(rule: RecurrenceRule, anchorOn: string): string {
  checkedRule(rule);
  if (rule.kind === 'after_done') return addDays(anchorOn, rule.interval);
  return scheduledOnOrAfter(rule, anchorOn, anchorOn);
}

export type Completion = {
  /** The day the schedule counts from (see the top of this file). */
  anchorOn: string;
  /** The due date of the occurrence that was just done. */
  previousDueOn: string;
  /** The household's calendar day on which it was done. */
  completedOn: string;
};

/**
 * The next due date once a chore is done. Never a pile of missed copies: a scheduled chore is next due
 * on its first date strictly after both the date it was due and the day it was done, so doing it late
 * skips what was missed and doing it early does not make the same turn due again. after_done counts
 * `interval` days from the day it was done.
 */
export function nextDueOn(rule: RecurrenceRule, { anchorOn, previousDueOn, completedOn }: Completion): string {
  checkedRule(rule);
  if (rule.kind === 'after_done') return addDays(completedOn, rule.interval);
  const latest = Math.max(dayNumber(previousDueOn), dayNumber(completedOn));
  return scheduledOnOrAfter(rule, anchorOn, dateOfDayNumber(latest + 1));
}

// ---------------------------------------------------------------------------------------------------------
// Due time and time zone. Plain Intl, no library: the domain package may import only zod (see
// scripts/eslint/import-boundaries.mjs), and Intl's offset for an instant is all the arithmetic needs. We
// turn a wall time into an instant by trying the offsets on either side of it and checking each one.

const DAY_MS = 86_400_000;
const DUE_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A due time on the household's clock, 'HH:MM' on 24 hours ("18:30"). */
export const dueTimeInput = z
  .string({ error: 'Enter the time as hours and minutes, for example 18:30.' })
  .regex(DUE_TIME, 'Enter the time as hours and minutes, for example 18:30.');

// Building a DateTimeFormat is slow; one per zone is kept, as the zones a household uses are few.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone this runtime does not know, before anything is cached.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at an instant, as milliseconds on a UTC time line (day number × 24 h …). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  const seconds = Number(part('hour')) * 3600 + Number(part('minute')) * 60 + Number(part('second'));
  // Intl shows whole seconds, so the milliseconds of the instant carry over unchanged.
  return dayNumber(date) * DAY_MS + seconds * 1000 + (((instantMs % 1000) + 1000) % 1000);
}

/**
 * The instant at which the wall clock in `timeZone` shows `wallMs`. A wall time shown twice (clocks fall
 * back) takes the earlier instant; one never shown (clocks spring forward) becomes the first instant
 * after the gap, when the clock reads the new time. Assumes at most one clock change within a day of it.
 */
function instantOfWallClock(wallMs: number, timeZone: string): number {
  const offsetBefore = wallClockMs(wallMs - DAY_MS, timeZone) - (wallMs - DAY_MS);
  const offsetAfter = wallClockMs(wallMs + DAY_MS, timeZone) - (wallMs + DAY_MS);
  const matches = [wallMs - offsetBefore, wallMs - offsetAfter].filter(
    (instant) => wallClockMs(instant, timeZone) === wallMs,
  );
  if (matches.length > 0) return Math.min(...matches);

  // In a gap the wall clock jumps past wallMs; find the instant of the jump by halving, a second at a time.
  let early = wallMs - offsetAfter; // still on the old offset: the clock shows a time before the gap
  let late = wallMs - offsetBefore; // already on the new one: the clock shows a time after it
  while (late - early > 1000) {
    const middle = early + Math.floor((late - early) / 2000) * 1000;
    if (wallClockMs(middle, timeZone) >= wallMs) late = middle;
    else early = middle;
  }
  return late;
}

/**
 * The instant a chore due on `dueOn` becomes overdue: `dueTime` ('HH:MM') on that day in the IANA zone
 * `timeZone`, or without a time the end of that day, which is the first instant of the next one. Throws a
 * RangeError for a date, time or zone that is not one.
 */
export function dueInstant(dueOn: string, dueTime: string | null, timeZone: string): Date {
  if (dueTime === null) return new Date(instantOfWallClock(dayNumber(addDays(dueOn, 1)) * DAY_MS, timeZone));
  const match = DUE_TIME.exec(dueTime);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${JSON.stringify(dueTime)}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return new Date(instantOfWallClock(dayNumber(dueOn) * DAY_MS + minutes * 60_000, timeZone));
}

/** Whether, at `now`, a chore due on `dueOn` (at `dueTime`, or by the end of the day) is overdue. */
export function isOverdue(dueOn: string, dueTime: string | null, timeZone: string, now: Date): boolean {
  return now.getTime() >= dueInstant(dueOn, dueTime, timeZone).getTime();
}

// ---------------------------------------------------------------------------------------------------------
// Labels.

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// Lists read Monday first, the way a household's week (and most calendars) run.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "1st", "2nd", "3rd", "4th" … "11th", "12th", "13th" … "21st", "31st". */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** "Mon", "Mon and Thu", "Mon, Wed and Fri". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * A short label for a rule, as a chore list shows it: "Every day", "Every 3 days", "Every week",
 * "Every Saturday", "Mon, Wed and Fri", "Every weekday", "Weekends", "Monthly on the 15th",
 * "Monthly on the last day", "3 days after it was last done".
 */
export function describeRecurrence(rule: RecurrenceRule): string {
  checkedRule(rule);
  switch (rule.kind) {
    case 'every_n_days':
      if (rule.interval === 1) return 'Every day';
      if (rule.interval === 7) return 'Every week';
      // Whole weeks read as weeks ("Every 2 weeks"), which is how people plan them.
      if (rule.interval % 7 === 0) return `Every ${rule.interval / 7} weeks`;
      return `Every ${rule.interval} days`;
    case 'weekdays': {
      const days = WEEK_ORDER.filter((day) => rule.days.includes(day));
      const key = days.join(',');
      if (days.length === 7) return 'Every day';
      if (key === '1,2,3,4,5') return 'Every weekday';
      if (key === '6,0') return 'Weekends';
      if (days.length === 1) return `Every ${WEEKDAY_NAMES[days[0] as number]}`;
      return listOf(days.map((day) => SHORT_WEEKDAYS[day]));
    }
    case 'monthly':
      return rule.day === 'last' ? 'Monthly on the last day' : `Monthly on the ${ordinal(rule.day)}`;
    case 'after_done':
      return rule.interval === 1 ? 'The day after it was last done' : `${rule.interval} days after it was last done`;
  }
}
