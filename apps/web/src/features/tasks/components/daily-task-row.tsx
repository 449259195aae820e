import { CircleCheck, Check, Circle, RotateCcw, Send } from 'lucide-react';
import { SWIPE_THRESHOLD_PX } from '@tidy/domain/constants';
import { formatMinutes } from '@tidy/domain/time';
import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { cn } from '../../../lib/cn';
import { hapticLight, hapticSuccess } from '../../../lib/native/haptics';
import { actionToast } from '../../../lib/action-toast';
import { useCompleteDailyTask } from '../api/complete-daily-task';
import type { DailyTask } from '../api/get-daily-tasks';
import { useSubmitDailyTask } from '../api/submit-daily-task';
import { useUncompleteDailyTask } from '../api/uncomplete-daily-task';
import { dailyTaskActions, dailyTaskBadge } from '../daily-task-state';
import { canSwipe, clampDrag, swipeAction, type SwipeAction } from '../swipe';
import { StatusBadge } from './status-badge';

// A drag must move this far sideways (and more sideways than down) before the row takes it:
// a tap stays a tap and a vertical scroll stays a scroll.
const DRAG_START_PX = 8;

type Drag = { pointerId: number; startX: number; startY: number; active: boolean };

const detail = (error: unknown) => (error instanceof ApiError && error.status === 409 ? error.message : undefined);

/** One of today's tasks: swipe it, or use its buttons (spec 02 §4). */
export function DailyTaskRow({ spaceId, task }: { spaceId: string; task: DailyTask }) {
  const complete = useCompleteDailyTask();
  const uncomplete = useUncompleteDailyTask();
  const submit = useSubmitDailyTask();
  const busy = complete.isPending || uncomplete.isPending || submit.isPending;

  const actions = dailyTaskActions(task);
  const badge = dailyTaskBadge(task);
  const swipeable = canSwipe(task) && !busy;

  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const input = { spaceId, taskId: task.id };

  function run(action: SwipeAction | 'uncomplete', failure: string) {
    const outcome = actionToast(`${action}-daily-task:${task.id}`);
    const onError = (error: unknown) => outcome.failed(failure, { description: detail(error) });
    const onSuccess = (haptic?: () => Promise<void>) => () => {
      outcome.succeeded();
      if (haptic) void haptic();
    };
    if (action === 'complete') complete.mutate(input, { onError, onSuccess: onSuccess(hapticSuccess) });
    else if (action === 'submit') submit.mutate(input, { onError, onSuccess: onSuccess(hapticLight) });
    else uncomplete.mutate(input, { onError, onSuccess: onSuccess() });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swallowClick.current = false;
    if (!swipeable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, active: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.active) {
      if (Math.abs(dx) < DRAG_START_PX) return;
      if (Math.abs(dy) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      current.active = true;
      setDragging(true);
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    // A direction with nothing to do only gives a little, so the row shows it will not go.
    const leads = swipeAction(Math.sign(dx) * SWIPE_THRESHOLD_PX, task) !== null;
    setOffset(leads ? clampDrag(dx) : clampDrag(dx) / 5);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const current = drag.current;
    drag.current = null;
    if (!current || current.pointerId !== event.pointerId || !current.active) return;
    setDragging(false);
    setOffset(0);
    swallowClick.current = true;
    if (cancelled) return;
    const action = swipeAction(event.clientX - current.startX, task);
    if (action) run(action, 'Something went wrong. Please try again.');
  }

  const pending = offset === 0 ? null : swipeAction(Math.sign(offset) * SWIPE_THRESHOLD_PX, task);
  const hint = pending === 'submit' ? 'Submit' : pending === 'complete' ? (offset < 0 ? 'Skip' : 'Complete') : null;
  const ready = pending !== null && Math.abs(offset) >= SWIPE_THRESHOLD_PX;

  return (
    // Focusable so that the keyboard can stay on the task when its last button goes (after Submit).
    <li
      tabIndex={-1}
      className="relative overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      {/* What letting go will do, revealed under the row as it moves. */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex items-center px-5 text-sm font-semibold transition-colors',
          offset >= 0 ? 'justify-start' : 'justify-end',
          ready ? 'bg-primary text-primary-foreground' : 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        {hint ? (
          <span className="inline-flex items-center gap-2">
            {hint === 'Submit' ? <Send className="size-4" /> : <Check className="size-4" />}
            {hint}
          </span>
        ) : null}
      </div>

      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onClickCapture={(event) => {
          // The click that ends a drag must not press a button under the finger.
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
        className={cn(
          'relative flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center',
          swipeable && 'cursor-grab touch-pan-y select-none',
          dragging ? 'cursor-grabbing shadow-md' : 'transition-transform duration-200 ease-out',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span aria-hidden="true" className="mt-0.5 shrink-0">
            {task.is_completed ? (
              <CircleCheck className="size-6 text-primary" />
            ) : (
              <Circle className="size-6 text-muted-foreground/60" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p className={cn('font-semibold break-words', task.is_completed && 'text-muted-foreground')}>
              {task.title}
              {task.is_completed ? <span className="sr-only"> (done)</span> : null}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>{formatMinutes(task.estimated_time)}</span>
              <span>
                {task.submission_status === 'approved' && task.points_awarded !== null
                  ? `+${task.points_awarded} points`
                  : `${task.points} points`}
              </span>
              {badge ? <StatusBadge state={badge} /> : null}
            </p>
            {task.submission_status === 'rejected' && task.rejection_reason ? (
              <p className="mt-2 text-sm break-words text-destructive">Reason: {task.rejection_reason}</p>
            ) : null}
          </div>
        </div>

        {actions.complete || actions.uncomplete || actions.submit ? (
          <div className="flex shrink-0 flex-wrap gap-2 pl-9 sm:pl-0">
            {actions.complete ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Complete ${task.title}`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && run('complete', 'Failed to update task. Please try again.')}
              >
                <Check aria-hidden="true" />
                Complete
              </Button>
            ) : null}
            {actions.uncomplete ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Mark ${task.title} not done`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && run('uncomplete', 'Failed to update task. Please try again.')}
              >
                <RotateCcw aria-hidden="true" />
                Not done
              </Button>
            ) : null}
            {actions.submit ? (
              <Button
                size="sm"
                aria-label={`Submit ${task.title} for approval`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && run('submit', 'Failed to submit task. Please try again.')}
              >
                <Send aria-hidden="true" />
                Submit
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
