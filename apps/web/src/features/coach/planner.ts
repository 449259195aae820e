import {
  DEFAULT_PLANNER_MINUTES,
  DEFAULT_PLANNER_TASK_TYPE,
  PLANNER_DIFFICULTY_BY_PRIORITY,
  type PlannerMinutes,
  type PlannerPriority,
  type PlannerTaskType,
  type TaskDifficulty,
} from '@tidy/domain/constants';

// The AI task planner (spec 02 §9): 15, 30 or 45 minutes; Quick, Important or Deep (sent as easy,
// medium or hard); declutter, organize, clean or rearrange; and, if given, what to tackle.

export type PlannerChoices = {
  minutes: PlannerMinutes;
  priority: PlannerPriority;
  taskType: PlannerTaskType;
  focus: string;
};

export const DEFAULT_PLANNER_CHOICES: PlannerChoices = {
  minutes: DEFAULT_PLANNER_MINUTES,
  priority: 'quick',
  taskType: DEFAULT_PLANNER_TASK_TYPE,
  focus: '',
};

export const PRIORITY_LABELS: Record<PlannerPriority, { label: string; hint: string }> = {
  quick: { label: 'Quick', hint: 'Easy' },
  important: { label: 'Important', hint: 'Medium' },
  deep: { label: 'Deep', hint: 'Hard' },
};

export const TASK_TYPE_LABELS: Record<PlannerTaskType, string> = {
  declutter: 'Declutter',
  organize: 'Organize',
  clean: 'Clean',
  rearrange: 'Rearrange',
};

export const DIFFICULTY_LABELS: Record<TaskDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The limit of "What do you want to tackle?" (the server's taskDescription). */
export const MAX_FOCUS_LENGTH = 500;

export type SubtaskRequest = {
  taskDescription?: string;
  targetTime: number;
  difficulty: TaskDifficulty;
  category?: PlannerTaskType;
};

/** The planner's choices as the body of POST /spaces/{id}/coach/subtasks. */
export function plannerRequest(choices: PlannerChoices): SubtaskRequest {
  const focus = choices.focus.trim().slice(0, MAX_FOCUS_LENGTH);
  return {
    targetTime: choices.minutes,
    difficulty: PLANNER_DIFFICULTY_BY_PRIORITY[choices.priority],
    category: choices.taskType,
    ...(focus ? { taskDescription: focus } : {}),
  };
}

/** The subtask control's defaults: a 15-minute, medium task broken into steps. */
export const SUBTASK_TARGET_MINUTES = 15;
export const DEFAULT_SUBTASK_DIFFICULTY: TaskDifficulty = 'medium';

/** The subtask control as a request, or the problem with what was typed. */
export function subtaskRequest(
  taskDescription: string,
  difficulty: TaskDifficulty,
): { ok: true; request: SubtaskRequest } | { ok: false; problem: string } {
  const text = taskDescription.trim();
  if (text === '') return { ok: false, problem: 'Describe the task you want to break into steps.' };
  if (text.length > MAX_FOCUS_LENGTH) {
    return { ok: false, problem: `Keep the task under ${MAX_FOCUS_LENGTH} characters.` };
  }
  return { ok: true, request: { taskDescription: text, targetTime: SUBTASK_TARGET_MINUTES, difficulty } };
}
