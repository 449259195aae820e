import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import type { LedgerEntry } from '../api/get-ledger';
import { useUndoEntry } from '../api/undo-entry';
import { MAX_REASON } from '../ledger-view';

type UndoEntryDialogProps = {
  spaceId: string;
  /** The entry to undo; the dialog is open while there is one. */
  entry: LedgerEntry | null;
  memberName: string;
  onClose: () => void;
};

/** What undoing does, in words: a spend comes back, an earning or adjustment goes again. */
function undoDescription(entry: LedgerEntry, memberName: string): string {
  const amount = Math.abs(entry.points);
  if (entry.kind === 'spend') return `${memberName} gets the ${amount} points back (a refund).`;
  if (entry.points > 0) return `${amount} points are taken from ${memberName} again.`;
  return `${memberName} gets the ${amount} points back.`;
}

/** Asks before undoing an entry made by mistake, with an optional reason for the ledger. */
export function UndoEntryDialog({ spaceId, entry, memberName, onClose }: UndoEntryDialogProps) {
  const undo = useUndoEntry();
  const [reason, setReason] = useState('');

  function confirm() {
    if (!entry) return;
    undo.mutate(
      { spaceId, entryId: entry.id, reason: reason.trim() || undefined },
      {
        onSuccess: ({ balance }) => {
          toast.success('Undone', { description: `${memberName}'s balance is now ${balance} points.` });
          setReason('');
          onClose();
        },
        onError: (error) =>
          toast.error("Couldn't undo this.", {
            description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        onClose();
      }}
      title="Undo this entry?"
      description={entry ? `“${entry.reason}”: ${undoDescription(entry, memberName)}` : ''}
      confirmLabel="Undo"
      pendingLabel="Undoing..."
      pending={undo.isPending}
      icon={<Undo2 aria-hidden="true" />}
      onConfirm={confirm}
    >
      <TextareaField
        label="Reason (optional)"
        value={reason}
        rows={2}
        maxLength={MAX_REASON}
        hint="Shown in the points history."
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
