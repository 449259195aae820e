import { dayNumber } from './time';

// How an upkeep task's due day reads (upkeep.ts has the rest of the rules). Apart from upkeep.ts, which carries
// zod schemas, so that a screen showing due days (Today) does not download zod.

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** When it is due, in words: "Due today", "Due tomorrow", "Due in 3 days", "2 days overdue". */
export function dueLabel(nextDue: string, today: string, lastDoneOn: string | null): string {
  const days = daysBetween(today, nextDue);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${plural(days, 'day')}`;
  // Never done: waiting since it was added, which is not the same as missing a turn.
  if (lastDoneOn === null) return 'Due now';
  return `${plural(-days, 'day')} overdue`;
}
