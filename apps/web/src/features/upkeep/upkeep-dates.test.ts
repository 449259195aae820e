import { describe, expect, it } from 'vitest';
import { completedToday } from './api/complete-upkeep-task';
import type { UpkeepTask } from './api/get-area';
import { intervalLabel, lastDoneLabel } from './upkeep-dates';

describe('lastDoneLabel', () => {
  it.each([
    [null, 'Never'],
    ['2026-03-01', 'Today'],
    ['2026-02-28', 'Yesterday'],
    ['2026-02-26', '3 days ago'],
    ['2026-02-23', '6 days ago'],
  ])('done %s, today 2026-03-01 → %s', (lastDoneOn, expected) => {
    expect(lastDoneLabel(lastDoneOn, '2026-03-01')).toBe(expected);
  });

  it('gives the date from a week on', () => {
    expect(lastDoneLabel('2026-02-22', '2026-03-01')).not.toMatch(/ago|Today|Yesterday|Never/);
  });
});

describe('intervalLabel', () => {
  it.each([
    [1, 'Every day'],
    [7, 'Every week'],
    [3, 'Every 3 days'],
    [365, 'Every 365 days'],
  ])('%i → %s', (days, expected) => {
    expect(intervalLabel(days)).toBe(expected);
  });
});

describe('completedToday (what Mark Complete shows before the server answers)', () => {
  const task: UpkeepTask = {
    id: 't1',
    name: 'Wipe shelves and check dates',
    interval_days: 7,
    last_done_on: null,
    last_done_by_name: null,
    next_due_on: '2026-02-25',
    status: 'pending',
  };

  it.each([
    ['2026-02-25', 7, '2026-03-04'],
    ['2026-01-31', 28, '2026-02-28'],
    ['2028-01-31', 29, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('done on %s, every %i days → completed, due %s', (today, interval, due) => {
    expect(completedToday({ ...task, interval_days: interval }, today, 'Cleo')).toEqual({
      ...task,
      interval_days: interval,
      last_done_on: today,
      last_done_by_name: 'Cleo',
      next_due_on: due,
      status: 'completed',
    });
  });

  it('leaves a task done today as it is', () => {
    const done = {
      ...task,
      last_done_on: '2026-02-25',
      last_done_by_name: 'Pat',
      next_due_on: '2026-03-04',
      status: 'completed' as const,
    };
    expect(completedToday(done, '2026-02-25', 'Cleo')).toBe(done);
  });
});
