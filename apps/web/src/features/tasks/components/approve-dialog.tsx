import { DAILY_TASK_POINTS, DEFAULT_APPROVAL_POINTS } from '@tidy/domain/constants';
import { taskPoints } from '@tidy/domain/points';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { hapticSuccess } from '../../../lib/native/haptics';
import { useApproveAssignment } from '../api/approve-assignment';
import { useApproveDailyTask } from '../api/approve-daily-task';
import type { ApprovalItem } from '../api/get-approvals';
import { submitterName } from '../approvals';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';

type ApproveDialogProps = {
  spaceId: string;
  item: ApprovalItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item left the list with the button that opened this: the list says where focus goes. */
  onReviewed: () => void;
};

const pointsProblem = `Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.`;

function readPoints(text: string): number | null {
  const points = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(points) && points >= DAILY_TASK_POINTS.min && points <= DAILY_TASK_POINTS.max ? points : null;
}

const failureDetail = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : undefined;

/**
 * Approving awards points (spec 02 §4): the organizer chooses them for a daily task; an assigned
 * task's points follow from its priority and time, so they are shown, not typed.
 */
export function ApproveDialog({ spaceId, item, open, onOpenChange, onReviewed }: ApproveDialogProps) {
  const approveDaily = useApproveDailyTask();
  const approveAssignment = useApproveAssignment();
  const reviewed = useRef(false);
  const busy = approveDaily.isPending || approveAssignment.isPending;
  const [points, setPoints] = useState(String(DEFAULT_APPROVAL_POINTS));
  const [problem, setProblem] = useState<string | null>(null);
  const computedPoints = taskPoints(item.priority ?? 1, item.estimated_time);

  const handlers = {
    onSuccess: () => {
      reviewed.current = true;
      void hapticSuccess();
      toast.success('Task approved');
      onOpenChange(false);
    },
    onError: (error: unknown) => toast.error('Failed to approve task.', { description: failureDetail(error) }),
  };

  function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (item.kind === 'assignment') {
      approveAssignment.mutate({ spaceId, assignmentId: item.id }, handlers);
      return;
    }
    const chosen = readPoints(points);
    if (chosen === null) {
      setProblem(pointsProblem);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    approveDaily.mutate({ spaceId, taskId: item.id, points: chosen }, handlers);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (!reviewed.current) return;
          event.preventDefault();
          onReviewed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Approve task</DialogTitle>
          <DialogDescription className="break-words">
            {submitterName(item)} finished “{item.title}”.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={approve} noValidate className="flex flex-col gap-5">
          {item.kind === 'daily' ? (
            <TextField
              label="Points"
              type="number"
              inputMode="numeric"
              min={DAILY_TASK_POINTS.min}
              max={DAILY_TASK_POINTS.max}
              step={1}
              value={points}
              hint={`${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max} points for ${submitterName(item)}.`}
              errors={problem ? [problem] : undefined}
              announceErrors
              onChange={(event) => {
                setPoints(event.target.value);
                setProblem(null);
              }}
            />
          ) : (
            <TextField
              label="Points"
              value={String(computedPoints)}
              readOnly
              hint="Set by the task's priority and time."
            />
          )}
          <DialogFormFooter
            pending={busy}
            submitLabel="Approve"
            pendingLabel="Approving..."
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
