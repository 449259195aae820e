import { dueLabel } from '@tidy/domain/upkeep';
import { Check, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { actionToast } from '../../../lib/action-toast';
import { useCompleteUpkeepTask } from '../api/complete-upkeep-task';
import type { UpkeepTask } from '../api/get-area';
import { formatDay, intervalLabel, lastDoneLabel } from '../upkeep-dates';
import { UpkeepStatusBadge } from './upkeep-status-badge';

type UpkeepTaskRowProps = {
  spaceId: string;
  areaId: string;
  today: string;
  task: UpkeepTask;
  /** Everyone but guests marks upkeep done. */
  canComplete: boolean;
  /** Organizers and parents remove tasks. */
  canManage: boolean;
  /** The signed-in person's name, shown as "by …" until the server answers. */
  yourName: string;
  onDelete: (task: UpkeepTask) => void;
};

/** One recurring task: name, how often, last done, next due, its status and Mark Complete. */
export function UpkeepTaskRow({
  spaceId,
  areaId,
  today,
  task,
  canComplete,
  canManage,
  yourName,
  onDelete,
}: UpkeepTaskRowProps) {
  const complete = useCompleteUpkeepTask();
  const doneToday = task.last_done_on !== null && task.last_done_on >= today;

  function markComplete() {
    const outcome = actionToast(`complete-upkeep-task:${task.id}`);
    complete.mutate(
      { spaceId, areaId, today, task, doneBy: yourName },
      {
        onSuccess: (done) =>
          outcome.succeeded(`Marked "${done.name}" complete`, {
            description: `Next due ${formatDay(done.next_due_on, today)}.`,
          }),
        onError: (error) => outcome.failed('Could not mark it complete', { description: error.message }),
      },
    );
  }

  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 className="text-base font-semibold break-words">{task.name}</h3>
            <UpkeepStatusBadge status={task.status} />
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">{intervalLabel(task.interval_days)}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div className="min-w-0">
              <dt className="text-muted-foreground">Last done</dt>
              <dd className="font-medium break-words">
                {task.last_done_on ? (
                  <time dateTime={task.last_done_on}>{lastDoneLabel(task.last_done_on, today)}</time>
                ) : (
                  'Never'
                )}
                {task.last_done_on && task.last_done_by_name ? (
                  <span className="font-normal text-muted-foreground"> by {task.last_done_by_name}</span>
                ) : null}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted-foreground">Next due</dt>
              <dd className="font-medium">
                <span className={cn(task.status === 'overdue' && 'text-destructive')}>
                  {dueLabel(task.next_due_on, today, task.last_done_on)}
                </span>
                <span className="block font-normal text-muted-foreground">
                  <time dateTime={task.next_due_on}>{formatDay(task.next_due_on, today)}</time>
                </span>
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex items-center gap-2 sm:shrink-0">
          {canComplete ? (
            // Stays a button once done, so the keyboard focus stays where the person left it.
            <Button
              size="sm"
              variant={task.status === 'completed' ? 'outline' : 'primary'}
              className="max-sm:flex-1"
              aria-label={`${doneToday ? 'Done today' : 'Mark Complete'}: ${task.name}`}
              aria-disabled={doneToday || undefined}
              onClick={doneToday ? undefined : markComplete}
            >
              <Check aria-hidden="true" />
              {doneToday ? 'Done today' : 'Mark Complete'}
            </Button>
          ) : null}
          {canManage ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-muted-foreground hover:text-destructive max-sm:ml-auto pointer-coarse:size-10"
              aria-label={`Delete ${task.name}`}
              onClick={() => onDelete(task)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
