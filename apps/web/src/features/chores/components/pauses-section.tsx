import { Plane, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ChorePerson } from '../api/get-chores';
import { usePauses, type ChorePause } from '../api/get-pauses';
import { useRemovePause } from '../api/remove-pause';
import { formatShortDay } from '../chore-view';
import { problemDetail } from '../problem-detail';
import { PauseFormDialog } from './pause-form-dialog';

type PausesSectionProps = { spaceId: string; isOrganizer: boolean; others: readonly ChorePerson[]; today: string };

const whoOf = (pause: ChorePause) => pause.user?.full_name ?? 'The whole household';
const datesOf = (pause: ChorePause) =>
  pause.from === pause.to ? formatShortDay(pause.from) : `${formatShortDay(pause.from)} to ${formatShortDay(pause.to)}`;

/** "Away": the pauses that have not ended, with Remove (asks first), and a button to add one. */
export function PausesSection({ spaceId, isOrganizer, others, today }: PausesSectionProps) {
  const pauses = usePauses(spaceId);
  const remove = useRemovePause();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ChorePause | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(
      { spaceId, pauseId: removing.id },
      {
        onSuccess: () => {
          toast.success('Pause removed', { description: `${whoOf(removing)}: ${datesOf(removing)}` });
          setRemoving(null);
        },
        onError: (error) => toast.error("Couldn't remove the pause.", { description: problemDetail(error) }),
      },
    );
  }

  return (
    <section aria-labelledby="away-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="away-heading" className="text-xl font-semibold tracking-tight">
          Away
        </h2>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plane aria-hidden="true" />
          Pause chores
        </Button>
      </div>
      {pauses.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading pauses...
        </p>
      ) : pauses.isError ? (
        <p role="alert" className="text-destructive">
          {pauses.error.message}
        </p>
      ) : pauses.data.length === 0 ? (
        <p className="rounded-2xl bg-muted p-5 text-muted-foreground">Nobody is away. Chores go on as planned.</p>
      ) : (
        <ul
          aria-label="Pauses"
          className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm"
        >
          {pauses.data.map((pause) => (
            <li key={pause.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold">{whoOf(pause)}</p>
                <p className="text-sm text-muted-foreground">
                  {datesOf(pause)}
                  {pause.note ? ` · ${pause.note}` : ''}
                </p>
              </div>
              {pause.can_remove ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove the pause of ${whoOf(pause)}, ${datesOf(pause)}`}
                  onClick={() => setRemoving(pause)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <PauseFormDialog
          spaceId={spaceId}
          isOrganizer={isOrganizer}
          others={others}
          today={today}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this pause?"
        description={
          removing ? `${whoOf(removing)}, ${datesOf(removing)}. Turns it already moved stay where they are.` : ''
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmRemove}
      />
    </section>
  );
}
