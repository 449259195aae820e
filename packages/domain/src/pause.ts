import { z } from 'zod';
import {
  firstDueOn,
  isScheduled,
  nextDueOn,
  occurrencesBetween,
  scheduledOnOrAfter,
  type Completion,
  type RecurrenceRule,
} from './recurrence';
import { type Streak } from './streak';
import { addDays, dayNumber, isIsoDate } from './time';
import { daysBetween } from './upkeep';

// Household pauses: a holiday, a move, a new baby. While a pause lasts nothing falls due and no streak
// breaks. A pause is two calendar days, both included, in the household's own calendar (YYYY-MM-DD).
//
// How a pause moves a chore depends on its kind, so the schedule stays the one the household chose:
// - scheduled kinds (every_n_days, weekdays, monthly) skip the turns inside the pause: the chore is next
//   due on its first scheduled date after the pause ("bins on Tuesday" stays on a Tuesday);
// - after_done has no schedule to keep, so its due date moves to the day after the pause ends.

export type Pause = { from: string; to: string };

/** Long enough for any holiday or a year abroad; a longer one is a chore to delete, not to pause. */
export const MAX_PAUSE_DAYS = 366;

/** A household pause, as the "Pause chores" form and the server check it. */
export const pauseInput = z
  .object({
    from: z
      .string({ error: 'Choose the first day of the pause.' })
      .refine(isIsoDate, 'Choose the first day of the pause.'),
    to: z.string({ error: 'Choose the last day of the pause.' }).refine(isIsoDate, 'Choose the last day of the pause.'),
  })
  // Both checks report on `to`, the field a person changes to fix them; with a bad date they wait for it.
  .refine(({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) >= 0, {
    message: 'The pause must end on or after the day it starts.',
    path: ['to'],
  })
  .refine(({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) < MAX_PAUSE_DAYS, {
    message: `A pause can last at most ${MAX_PAUSE_DAYS} days.`,
    path: ['to'],
  });
export type PauseInput = z.output<typeof pauseInput>;

/** Whether `date` falls inside any of the pauses (both ends included). */
export function isPausedOn(pauses: readonly Pause[], date: string): boolean {
  const day = dayNumber(date);
  return pauses.some((pause) => dayNumber(pause.from) <= day && day <= dayNumber(pause.to));
}

/**
 * `date` itself when no pause holds it, otherwise the day after the pause ends. Pauses that meet or
 * overlap are followed one after the other, so the answer is the first day free of all of them.
 */
export function shiftOutOfPauses(date: string, pauses: readonly Pause[]): string {
  let day = date;
  // Each step moves past the end of a pause, so this ends after at most one step per pause.
  for (let pause = pauseHolding(pauses, day); pause; pause = pauseHolding(pauses, day)) day = addDays(pause.to, 1);
  return day;
}

function pauseHolding(pauses: readonly Pause[], date: string): Pause | undefined {
  const day = dayNumber(date);
  return pauses.find((pause) => dayNumber(pause.from) <= day && day <= dayNumber(pause.to));
}

/** A scheduled chore's first date on or after `date` that no pause holds. */
function firstScheduledOutsidePauses(
  rule: RecurrenceRule,
  anchorOn: string,
  date: string,
  pauses: readonly Pause[],
): string {
  if (!isScheduled(rule)) return shiftOutOfPauses(date, pauses);
  let due = date;
  // The first free day may not be a scheduled one, and the next scheduled one may be in another pause.
  while (isPausedOn(pauses, due)) due = scheduledOnOrAfter(rule, anchorOn, shiftOutOfPauses(due, pauses));
  return due;
}

/** firstDueOn, with the household's pauses: a new chore is not due while the household is away. */
export function firstDueOnWithPauses(
  rule: RecurrenceRule,
  anchorOn: string,
  householdPauses: readonly Pause[],
): string {
  return firstScheduledOutsidePauses(rule, anchorOn, firstDueOn(rule, anchorOn), householdPauses);
}

/**
 * nextDueOn, with the household's pauses: a scheduled chore skips its turns inside a pause and is next
 * due on its first scheduled date after it; an after_done chore is due the day after the pause ends.
 */
export function nextDueOnWithPauses(
  rule: RecurrenceRule,
  completion: Completion,
  householdPauses: readonly Pause[],
): string {
  return firstScheduledOutsidePauses(rule, completion.anchorOn, nextDueOn(rule, completion), householdPauses);
}

/**
 * occurrencesBetween, with the household's pauses, for calendar views: scheduled turns inside a pause are
 * left out; an after_done due date inside one shows on the day after the pause ends (if that is in range).
 */
export function occurrencesBetweenWithPauses(
  rule: RecurrenceRule,
  anchorOn: string,
  from: string,
  to: string,
  householdPauses: readonly Pause[],
): string[] {
  if (isScheduled(rule)) {
    return occurrencesBetween(rule, anchorOn, from, to).filter((date) => !isPausedOn(householdPauses, date));
  }
  const due = shiftOutOfPauses(addDays(anchorOn, rule.interval), householdPauses);
  return daysBetween(from, due) >= 0 && daysBetween(due, to) >= 0 ? [due] : [];
}

export type PausedStreak = Streak & {
  /** Today is inside a pause: the streak is frozen, so nothing needs doing today to keep it. */
  pausedToday: boolean;
};

/**
 * currentStreak (streak.ts), with pauses frozen rather than broken: a paused day is stepped over as if it
 * were not on the calendar, so it neither adds to the streak nor ends it, whatever was done that day.
 * As in currentStreak, a today with nothing yet keeps yesterday's streak, and odd dates are ignored.
 */
export function currentStreakWithPauses(
  activeDays: readonly string[],
  today: string,
  pauses: readonly Pause[],
): PausedStreak {
  const todayNumber = dayNumber(today);
  const ranges = pauses.map((pause) => [dayNumber(pause.from), dayNumber(pause.to)] as const);
  const paused = (day: number) => ranges.some(([from, to]) => from <= day && day <= to);
  const days = new Set<number>();
  for (const day of activeDays) if (isIsoDate(day)) days.add(dayNumber(day));

  const pausedToday = paused(todayNumber);
  const activeToday = !pausedToday && days.has(todayNumber);
  let day = activeToday || pausedToday ? todayNumber : todayNumber - 1;
  let current = 0;
  // Ends: pauses are finite, so walking back soon reaches a day that is neither paused nor active.
  for (;;) {
    if (paused(day)) day -= 1;
    else if (days.has(day)) {
      current += 1;
      day -= 1;
    } else break;
  }
  return { current, activeToday, pausedToday };
}
