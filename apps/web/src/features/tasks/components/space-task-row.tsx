import { Circle, CircleCheck, Send, UserPlus } from 'lucide-react';
import { priorityLabel } from '@tidy/domain/task-state';
import { formatMinutes } from '@tidy/domain/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { cn } from '../../../lib/cn';
import { hapticLight, hapticSuccess } from '../../../lib/native/haptics';
import { actionToast } from '../../../lib/action-toast';
import type { SpaceTask } from '../api/get-space-tasks';
import { useSubmitAssignment } from '../api/submit-assignment';
import { useUpdateSpaceTask } from '../api/update-space-task';
import { assignmentBadge, CATEGORY_LABELS } from './space-task-labels';
import { StatusBadge } from './status-badge';

type SpaceTaskRowProps = {
  spaceId: string;
  task: SpaceTask;
  /** The signed-in person's id: the assignee may submit their task. */
  userId: string;
  isOrganizer: boolean;
  onOpen: () => void;
  onAssign: () => void;
};

/** Marks a task of the list complete or incomplete; shared by the row and the detail dialog. */
export function useToggleSpaceTask(spaceId: string, task: SpaceTask) {
  const update = useUpdateSpaceTask();
  function toggle() {
    if (update.isPending) return;
    const outcome = actionToast(`space-task-status:${task.id}`);
    update.mutate(
      { spaceId, taskId: task.id, is_completed: !task.is_completed },
      {
        onSuccess: (_task, change) => {
          outcome.succeeded();
          if (change.is_completed) void hapticSuccess();
        },
        onError: (error) =>
          outcome.failed(
            `Failed to update task status: ${error instanceof Error ? error.message : 'Please try again.'}`,
          ),
      },
    );
  }
  return { toggle, busy: update.isPending };
}

/** One task of the space's list (spec 02 §2): completion, what it is, and who it is assigned to. */
export function SpaceTaskRow({ spaceId, task, userId, isOrganizer, onOpen, onAssign }: SpaceTaskRowProps) {
  const { toggle, busy } = useToggleSpaceTask(spaceId, task);
  const submit = useSubmitAssignment();
  const assignment = task.assignment;
  const mine = assignment?.assigned_to === userId;
  const canSubmit = mine && (assignment?.status === 'pending' || assignment?.status === 'rejected');

  function submitForApproval() {
    if (!assignment || submit.isPending) return;
    const outcome = actionToast(`submit-assignment:${assignment.id}`);
    submit.mutate(
      { spaceId, assignmentId: assignment.id },
      {
        onSuccess: () => {
          outcome.succeeded();
          void hapticLight();
        },
        onError: (error) =>
          outcome.failed('Failed to submit task. Please try again.', {
            description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
          }),
      },
    );
  }

  return (
    // Focusable so that the keyboard can stay on the task when its Submit button goes.
    <li
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <button
          type="button"
          aria-label={`Mark ${task.title} ${task.is_completed ? 'incomplete' : 'complete'}`}
          aria-disabled={busy || undefined}
          onClick={toggle}
          className={cn(
            '-m-1.5 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors pointer-coarse:-m-2 pointer-coarse:size-10',
            'hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          )}
        >
          {task.is_completed ? (
            <CircleCheck aria-hidden="true" className="size-6 text-primary" />
          ) : (
            <Circle aria-hidden="true" className="size-6 text-muted-foreground/70" />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <button
            type="button"
            aria-label={`Open ${task.title}`}
            onClick={onOpen}
            className={cn(
              // On a touch screen the padding makes a finger-sized target; the negative margin keeps the row as it is.
              'cursor-pointer rounded-md text-left font-semibold break-words underline-offset-4 hover:underline pointer-coarse:-my-2 pointer-coarse:py-2',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
              task.is_completed && 'text-muted-foreground line-through',
            )}
          >
            {task.title}
          </button>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
            <Badge variant="outline" className="px-2.5 py-0.5 text-xs">
              {CATEGORY_LABELS[task.category] ?? task.category}
            </Badge>
            <span>{formatMinutes(task.estimated_time)}</span>
            <span>{priorityLabel(task.priority)}</span>
          </p>
          {assignment ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span>Assigned to {mine ? 'you' : assignment.assignee_name?.trim() || 'Unknown User'}</span>
              <StatusBadge state={assignmentBadge(assignment.status)} />
              {assignment.status === 'rejected' && assignment.rejection_reason ? (
                <span className="w-full break-words text-destructive">Reason: {assignment.rejection_reason}</span>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      {(isOrganizer && !assignment) || canSubmit ? (
        <div className="flex shrink-0 flex-wrap gap-2 pl-9 sm:pl-0">
          {isOrganizer && !assignment ? (
            <Button size="sm" variant="outline" aria-label={`Assign ${task.title}`} onClick={onAssign}>
              <UserPlus aria-hidden="true" />
              Assign
            </Button>
          ) : null}
          {canSubmit ? (
            <Button
              size="sm"
              aria-label={`Submit ${task.title} for approval`}
              aria-disabled={submit.isPending || undefined}
              onClick={submitForApproval}
            >
              <Send aria-hidden="true" />
              Submit
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
