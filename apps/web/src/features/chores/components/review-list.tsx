import { Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Occurrence } from '../api/get-chore-history';
import { dueDayLabel, pointsLabel } from '../chore-view';
import type { useTurnActions } from '../use-turn-actions';
import { SendBackDialog } from './send-back-dialog';

type ReviewListProps = {
  spaceId: string;
  turns: readonly Occurrence[];
  today: string;
  actions: ReturnType<typeof useTurnActions>;
};

/** Turns marked done and waiting for an organizer, oldest first, with Approve and Send back. */
export function ReviewList({ spaceId, turns, today, actions }: ReviewListProps) {
  const [sendingBack, setSendingBack] = useState<Occurrence | null>(null);
  // The dialog stays mounted when the list empties: its mutation's callbacks (the toast) run after the refetch.
  return (
    <>
      {turns.length === 0 ? (
        <p className="rounded-2xl bg-muted p-5 text-muted-foreground">Nothing is waiting for review.</p>
      ) : (
        <ul
          aria-label="Chores waiting for review"
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
        >
          {turns.map((turn) => {
            const who = turn.done_by?.full_name ?? 'Someone';
            return (
              <li key={turn.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{turn.title}</p>
                  <p className="text-sm text-muted-foreground">
                    Done by {who} · due {dueDayLabel(turn.due_on, null, today)} · {pointsLabel(turn.points)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-label={`Approve ${turn.title} by ${who}`}
                    disabled={actions.pending}
                    onClick={() => actions.approve(turn.id, turn.title)}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Send back ${turn.title} by ${who}`}
                    onClick={() => setSendingBack(turn)}
                  >
                    <Undo2 aria-hidden="true" />
                    Send back
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <SendBackDialog spaceId={spaceId} turn={sendingBack} onClose={() => setSendingBack(null)} />
    </>
  );
}
