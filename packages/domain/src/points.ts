import { TOP_TASK_PRIORITY, XP_PER_LESSON } from './constants';

// Points are always whole and never negative: odd input (NaN, negative,
// fractions) counts as the nearest sensible amount instead of spreading NaN.
function wholeAtLeastZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Points for an AI space task, the original calculate_task_points procedure:
 * higher priority earns a larger base and more per minute.
 */
export function taskPoints(priority: number, estimatedMinutes: number): number {
  const tier = wholeAtLeastZero(priority);
  const minutes = wholeAtLeastZero(estimatedMinutes);
  if (tier >= TOP_TASK_PRIORITY) return 50 + Math.floor(minutes / 10);
  if (tier === 3) return 30 + Math.floor(minutes / 15);
  if (tier === 2) return 20 + Math.floor(minutes / 20);
  return 10 + Math.floor(minutes / 30);
}

/** Points for a task made by the AI planner: five per priority level, at least 5. */
export function generatedTaskPoints(priority: number): number {
  return Math.max(wholeAtLeastZero(priority) * 5, 5);
}

/** Points for a task picked in the quick task selector: two per minute. */
export function quickSelectorPoints(estimatedMinutes: number): number {
  if (!Number.isFinite(estimatedMinutes) || estimatedMinutes <= 0) return 0;
  return Math.round(estimatedMinutes * 2);
}

/** XP shown on the lesson path: 100 for each completed lesson. */
export function lessonXp(completedCount: number): number {
  return wholeAtLeastZero(completedCount) * XP_PER_LESSON;
}
