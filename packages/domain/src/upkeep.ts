import { z } from 'zod';
import { addDays } from './time';
import { singleLineText } from './text';
import { daysBetween } from './upkeep-due';

export { daysBetween, dueLabel } from './upkeep-due';

// Recurring upkeep (spec 02 §2 sub-space screen): how a task's due day reads and whether it is done for now.
// The due day itself is the open turn of the task's chore, placed by recurrence.ts ("N days after it was last
// done", decision 021); these helpers only present it.
// Every date is the household's own calendar day as YYYY-MM-DD; "today" comes from the person's device,
// so time zones are settled before these rules run (todayIsoDate in time.ts). The arithmetic is done on
// UTC midnights, where every day has 24 hours: no daylight-saving shift can move a date.

export const UPKEEP_STATUSES = ['completed', 'overdue', 'pending'] as const;
export type UpkeepStatus = (typeof UPKEEP_STATUSES)[number];

/** How often a task repeats, in days: daily up to once a year. */
export const UPKEEP_INTERVAL_DAYS = { min: 1, max: 365, default: 7 } as const;
export const MAX_UPKEEP_TASK_NAME_LENGTH = 80;
/** Enough for any real area; a cap keeps one area's list readable and its page fast. */
export const MAX_UPKEEP_TASKS_PER_AREA = 50;

/** Due today or earlier: what an area counts as "due" and a to-do list shows (done-ahead tasks are not). */
export function isUpkeepDue(nextDue: string, today: string): boolean {
  return daysBetween(today, nextDue) <= 0;
}

// The golden-ratio sequence in whole numbers: step i lands at (i × 40503) mod 65536 on a circle of 65536,
// and 65536 / 40503 ≈ φ. Any run of steps leaves the circle evenly covered (the three-gap theorem), so
// tasks that share an interval land on days spread over it instead of bunching; integers keep it exact.
const GOLDEN_STEP = 40_503;
const CIRCLE = 65_536;

/**
 * How many days after the start each of a new space's starting tasks is first due, given their intervals
 * in the order they are added. The i-th task lands at the i-th point of the golden-ratio sequence along its
 * own interval, so a task repeating every n days starts within 0..n-1 days and, of the tasks sharing an
 * interval n, about 1/n start on any one day — the load of a settled space from day one, not everything at
 * once. The first task and every daily task (n = 1) are due today.
 */
export function firstDueOffsets(intervals: readonly number[]): number[] {
  return intervals.map((intervalDays, index) => {
    const point = (index * GOLDEN_STEP) % CIRCLE;
    return Math.floor((point * intervalDays) / CIRCLE);
  });
}

/** firstDueOffsets as the household's dates: each starting task's first_due_on, counted from `today`. */
export function firstDueDates(intervals: readonly number[], today: string): string[] {
  return firstDueOffsets(intervals).map((offset) => addDays(today, offset));
}

/**
 * completed: done within the current interval (today is before the next due date);
 * overdue: today is past the due date; pending: due today, or never done yet.
 */
export function upkeepStatus(nextDue: string, today: string, lastDoneOn: string | null): UpkeepStatus {
  if (lastDoneOn === null) return 'pending';
  const days = daysBetween(today, nextDue);
  if (days > 0) return 'completed';
  if (days < 0) return 'overdue';
  return 'pending';
}

const INTERVAL_MESSAGE = `Choose a whole number of days from ${UPKEEP_INTERVAL_DAYS.min} to ${UPKEEP_INTERVAL_DAYS.max}.`;

/** A new upkeep task, as the "Add New Task" form and the server check it. */
export const upkeepTaskInput = z.object({
  name: singleLineText(
    z
      .string({ error: 'Please enter a task name.' })
      .trim()
      .min(1, 'Please enter a task name.')
      .max(MAX_UPKEEP_TASK_NAME_LENGTH, `The name must be ${MAX_UPKEEP_TASK_NAME_LENGTH} characters or fewer.`),
  ),
  interval_days: z
    .number({ error: INTERVAL_MESSAGE })
    .int(INTERVAL_MESSAGE)
    .min(UPKEEP_INTERVAL_DAYS.min, INTERVAL_MESSAGE)
    .max(UPKEEP_INTERVAL_DAYS.max, INTERVAL_MESSAGE),
});
export type UpkeepTaskInput = z.output<typeof upkeepTaskInput>;
