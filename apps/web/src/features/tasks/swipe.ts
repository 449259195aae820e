import { SWIPE_MAX_DRAG_PX, SWIPE_THRESHOLD_PX } from '@tidy/domain/constants';
import { dailyTaskActions, type DailyTaskState } from './daily-task-state';

export type SwipeAction = 'complete' | 'submit';

/** How far the row follows the finger: never past the maximum drag either way. */
export function clampDrag(dx: number): number {
  if (!Number.isFinite(dx)) return 0;
  return Math.max(-SWIPE_MAX_DRAG_PX, Math.min(SWIPE_MAX_DRAG_PX, dx));
}

/**
 * What letting go after a horizontal drag of `dx` pixels does (spec 02 §4). Under the threshold the
 * row snaps back. Right completes an open task, or submits a done draft (or a rejected one). Left
 * "skips", which in the original marks the task complete, so it does only that.
 */
export function swipeAction(dx: number, task: DailyTaskState): SwipeAction | null {
  if (!Number.isFinite(dx) || Math.abs(dx) < SWIPE_THRESHOLD_PX) return null;
  const actions = dailyTaskActions(task);
  if (actions.complete) return 'complete';
  if (dx > 0 && actions.submit) return 'submit';
  return null;
}

/** Whether the row may be dragged at all: submitted and approved tasks stay put. */
export function canSwipe(task: DailyTaskState): boolean {
  return swipeAction(SWIPE_THRESHOLD_PX, task) !== null || swipeAction(-SWIPE_THRESHOLD_PX, task) !== null;
}
