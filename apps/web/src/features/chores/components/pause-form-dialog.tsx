import { pauseInput } from '@tidy/domain/pause';
import { addDays } from '@tidy/domain/time';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useAddPause, type PauseFields } from '../api/add-pause';
import type { ChorePerson } from '../api/get-chores';
import { problemDetail } from '../problem-detail';

const ME = 'me';
const HOUSEHOLD = 'household';

type PauseFormDialogProps = {
  spaceId: string;
  /** Organizers may pause anyone, or the whole household. */
  isOrganizer: boolean;
  /** The other members an organizer may pause (not guests, not themselves). */
  others: readonly ChorePerson[];
  today: string;
  onClose: () => void;
};

/** "Away": pauses chores from one day to another, for yourself or (organizers) someone else or everyone. */
export function PauseFormDialog({ spaceId, isOrganizer, others, today, onClose }: PauseFormDialogProps) {
  const add = useAddPause();
  const [who, setWho] = useState(ME);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 6));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ from?: string | undefined; to?: string | undefined }>({});
  const whoOptions = [
    { value: ME, label: 'Me' },
    { value: HOUSEHOLD, label: 'The whole household' },
    ...others.map((member) => ({ value: member.user_id, label: member.full_name })),
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const checked = pauseInput.safeParse({ from, to });
    if (!checked.success) {
      const messageAt = (field: 'from' | 'to') =>
        checked.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ from: messageAt('from'), to: messageAt('to') });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const fields: PauseFields = { from, to, ...(note.trim() ? { note: note.trim() } : {}) };
    if (who === HOUSEHOLD) fields.user_id = null;
    else if (who !== ME) fields.user_id = who;
    add.mutate(
      { spaceId, fields },
      {
        onSuccess: () => {
          toast.success('Chores paused', { description: 'Turns inside the pause move to after it.' });
          onClose();
        },
        onError: (error) => toast.error("Couldn't pause chores.", { description: problemDetail(error) }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Away</DialogTitle>
          <DialogDescription>A holiday or a sick day: nothing falls due while the pause lasts.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {isOrganizer ? (
            <SelectField label="Who is away" options={whoOptions} value={who} onValueChange={setWho} />
          ) : null}
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="From"
              type="date"
              required
              value={from}
              errors={problems.from ? [problems.from] : undefined}
              onChange={(event) => {
                setFrom(event.target.value);
                setProblems({});
              }}
            />
            <TextField
              label="Until"
              type="date"
              required
              value={to}
              errors={problems.to ? [problems.to] : undefined}
              onChange={(event) => {
                setTo(event.target.value);
                setProblems({});
              }}
            />
          </div>
          <TextField
            label="Note (optional)"
            value={note}
            maxLength={200}
            placeholder="Camping trip"
            onChange={(event) => setNote(event.target.value)}
          />
          <DialogFormFooter
            pending={add.isPending}
            submitLabel="Pause chores"
            pendingLabel="Pausing..."
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
