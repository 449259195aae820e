import { dayNumber, isIsoDate } from './time';

// The streak on the lesson path (01 §2): the original always showed 0. Ours counts the days in a row on
// which the person finished something: a lesson, a daily task, a to-do item or an area's upkeep.

export type Streak = {
  /** Days in a row, ending today, or ending yesterday while today has nothing yet. */
  current: number;
  /** Whether today already counts; until it does, the streak is kept but not yet extended. */
  activeToday: boolean;
};

/**
 * The current streak from the days with activity (YYYY-MM-DD, any order, duplicates allowed) and the
 * person's own today. A streak is not broken until a whole day passes with nothing done: at 9 in the
 * morning, yesterday's streak still stands. Days after today (a clock that runs ahead) and anything that
 * is not a calendar date are ignored.
 */
export function currentStreak(activeDays: readonly string[], today: string): Streak {
  const todayNumber = dayNumber(today);
  const days = new Set<number>();
  for (const day of activeDays) if (isIsoDate(day)) days.add(dayNumber(day));

  const activeToday = days.has(todayNumber);
  let day = activeToday ? todayNumber : todayNumber - 1;
  let current = 0;
  while (days.has(day)) {
    current += 1;
    day -= 1;
  }
  return { current, activeToday };
}
