import {
  DAILY_TASK_MINUTES,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  QUICK_WINS_PANEL_MINUTES,
  TASK_CATEGORIES,
} from '@tidy/domain/constants';
import { z } from 'zod';
import type { CoachTask, EditTasksInput, EditTasksResult, Motivation } from '../coach';

// What a model's reply must be before the app uses it: the shape (zod), then the household rules a
// schema cannot say (times that add up, quick wins that are quick, ids that exist). A reply that
// fails either is an UnusableReply, and the caller falls back to the builtin coach.

export class UnusableReply extends Error {
  override name = 'UnusableReply';
}

/** Tasks a plan may hold; more would flood the list (the prompts ask for fewer). */
const MAX_PLANNED_TASKS = 8;
const MAX_QUICK_WINS = 5;
const MAX_MOTIVATION_LENGTH = 500;
/** A plan's total may miss the time asked for by this much (builtin plans do the same). */
const TARGET_TIME_TOLERANCE = 0.2;

const modelTask = z.object({
  title: z.string(),
  description: z.string(),
  // Forgive "Declutter" from a small local model; anything else is not a category.
  category: z.string().trim().toLowerCase().pipe(z.enum(TASK_CATEGORIES)),
  priority: z.number(),
  estimated_time: z.number(),
});
type ModelTask = z.infer<typeof modelTask>;

const taskListReply = z.object({ tasks: z.array(modelTask) });
const editReply = z.object({
  understood: z.boolean(),
  message: z.string().trim().min(1),
  tasks: z.array(modelTask.extend({ id: z.string().nullish() })),
});
const line = z.string().trim().min(1).max(MAX_MOTIVATION_LENGTH);
const motivationReply = z.object({ quote: line, dailyTip: line, aiEncouragement: line });

function parse<T>(schema: z.ZodType<T>, reply: unknown): T {
  const result = schema.safeParse(reply);
  if (!result.success) throw new UnusableReply(`the reply does not match the schema: ${z.prettifyError(result.error)}`);
  return result.data;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The task made safe to save: whole minutes and priorities in range, texts trimmed to our limits; null without a title. */
function tidyTask(task: ModelTask): CoachTask | null {
  const title = task.title.trim().slice(0, MAX_TITLE_LENGTH).trim();
  if (title.length === 0) return null;
  return {
    title,
    description: task.description.trim().slice(0, MAX_DESCRIPTION_LENGTH),
    category: task.category,
    priority: clamp(Math.round(task.priority), 1, 4) as CoachTask['priority'],
    estimated_time: clamp(Math.round(task.estimated_time), 1, DAILY_TASK_MINUTES.max),
  };
}

function tidyTasks(tasks: readonly ModelTask[]): CoachTask[] {
  return tasks.map(tidyTask).filter((task): task is CoachTask => task !== null);
}

function nonEmpty<T>(tasks: T[]): T[] {
  if (tasks.length === 0) throw new UnusableReply('the reply has no usable tasks');
  return tasks;
}

/** analyzeSpace: the planned tasks. */
export function plannedTasks(reply: unknown): CoachTask[] {
  return nonEmpty(tidyTasks(parse(taskListReply, reply).tasks).slice(0, MAX_PLANNED_TASKS));
}

/** generateSubtasks: the subtasks, which together must take about the time asked for. */
export function subtasksFor(reply: unknown, targetTime: number): CoachTask[] {
  const tasks = nonEmpty(tidyTasks(parse(taskListReply, reply).tasks).slice(0, MAX_PLANNED_TASKS));
  const total = tasks.reduce((sum, task) => sum + task.estimated_time, 0);
  if (Math.abs(total - targetTime) > targetTime * TARGET_TIME_TOLERANCE) {
    throw new UnusableReply(`the subtasks take ${total} minutes, not about ${targetTime}`);
  }
  return tasks;
}

/** quickWins: only 2–5 minute ideas the person does not already have today. */
export function quickWinIdeas(reply: unknown, existingTitles: readonly string[]): CoachTask[] {
  const existing = new Set(existingTitles.map((title) => title.trim().toLowerCase()));
  const ideas = tidyTasks(parse(taskListReply, reply).tasks).filter(
    (task) =>
      task.estimated_time >= QUICK_WINS_PANEL_MINUTES.min &&
      task.estimated_time <= QUICK_WINS_PANEL_MINUTES.max &&
      !existing.has(task.title.toLowerCase()),
  );
  return nonEmpty(ideas.slice(0, MAX_QUICK_WINS));
}

/**
 * editTasks: the new list. An id is kept only if it was one of the current tasks, and only once;
 * any other task is new. Not understood means the current tasks, unchanged.
 */
export function editedTasks(reply: unknown, input: EditTasksInput): EditTasksResult {
  const edit = parse(editReply, reply);
  if (!edit.understood) return { understood: false, message: edit.message, tasks: input.currentTasks };
  const unclaimed = new Set(input.currentTasks.map((task) => task.id));
  const tasks = edit.tasks.flatMap((proposed) => {
    const task = tidyTask(proposed);
    if (!task) return [];
    if (proposed.id && unclaimed.delete(proposed.id)) return [{ ...task, id: proposed.id }];
    return [task];
  });
  return { understood: true, message: edit.message, tasks: nonEmpty(tasks) };
}

/** dailyMotivation: the three lines of the card. */
export function motivationCard(reply: unknown): Motivation {
  return parse(motivationReply, reply);
}
