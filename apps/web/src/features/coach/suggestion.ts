import {
  DAILY_TASK_MINUTES,
  DAILY_TASK_POINTS,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  type TaskCategory,
} from '@tidy/domain/constants';
import type { DailyTaskInput } from '@tidy/domain/validation';

/** A task the coach suggests (planner, subtasks, quick wins); points are already worked out. */
export type Suggestion = {
  title: string;
  description: string;
  category: TaskCategory;
  priority: number;
  estimated_time: number;
  points: number;
};

/** The daily-tasks endpoint takes at most this many tasks per call. */
export const DAILY_TASKS_PER_REQUEST = 10;

const clampWhole = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.round(value) : min));

/**
 * A suggestion as a daily task of your own (sent with origin 'coach', which allows 1–480 minutes).
 * Whatever the coach answered, the task fits the daily task's limits.
 */
export function suggestionAsDailyTask(suggestion: Suggestion): DailyTaskInput {
  const description = suggestion.description.trim().slice(0, MAX_DESCRIPTION_LENGTH);
  return {
    title: suggestion.title.trim().slice(0, MAX_TITLE_LENGTH),
    ...(description ? { description } : {}),
    estimated_time: clampWhole(suggestion.estimated_time, 1, DAILY_TASK_MINUTES.max),
    points: clampWhole(suggestion.points, DAILY_TASK_POINTS.min, DAILY_TASK_POINTS.max),
  };
}

/** The picked suggestions, in the order the coach gave them. */
export function pickedSuggestions(suggestions: readonly Suggestion[], picked: ReadonlySet<number>): Suggestion[] {
  return suggestions.filter((_suggestion, index) => picked.has(index));
}

/** Minutes and points of a set of suggestions together. */
export function suggestionTotals(suggestions: readonly Suggestion[]): { minutes: number; points: number } {
  return suggestions.reduce(
    (total, suggestion) => ({
      minutes: total.minutes + Math.max(0, suggestion.estimated_time),
      points: total.points + Math.max(0, suggestion.points),
    }),
    { minutes: 0, points: 0 },
  );
}

/** Splits a list into groups of at most `size`, for endpoints that take a limited number at once. */
export function inBatches<T>(items: readonly T[], size = DAILY_TASKS_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Every index, so a fresh list starts with everything picked. */
export function allPicked(suggestions: readonly Suggestion[]): Set<number> {
  return new Set(suggestions.map((_suggestion, index) => index));
}
