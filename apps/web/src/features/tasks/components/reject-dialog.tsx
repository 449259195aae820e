import { MAX_DESCRIPTION_LENGTH } from '@tidy/domain/constants';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import type { ApprovalItem } from '../api/get-approvals';
import { useRejectAssignment } from '../api/reject-assignment';
import { useRejectDailyTask } from '../api/reject-daily-task';
import { submitterName } from '../approvals';

type RejectDialogProps = {
  spaceId: string;
  item: ApprovalItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item left the list with the button that opened this: the list says where focus goes. */
  onReviewed: () => void;
};

/** Sends a submitted task back to its member, with an optional reason they will see. */
export function RejectDialog({ spaceId, item, open, onOpenChange, onReviewed }: RejectDialogProps) {
  const rejectDaily = useRejectDailyTask();
  const rejectAssignment = useRejectAssignment();
  const reviewed = useRef(false);
  const busy = rejectDaily.isPending || rejectAssignment.isPending;
  const [reason, setReason] = useState('');

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim() || undefined;
    const handlers = {
      onSuccess: () => {
        reviewed.current = true;
        toast.success('Task rejected');
        onOpenChange(false);
      },
      onError: (error: unknown) =>
        toast.error('Failed to reject task.', {
          description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
        }),
    };
    if (item.kind === 'assignment')
      rejectAssignment.mutate({ spaceId, assignmentId: item.id, reason: trimmed }, handlers);
    else rejectDaily.mutate({ spaceId, taskId: item.id, reason: trimmed }, handlers);
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
          <DialogTitle>Reject task</DialogTitle>
          <DialogDescription className="break-words">
            “{item.title}” goes back to {submitterName(item)} to try again.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={reject} noValidate className="flex flex-col gap-5">
          <TextareaField
            label="Reason (optional)"
            value={reason}
            rows={3}
            maxLength={MAX_DESCRIPTION_LENGTH}
            hint={`${submitterName(item)} will see this with the task.`}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFormFooter
            pending={busy}
            submitLabel="Reject"
            pendingLabel="Rejecting..."
            destructive
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
