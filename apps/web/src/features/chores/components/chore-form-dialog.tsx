import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useCreateChore } from '../api/create-chore';
import type { Chore, ChorePerson } from '../api/get-chores';
import { useUpdateChore } from '../api/update-chore';
import {
  CHORE_LIMITS,
  choreDraftOf,
  emptyChoreDraft,
  readChoreDraft,
  type ChoreDraft,
  type ChoreProblems,
} from '../chore-form';
import { problemDetail } from '../problem-detail';
import { RepeatFields } from './repeat-fields';
import { WhoFields } from './who-fields';

type ChoreFormDialogProps = {
  spaceId: string;
  /** The chore to change; none to add a new one. */
  chore?: Chore | undefined;
  /** Who may be given the chore: the space's members but guests. */
  members: readonly ChorePerson[];
  today: string;
  onClose: () => void;
};

const errorsOf = (problem: string | undefined) => (problem ? [problem] : undefined);

/** Adds a chore or changes one (organizers and parents). Mounted while open. */
export function ChoreFormDialog({ spaceId, chore, members, today, onClose }: ChoreFormDialogProps) {
  const create = useCreateChore();
  const update = useUpdateChore();
  const pending = create.isPending || update.isPending;
  const [draft, setDraft] = useState<ChoreDraft>(chore ? choreDraftOf(chore) : emptyChoreDraft(today));
  const [problems, setProblems] = useState<ChoreProblems>({});
  // Changing a field takes its problem away: a stale message beside a fixed value reads as still wrong.
  const change = (field: keyof ChoreProblems, value: Partial<ChoreDraft>) => {
    setDraft((current) => ({ ...current, ...value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: keyof ChoreProblems & keyof ChoreDraft) => (event: { target: { value: string } }) =>
    change(field, { [field]: event.target.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const read = readChoreDraft(draft);
    if ('problems' in read) {
      setProblems(read.problems);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.success(chore ? 'Chore saved' : 'Chore added', { description: read.fields.title });
        onClose();
      },
      onError: (error: unknown) =>
        toast.error(chore ? "Couldn't save the chore." : "Couldn't add the chore.", {
          description: problemDetail(error),
        }),
    };
    if (chore) update.mutate({ spaceId, choreId: chore.id, fields: read.fields }, handlers);
    else create.mutate({ spaceId, fields: read.fields }, handlers);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{chore ? 'Edit chore' : 'New chore'}</DialogTitle>
          <DialogDescription>
            {chore
              ? 'A new schedule or new people move the turn still to do.'
              : 'Something the household does again and again.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextField
            label="Title"
            value={draft.title}
            maxLength={CHORE_LIMITS.title}
            required
            autoComplete="off"
            placeholder="Empty the dishwasher"
            errors={errorsOf(problems.title)}
            onChange={text('title')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Points"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              required
              value={draft.points}
              errors={errorsOf(problems.points)}
              onChange={text('points')}
            />
            <TextField
              label="Minutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={480}
              step={1}
              required
              value={draft.minutes}
              errors={errorsOf(problems.minutes)}
              onChange={text('minutes')}
            />
          </div>
          <RepeatFields draft={draft} problem={problems.repeat} onChange={(value) => change('repeat', value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={draft.repeat === 'none' ? 'Due on' : 'Starts on'}
              type="date"
              required
              value={draft.startsOn}
              errors={errorsOf(problems.startsOn)}
              onChange={text('startsOn')}
            />
            <TextField
              label="Due time (optional)"
              type="time"
              value={draft.dueTime}
              hint="Without one, it is due by the end of the day."
              errors={errorsOf(problems.dueTime)}
              onChange={text('dueTime')}
            />
          </div>
          <WhoFields
            draft={draft}
            members={members}
            problem={problems.who}
            onChange={(value) => change('who', value)}
          />
          <DialogFormFooter
            pending={pending}
            submitLabel={chore ? 'Save' : 'Add chore'}
            pendingLabel={chore ? 'Saving...' : 'Adding...'}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
