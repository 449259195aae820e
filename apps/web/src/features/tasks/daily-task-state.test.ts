import { describe, expect, it } from 'vitest';
import { completedCount, dailyTaskActions, dailyTaskBadge } from './daily-task-state';

describe('dailyTaskActions', () => {
  it.each([
    [false, 'draft', { complete: true, uncomplete: false, submit: false }],
    [true, 'draft', { complete: false, uncomplete: true, submit: true }],
    [true, 'submitted', { complete: false, uncomplete: false, submit: false }],
    [true, 'approved', { complete: false, uncomplete: false, submit: false }],
    [true, 'rejected', { complete: false, uncomplete: false, submit: true }],
    [false, undefined, { complete: true, uncomplete: false, submit: false }],
  ] as const)('completed=%s status=%s', (is_completed, submission_status, actions) => {
    expect(dailyTaskActions({ is_completed, submission_status })).toEqual(actions);
  });
});

describe('dailyTaskBadge', () => {
  it.each([
    ['draft', null],
    ['submitted', 'waiting'],
    ['approved', 'approved'],
    ['rejected', 'sent_back'],
    [null, null],
  ] as const)('%s → %s', (submission_status, badge) => {
    expect(dailyTaskBadge({ is_completed: true, submission_status })).toBe(badge);
  });
});

describe('completedCount', () => {
  it('counts done tasks whatever their review state', () => {
    expect(completedCount([{ is_completed: true }, { is_completed: false }, { is_completed: true }])).toBe(2);
    expect(completedCount([])).toBe(0);
  });
});
