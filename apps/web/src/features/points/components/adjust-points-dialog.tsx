import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useAdjustPoints } from '../api/adjust-points';
import { MAX_ADJUSTMENT, MAX_REASON } from '../ledger-view';
import { DirectionChoice, type Direction } from './direction-choice';

export type AdjustableMember = { user_id: string; name: string };

type AdjustPointsDialogProps = {
  spaceId: string;
  /** The members whose points may be adjusted (everyone but the organizer). */
  members: readonly AdjustableMember[];
  /** Chosen at first: the member whose history is shown. */
  initialMemberId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Problems = { member?: string; amount?: string; reason?: string };
const amountProblem = `Write a whole number of points from 1 to ${MAX_ADJUSTMENT}.`;

/** An organizer adds or takes a member's points, with a reason the member sees in their history. */
export function AdjustPointsDialog({ spaceId, members, initialMemberId, open, onOpenChange }: AdjustPointsDialogProps) {
  const adjust = useAdjustPoints();
  const [memberId, setMemberId] = useState(initialMemberId ?? members[0]?.user_id ?? '');
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const memberName = members.find((member) => member.user_id === memberId)?.name ?? 'the member';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adjust.isPending) return;
    const points = /^\d+$/.test(amount.trim()) ? Number(amount) : Number.NaN;
    const found: Problems = {};
    if (!memberId) found.member = 'Choose a member.';
    if (!(points >= 1 && points <= MAX_ADJUSTMENT)) found.amount = amountProblem;
    if (!reason.trim()) found.reason = 'A reason is required.';
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const signed = direction === 'add' ? points : -points;
    adjust.mutate(
      { spaceId, userId: memberId, points: signed, reason: reason.trim() },
      {
        onSuccess: ({ balance }) => {
          toast.success('Points adjusted', { description: `${memberName}'s balance is now ${balance} points.` });
          setAmount('');
          setReason('');
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error("Couldn't adjust the points.", {
            description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Adjust points</DialogTitle>
          <DialogDescription>Add or take points with a reason. The member sees it in their history.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <SelectField
            label="Member"
            value={memberId}
            options={members.map((member) => ({ value: member.user_id, label: member.name }))}
            onValueChange={setMemberId}
            errors={problems.member ? [problems.member] : undefined}
          />
          <DirectionChoice value={direction} onValueChange={setDirection} />
          <TextField
            label={direction === 'add' ? 'Points to add' : 'Points to take away'}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADJUSTMENT}
            step={1}
            value={amount}
            errors={problems.amount ? [problems.amount] : undefined}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblems((current) => ({ ...current, amount: undefined }));
            }}
          />
          <TextField
            label="Reason"
            value={reason}
            maxLength={MAX_REASON}
            required
            autoComplete="off"
            hint="For example: Helped carry the shopping in."
            errors={problems.reason ? [problems.reason] : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems((current) => ({ ...current, reason: undefined }));
            }}
          />
          <DialogFormFooter
            pending={adjust.isPending}
            submitLabel="Adjust points"
            pendingLabel="Adjusting..."
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
