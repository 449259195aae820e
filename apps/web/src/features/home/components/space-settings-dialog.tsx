import { Trash2 } from 'lucide-react';
import { MAX_NAME_LENGTH, MAX_SPACE_DESCRIPTION_LENGTH } from '@tidy/domain/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { actionToast } from '../../../lib/action-toast';
import { useDeleteSpace } from '../api/delete-space';
import type { Space } from '../api/get-spaces';
import { useUpdateSpace } from '../api/update-space';
import { TimeZoneField } from './time-zone-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';

type SpaceSettingsDialogProps = {
  space: Space;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The space is gone, and so is the button that opened this: the page says where focus goes. */
  onDeleted: () => void;
};

const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Please try again.';

/**
 * An organizer's settings for one space: rename it, describe it, set the time zone its chores fall due by,
 * or delete it after a second, explicit confirmation (its tasks and every member's access go with it).
 */
export function SpaceSettingsDialog({ space, open, onOpenChange, onDeleted }: SpaceSettingsDialogProps) {
  const [view, setView] = useState<'edit' | 'confirm-delete'>('edit');
  const viewChanged = useRef(false);
  const deleted = useRef(false);
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);

  const [name, setName] = useState(space.name);
  const [description, setDescription] = useState(space.description ?? '');
  const [timeZone, setTimeZone] = useState(space.time_zone);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const updateSpace = useUpdateSpace();
  const deleteSpace = useDeleteSpace();
  const busy = updateSpace.isPending || deleteSpace.isPending;

  useEffect(() => {
    // Each view's own first thing to read: the question, or back on the button that asked it.
    if (!viewChanged.current) return;
    if (view === 'confirm-delete') confirmTitleRef.current?.focus();
    else deleteButtonRef.current?.focus();
  }, [view]);

  function showView(next: typeof view) {
    viewChanged.current = true;
    setView(next);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmedName = name.trim();
    if (trimmedName === '') {
      setNameProblem('Please enter a name for the space.');
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const outcome = actionToast(`update-space:${space.id}`);
    updateSpace.mutate(
      {
        id: space.id,
        name: trimmedName,
        description: description.trim(),
        ...(timeZone === space.time_zone ? {} : { time_zone: timeZone }),
      },
      {
        onSuccess: () => {
          outcome.succeeded('Space updated');
          onOpenChange(false);
        },
        onError: (error) => outcome.failed('Failed to update space', { description: errorText(error) }),
      },
    );
  }

  function confirmDelete() {
    if (deleteSpace.isPending) return;
    const deleting = actionToast(`delete-space:${space.id}`);
    deleteSpace.mutate(space.id, {
      onSuccess: () => {
        deleted.current = true;
        deleting.succeeded('Space deleted');
        onOpenChange(false);
      },
      onError: (error) => deleting.failed('Failed to delete space', { description: errorText(error) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role={view === 'confirm-delete' ? 'alertdialog' : 'dialog'}
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted();
        }}
      >
        {view === 'edit' ? (
          <>
            <DialogHeader>
              <DialogTitle>Space settings</DialogTitle>
              <DialogDescription>
                Change how {space.name} is named and described, and the clock its chores keep, for everyone in it.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={save} noValidate className="flex flex-col gap-5">
              <TextField
                label="Name"
                value={name}
                maxLength={MAX_NAME_LENGTH}
                required
                autoComplete="off"
                errors={nameProblem ? [nameProblem] : undefined}
                announceErrors
                onChange={(event) => {
                  setName(event.target.value);
                  setNameProblem(null);
                }}
              />
              <TextareaField
                label="Description"
                value={description}
                rows={3}
                maxLength={MAX_SPACE_DESCRIPTION_LENGTH}
                hint="Optional. What this space is for, or what you want it to feel like."
                onChange={(event) => setDescription(event.target.value)}
              />
              <TimeZoneField value={timeZone} saved={space.time_zone} onChange={setTimeZone} />
              <DialogFooter>
                <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                  Cancel
                </Button>
                {/* aria-disabled keeps the focus on the button while it works. */}
                <Button type="submit" aria-disabled={busy || undefined}>
                  {updateSpace.isPending ? 'Saving...' : 'Save changes'}
                </Button>
              </DialogFooter>
            </form>
            <div className="flex flex-col gap-3 rounded-xl border border-destructive/25 bg-destructive-soft/60 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm leading-relaxed">
                <span className="block font-semibold text-destructive">Delete this space</span>
                Its tasks and every member's access go too.
              </p>
              <Button
                ref={deleteButtonRef}
                variant="outline"
                disabled={busy}
                onClick={() => showView('confirm-delete')}
                className="border-destructive/40 text-destructive hover:bg-destructive-soft"
              >
                <Trash2 aria-hidden="true" />
                Delete space
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle ref={confirmTitleRef} tabIndex={-1} className="focus:outline-none">
                Delete {space.name}?
              </DialogTitle>
              <DialogDescription>
                This deletes {space.name} with all of its tasks, and family members who joined it lose access to it.
                This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" disabled={deleteSpace.isPending} onClick={() => showView('edit')}>
                Cancel
              </Button>
              <Button variant="destructive" aria-disabled={deleteSpace.isPending || undefined} onClick={confirmDelete}>
                <Trash2 aria-hidden="true" />
                {deleteSpace.isPending ? 'Deleting...' : 'Delete space'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
