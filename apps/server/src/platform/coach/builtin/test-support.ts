import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, TASK_CATEGORIES } from '@tidy/domain/constants';
import type { CoachTask } from '../coach';

// Shared by the builtin coach's tests: what every task the coach hands out must be.

/** What is wrong with a task the coach returned; empty when it is valid. */
export function taskProblems(task: CoachTask): string[] {
  const problems: string[] = [];
  if (task.title.trim().length === 0) problems.push('empty title');
  if (task.title.length > MAX_TITLE_LENGTH) problems.push(`title longer than ${MAX_TITLE_LENGTH}`);
  if (task.description.length > MAX_DESCRIPTION_LENGTH)
    problems.push(`description longer than ${MAX_DESCRIPTION_LENGTH}`);
  if (!TASK_CATEGORIES.includes(task.category)) problems.push(`unknown category ${task.category}`);
  if (![1, 2, 3, 4].includes(task.priority)) problems.push(`priority ${task.priority}`);
  if (!Number.isInteger(task.estimated_time) || task.estimated_time < 1) problems.push(`time ${task.estimated_time}`);
  return problems.map((problem) => `${task.title}: ${problem}`);
}

export const totalMinutes = (tasks: readonly CoachTask[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);
