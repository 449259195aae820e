import { describe, expect, it } from 'vitest';
import type { DailyTaskState } from './daily-task-state';
import { canSwipe, clampDrag, swipeAction } from './swipe';

const open: DailyTaskState = { is_completed: false, submission_status: 'draft' };
const doneDraft: DailyTaskState = { is_completed: true, submission_status: 'draft' };
const submitted: DailyTaskState = { is_completed: true, submission_status: 'submitted' };
const approved: DailyTaskState = { is_completed: true, submission_status: 'approved' };
const rejected: DailyTaskState = { is_completed: true, submission_status: 'rejected' };
const legacy: DailyTaskState = { is_completed: false, submission_status: null };

describe('swipeAction (spec 02 §4: threshold 100 px)', () => {
  it.each([
    // dx, task, action
    [100, open, 'complete'],
    [150, open, 'complete'],
    [99, open, null],
    [0, open, null],
    [-100, open, 'complete'], // left "skips", which marks it complete
    [-99, open, null],
    [120, doneDraft, 'submit'],
    [99, doneDraft, null],
    [-120, doneDraft, null],
    [120, submitted, null],
    [-120, submitted, null],
    [120, approved, null],
    [120, rejected, 'submit'],
    [-120, rejected, null],
    [100, legacy, 'complete'], // no status counts as a draft
    [Number.NaN, open, null],
  ] as const)('dx %d on %o → %s', (dx, task, action) => {
    expect(swipeAction(dx, task)).toBe(action);
  });
});

describe('clampDrag (max drag 150 px)', () => {
  it.each([
    [0, 0],
    [80, 80],
    [150, 150],
    [400, 150],
    [-400, -150],
    [Number.NaN, 0],
  ])('%d → %d', (dx, clamped) => {
    expect(clampDrag(dx)).toBe(clamped);
  });
});

describe('canSwipe', () => {
  it('lets open, done-draft and rejected tasks move, not submitted or approved ones', () => {
    expect([open, doneDraft, rejected, submitted, approved].map(canSwipe)).toEqual([true, true, true, false, false]);
  });
});
