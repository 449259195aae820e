import { TOP_TASK_PRIORITY } from './constants';

// One vocabulary for where any task stands, the same on daily tasks, assignments and upkeep, on Today and
// inside a space: To do · Done · Waiting for review · Approved · Sent back.

export const TASK_STATES = ['to_do', 'done', 'waiting', 'approved', 'sent_back'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_STATE_LABELS: Readonly<Record<TaskState, string>> = {
  to_do: 'To do',
  done: 'Done',
  waiting: 'Waiting for review',
  approved: 'Approved',
  sent_back: 'Sent back',
};

/** A daily task: done but not yet sent is "Done"; older rows without a status count as drafts. */
export function dailyTaskState(task: { is_completed: boolean; submission_status: string | null | undefined }): TaskState {
  switch (task.submission_status) {
    case 'submitted':
      return 'waiting';
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'sent_back';
    default:
      return task.is_completed ? 'done' : 'to_do';
  }
}

/** An assignment: pending is "To do" for the person it is assigned to. */
export function assignmentState(status: string): TaskState {
  switch (status) {
    case 'submitted':
      return 'waiting';
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'sent_back';
    default:
      return 'to_do';
  }
}

/** Priorities in words (the planner gives 1 to 4; anything above counts as the top). */
export function priorityLabel(priority: number): string {
  if (priority >= TOP_TASK_PRIORITY) return 'Top priority';
  if (priority === 3) return 'High priority';
  if (priority === 2) return 'Medium priority';
  return 'Low priority';
}

export type TodayKind = 'daily' | 'assignment' | 'upkeep' | 'chore';

/**
 * Where an item stands in Today's one list, lowest first: what was sent back, then what is overdue, then
 * what someone asked of you, then your own plan and what is due today, then what is done and only needs
 * sending, and last what waits for others or is finished.
 */
export function todayRank(item: { kind: TodayKind; state: TaskState; overdue: boolean }): number {
  if (item.state === 'sent_back') return 0;
  if (item.state === 'to_do' && item.overdue) return 1;
  if (item.state === 'to_do' && item.kind === 'assignment') return 2;
  if (item.state === 'to_do' && item.kind === 'daily') return 3;
  if (item.state === 'to_do') return 4;
  if (item.state === 'done') return 5;
  if (item.state === 'waiting') return 6;
  return 7;
}

/** Whether an item still asks something of the person today (the day is "empty" when none does). */
export const needsAction = (item: { state: TaskState }) =>
  item.state === 'to_do' || item.state === 'sent_back' || item.state === 'done';
