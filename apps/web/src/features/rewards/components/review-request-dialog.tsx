import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import { hapticSuccess } from '../../../lib/native/haptics';
import { useApproveRewardRequest } from '../api/approve-reward-request';
import { useDeclineRewardRequest } from '../api/decline-reward-request';
import type { RewardRequest } from '../api/get-reward-requests';
import { personName, pointsText } from '../reward-view';

export type ReviewAnswer = 'approve' | 'decline';

type ReviewRequestDialogProps = {
  spaceId: string;
  review: { request: RewardRequest; answer: ReviewAnswer } | null;
  onClose: () => void;
};

const MAX_NOTE = 200;

/** Approves (spending the member's points) or declines a request, with an optional note the member sees. */
export function ReviewRequestDialog({ spaceId, review, onClose }: ReviewRequestDialogProps) {
  const approve = useApproveRewardRequest();
  const decline = useDeclineRewardRequest();
  const pending = approve.isPending || decline.isPending;
  const [note, setNote] = useState('');
  const approving = review?.answer === 'approve';
  const name = review ? personName(review.request.user) : '';

  function close() {
    setNote('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!review || pending) return;
    const input = { spaceId, requestId: review.request.id, note: note.trim() || undefined };
    const failed = (error: unknown) =>
      toast.error(approving ? "Couldn't approve the request." : "Couldn't decline the request.", {
        description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
      });
    if (approving) {
      approve.mutate(input, {
        onSuccess: ({ balance }) => {
          void hapticSuccess();
          toast.success('Request approved', { description: `${name} has ${pointsText(balance)} left.` });
          close();
        },
        onError: failed,
      });
    } else {
      decline.mutate(input, {
        onSuccess: () => {
          toast.success('Request declined', { description: `${name} keeps their points.` });
          close();
        },
        onError: failed,
      });
    }
  }

  return (
    <Dialog open={review !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{approving ? 'Approve request' : 'Decline request'}</DialogTitle>
          <DialogDescription className="break-words">
            {review
              ? approving
                ? `${name} gets “${review.request.reward_title}” for ${pointsText(review.request.cost)}.`
                : `${name} does not get “${review.request.reward_title}” and keeps their points.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextareaField
            label="Note (optional)"
            value={note}
            rows={3}
            maxLength={MAX_NOTE}
            hint={`${name} will see this with the request.`}
            onChange={(event) => setNote(event.target.value)}
          />
          <DialogFormFooter
            pending={pending}
            submitLabel={approving ? 'Approve' : 'Decline'}
            pendingLabel={approving ? 'Approving...' : 'Declining...'}
            destructive={!approving}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
