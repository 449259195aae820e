import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import type { Reward } from '../api/get-rewards';
import { useRequestReward } from '../api/request-reward';
import { pointsText } from '../reward-view';

type AskRewardDialogProps = { spaceId: string; reward: Reward | null; onClose: () => void };

const MAX_NOTE = 200;

/** Asks for a reward, with an optional note for the reviewer. The points go only when it is approved. */
export function AskRewardDialog({ spaceId, reward, onClose }: AskRewardDialogProps) {
  const request = useRequestReward();
  const [note, setNote] = useState('');

  function close() {
    setNote('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reward || request.isPending) return;
    request.mutate(
      { spaceId, rewardId: reward.id, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Asked for it', { description: `“${reward.title}” is waiting for a reviewer.` });
          close();
        },
        onError: (error) =>
          toast.error("Couldn't ask for this reward.", {
            description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <Dialog open={reward !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="break-words">Ask for “{reward?.title}”?</DialogTitle>
          <DialogDescription>
            {reward ? `It costs ${pointsText(reward.cost)}. ` : ''}Your points are spent only when a reviewer approves
            it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextareaField
            label="Note for the reviewer (optional)"
            value={note}
            rows={2}
            maxLength={MAX_NOTE}
            onChange={(event) => setNote(event.target.value)}
          />
          <DialogFormFooter
            pending={request.isPending}
            submitLabel="Ask for it"
            pendingLabel="Asking..."
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
