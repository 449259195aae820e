import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { Occurrence } from '../api/get-chore-history';
import { useSendBackTurn } from '../api/send-back-turn';
import { problemDetail } from '../problem-detail';

const MAX_REASON = 300;

type SendBackDialogProps = { spaceId: string; turn: Occurrence | null; onClose: () => void };

/** Sends a turn waiting for review back to be done again, with a reason the member reads. */
export function SendBackDialog({ spaceId, turn, onClose }: SendBackDialogProps) {
  const sendBack = useSendBackTurn();
  const [reason, setReason] = useState('');
  const who = turn?.done_by?.full_name ?? 'They';

  function close() {
    setReason('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!turn || sendBack.isPending) return;
    sendBack.mutate(
      { spaceId, occurrenceId: turn.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Sent back', { description: `${turn.title}: ${who} will do it again.` });
          close();
        },
        onError: (error) => toast.error("Couldn't send the chore back.", { description: problemDetail(error) }),
      },
    );
  }

  return (
    <Dialog open={turn !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Send back</DialogTitle>
          <DialogDescription>
            {turn ? `“${turn.title}” goes back to ${who} to do again; no points yet.` : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextareaField
            label="Reason (optional)"
            value={reason}
            rows={3}
            maxLength={MAX_REASON}
            placeholder="The glasses still have spots."
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFormFooter
            pending={sendBack.isPending}
            submitLabel="Send back"
            pendingLabel="Sending..."
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
