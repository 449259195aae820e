import { describe, expect, it } from 'vitest';
import {
  assignmentState,
  dailyTaskState,
  needsAction,
  priorityLabel,
  TASK_STATE_LABELS,
  todayRank,
  type TaskState,
  type TodayKind,
} from './task-state';

describe('one vocabulary of task states', () => {
  it.each([
    [{ is_completed: false, submission_status: 'draft' }, 'To do'],
    [{ is_completed: false, submission_status: null }, 'To do'],
    [{ is_completed: true, submission_status: 'draft' }, 'Done'],
    [{ is_completed: true, submission_status: 'submitted' }, 'Waiting for review'],
    [{ is_completed: true, submission_status: 'approved' }, 'Approved'],
    [{ is_completed: true, submission_status: 'rejected' }, 'Sent back'],
  ])('a daily task %o is "%s"', (task, label) => {
    expect(TASK_STATE_LABELS[dailyTaskState(task)]).toBe(label);
  });

  it.each([
    ['pending', 'To do'],
    ['submitted', 'Waiting for review'],
    ['approved', 'Approved'],
    ['rejected', 'Sent back'],
  ])('an assignment %s is "%s", the same words as a daily task', (status, label) => {
    expect(TASK_STATE_LABELS[assignmentState(status)]).toBe(label);
  });

  it.each([
    [1, 'Low priority'],
    [2, 'Medium priority'],
    [3, 'High priority'],
    [4, 'Top priority'],
    [9, 'Top priority'],
    [0, 'Low priority'],
  ])('priority %i reads "%s"', (priority, label) => {
    expect(priorityLabel(priority)).toBe(label);
  });
});

describe("Today's order", () => {
  const item = (kind: TodayKind, state: TaskState, overdue = false) => ({ kind, state, overdue });
  it('puts what was sent back first and what is finished last', () => {
    const ordered = [
      item('daily', 'approved'),
      item('daily', 'waiting'),
      item('daily', 'done'),
      item('upkeep', 'to_do'),
      item('daily', 'to_do'),
      item('assignment', 'to_do'),
      item('upkeep', 'to_do', true),
      item('assignment', 'sent_back'),
    ].sort((a, b) => todayRank(a) - todayRank(b));
    expect(ordered.map((entry) => `${entry.kind}:${entry.state}${entry.overdue ? ':overdue' : ''}`)).toEqual([
      'assignment:sent_back',
      'upkeep:to_do:overdue',
      'assignment:to_do',
      'daily:to_do',
      'upkeep:to_do',
      'daily:done',
      'daily:waiting',
      'daily:approved',
    ]);
  });

  it('counts a day as empty when nothing asks for action', () => {
    expect(needsAction({ state: 'to_do' })).toBe(true);
    expect(needsAction({ state: 'sent_back' })).toBe(true);
    expect(needsAction({ state: 'done' })).toBe(true);
    expect(needsAction({ state: 'waiting' })).toBe(false);
    expect(needsAction({ state: 'approved' })).toBe(false);
  });
});
