import type { PersonKey, SpaceKey } from './household';

// The demo household's last seven days, as plain data: day 0 is today, -6 the day Maya set up the home.
// The seeder plays it through the app's own services in this order; what is left open today is what a
// person signing in finds waiting.

/** How a daily task ended up: still to do, done (not sent), waiting for review, approved, or sent back. */
export type DailyOutcome = 'to_do' | 'done' | 'waiting' | 'approved' | 'sent_back' | 'sent_back_then_approved';

export type DailyPlan = {
  day: number;
  who: PersonKey;
  space: SpaceKey;
  title: string;
  minutes: number;
  points: number;
  outcome: DailyOutcome;
  /** For a task sent back: what Maya wrote. */
  reason?: string;
};

// Kept one task per line, like a diary: Prettier would put every value of a task on its own line.
// prettier-ignore
export const DAILY_TASKS: readonly DailyPlan[] = [
  { day: -5, who: 'zoe', space: 'bedroom', title: 'Make the bed', minutes: 5, points: 10, outcome: 'approved' },
  { day: -5, who: 'leo', space: 'living', title: 'Toys into the bins', minutes: 10, points: 15, outcome: 'approved' },
  { day: -5, who: 'daniel', space: 'kitchen', title: 'Empty the recycling', minutes: 10, points: 10, outcome: 'approved' },
  { day: -5, who: 'maya', space: 'kitchen', title: 'Wipe the counters', minutes: 10, points: 10, outcome: 'done' },
  { day: -4, who: 'zoe', space: 'bedroom', title: 'Put books back on the shelf', minutes: 10, points: 15, outcome: 'approved' },
  { day: -4, who: 'leo', space: 'living', title: 'Shoes on the rack', minutes: 5, points: 10, outcome: 'approved' },
  { day: -4, who: 'daniel', space: 'garage', title: 'Sweep the garage floor', minutes: 20, points: 25, outcome: 'approved' },
  { day: -3, who: 'zoe', space: 'bedroom', title: 'Clear the desk', minutes: 10, points: 15, outcome: 'sent_back_then_approved', reason: 'Nearly! The snack plates are still on the desk.' },
  { day: -3, who: 'leo', space: 'bedroom', title: 'Make the bed', minutes: 5, points: 10, outcome: 'approved' },
  { day: -3, who: 'maya', space: 'living', title: 'Fold the blankets into the basket', minutes: 5, points: 10, outcome: 'done' },
  { day: -2, who: 'leo', space: 'living', title: 'Lego back in its box', minutes: 15, points: 20, outcome: 'sent_back', reason: 'Half the Lego is still under the sofa.' },
  { day: -2, who: 'zoe', space: 'bedroom', title: 'Hang up school clothes', minutes: 5, points: 10, outcome: 'approved' },
  { day: -2, who: 'daniel', space: 'kitchen', title: 'Wipe the stove top', minutes: 10, points: 15, outcome: 'approved' },
  { day: -1, who: 'zoe', space: 'bedroom', title: 'Make the bed', minutes: 5, points: 10, outcome: 'approved' },
  { day: -1, who: 'leo', space: 'living', title: 'Toys into the bins', minutes: 10, points: 15, outcome: 'approved' },
  { day: -1, who: 'daniel', space: 'garage', title: 'Sort the screw drawer', minutes: 15, points: 20, outcome: 'approved' },
  { day: -1, who: 'daniel', space: 'kitchen', title: 'Take the bottles to recycling', minutes: 10, points: 10, outcome: 'to_do' },
  { day: -1, who: 'maya', space: 'kitchen', title: 'Clear the mail pile', minutes: 10, points: 15, outcome: 'done' },
  { day: 0, who: 'zoe', space: 'bedroom', title: 'Make the bed', minutes: 5, points: 10, outcome: 'waiting' },
  { day: 0, who: 'zoe', space: 'bedroom', title: 'Pack the school bag', minutes: 10, points: 10, outcome: 'to_do' },
  { day: 0, who: 'leo', space: 'living', title: 'Shoes on the rack', minutes: 5, points: 10, outcome: 'to_do' },
  { day: 0, who: 'daniel', space: 'garage', title: 'Hang the bikes on the wall hooks', minutes: 15, points: 20, outcome: 'to_do' },
  { day: 0, who: 'maya', space: 'kitchen', title: "Write the week's meals on the fridge list", minutes: 10, points: 10, outcome: 'to_do' },
  { day: 0, who: 'maya', space: 'living', title: 'Clear the coffee table', minutes: 5, points: 10, outcome: 'to_do' },
];

/** Starter tasks Maya ticked off on the day she made the home (by their place in her list that day). */
export const STARTER_TASKS_DONE_ON_DAY_ONE = 2;

/** An assignment of one of the space's open tasks (chosen in plan order when played). */
export type AssignmentPlan = {
  who: Exclude<PersonKey, 'maya'>;
  space: SpaceKey;
  assignedDay: number;
  outcome: 'pending' | 'waiting' | 'approved';
  submittedDay?: number;
};

export const ASSIGNMENTS: readonly AssignmentPlan[] = [
  { who: 'zoe', space: 'bedroom', assignedDay: -5, outcome: 'approved', submittedDay: -4 },
  { who: 'leo', space: 'living', assignedDay: -4, outcome: 'approved', submittedDay: -3 },
  { who: 'daniel', space: 'garage', assignedDay: -3, outcome: 'approved', submittedDay: -1 },
  { who: 'leo', space: 'bedroom', assignedDay: -1, outcome: 'waiting', submittedDay: 0 },
  { who: 'zoe', space: 'bedroom', assignedDay: -1, outcome: 'pending' },
  { who: 'leo', space: 'living', assignedDay: -1, outcome: 'pending' },
];

/**
 * Upkeep done in each space: `task` 0 is the space's most frequent upkeep task, 1 the next, and so on;
 * each is marked complete on the listed days, by the listed people in turn. The most frequent one stops
 * after a few days, so it is overdue today.
 */
export type UpkeepPlan = { space: SpaceKey; task: number; days: readonly number[]; by: readonly PersonKey[] };

export const UPKEEP: readonly UpkeepPlan[] = [
  { space: 'kitchen', task: 0, days: [-6, -4], by: ['maya', 'daniel'] },
  { space: 'kitchen', task: 1, days: [-1], by: ['daniel'] },
  { space: 'living', task: 0, days: [-6, -5, -4], by: ['leo', 'zoe', 'leo'] },
  { space: 'living', task: 1, days: [-2], by: ['zoe'] },
  { space: 'living', task: 2, days: [-1], by: ['maya'] },
  { space: 'bedroom', task: 0, days: [-6, -5], by: ['zoe', 'leo'] },
  { space: 'bedroom', task: 1, days: [-2], by: ['zoe'] },
  { space: 'garage', task: 0, days: [-3], by: ['daniel'] },
];

export type LessonPlan = { who: PersonKey; lessonId: number; day: number; seconds: number };

export const LESSONS: readonly LessonPlan[] = [
  { who: 'maya', lessonId: 1, day: -6, seconds: 310 },
  { who: 'maya', lessonId: 2, day: -5, seconds: 280 },
  { who: 'maya', lessonId: 3, day: -3, seconds: 415 },
  { who: 'maya', lessonId: 4, day: -1, seconds: 350 },
  { who: 'daniel', lessonId: 1, day: -4, seconds: 260 },
  { who: 'daniel', lessonId: 2, day: -2, seconds: 390 },
  { who: 'zoe', lessonId: 1, day: -2, seconds: 240 },
];

export type TodoPlan = { who: PersonKey; task: string; minutes: number; addedDay: number; doneDay?: number };

export const TODOS: readonly TodoPlan[] = [
  { who: 'maya', task: 'Return the library books', minutes: 15, addedDay: -6, doneDay: -5 },
  { who: 'maya', task: 'Buy drawer dividers for the kitchen', minutes: 20, addedDay: -6 },
  { who: 'maya', task: 'Donate the bag of outgrown clothes', minutes: 30, addedDay: -5, doneDay: -2 },
  { who: 'maya', task: 'Label the pantry shelves', minutes: 15, addedDay: -3 },
  { who: 'daniel', task: 'Take the old paint tins to the recycling centre', minutes: 45, addedDay: -5, doneDay: -3 },
  { who: 'daniel', task: 'Fix the wobbly garage shelf', minutes: 30, addedDay: -4 },
];
