import { DEFAULT_SUBMISSION_STATUS, type SubmissionStatus } from '@tidy/domain/constants';
import { dailyTaskState, type TaskState } from '@tidy/domain/task-state';
import type { DailyTask } from './api/get-daily-tasks';

export type DailyTaskState = Pick<DailyTask, 'is_completed'> & {
  /** Older rows may have none: spec 02 §3 treats that as a draft. */
  submission_status: SubmissionStatus | null | undefined;
};

export type DailyTaskActions = {
  /** Not done yet and never submitted. */
  complete: boolean;
  /** Done but not submitted: may go back to not done (spec 02 §4). */
  uncomplete: boolean;
  /** Done and not submitted, or sent back by the organizer. */
  submit: boolean;
};

function statusOf(task: DailyTaskState): SubmissionStatus {
  return task.submission_status ?? DEFAULT_SUBMISSION_STATUS;
}

/** What a member may do with one of their daily tasks, for the buttons and the swipes alike. */
export function dailyTaskActions(task: DailyTaskState): DailyTaskActions {
  const status = statusOf(task);
  const draft = status === 'draft';
  return {
    complete: draft && !task.is_completed,
    uncomplete: draft && task.is_completed,
    submit: (draft && task.is_completed) || status === 'rejected',
  };
}

/** The review badge: none for a draft (its tick box says whether it is done); else the one vocabulary's state. */
export function dailyTaskBadge(task: DailyTaskState): TaskState | null {
  const state = dailyTaskState(task);
  return state === 'to_do' || state === 'done' ? null : state;
}

/** Today's progress card counts tasks done, whatever their review state. */
export function completedCount(tasks: readonly Pick<DailyTask, 'is_completed'>[]): number {
  return tasks.filter((task) => task.is_completed).length;
}
