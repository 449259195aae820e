import { useState } from 'react';
import type { Chore, ChorePerson } from '../api/get-chores';
import { useRemoveChoreWithUndo } from '../use-remove-chore-with-undo';
import type { useTurnActions } from '../use-turn-actions';
import { ChoreCard } from './chore-card';
import { ChoreFormDialog } from './chore-form-dialog';
import { ChoreHistoryDialog } from './chore-history-dialog';

type ChoreListProps = {
  spaceId: string;
  chores: readonly Chore[];
  today: string;
  myId: string | undefined;
  canManage: boolean;
  canSkip: boolean;
  members: readonly ChorePerson[];
  turns: ReturnType<typeof useTurnActions>;
};

/** The space's chores, each with its actions, and the dialogs they open (history, edit). */
export function ChoreList({ spaceId, chores, today, myId, canManage, canSkip, members, turns }: ChoreListProps) {
  const [editing, setEditing] = useState<Chore | null>(null);
  const [history, setHistory] = useState<Chore | null>(null);
  const removeWithUndo = useRemoveChoreWithUndo(spaceId);
  // The removed chore's buttons are gone: the focus goes to the list's heading, the nearest thing that stays.
  const focusHeading = () => document.getElementById('chores-list-heading')?.focus();

  if (chores.length === 0) {
    return (
      <p className="rounded-2xl bg-muted p-5 text-muted-foreground">
        {canManage
          ? 'No chores yet. Add the first with “New chore”.'
          : 'No chores yet. An organizer or parent adds them.'}
      </p>
    );
  }
  return (
    <>
      <ul
        aria-label="Chores"
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      >
        {chores.map((chore) => (
          <ChoreCard
            key={chore.id}
            chore={chore}
            today={today}
            myId={myId}
            canManage={canManage}
            canSkip={canSkip}
            turns={turns}
            onHistory={() => setHistory(chore)}
            onEdit={() => setEditing(chore)}
            onRemove={() => removeWithUndo(chore, focusHeading)}
          />
        ))}
      </ul>
      {editing ? (
        <ChoreFormDialog
          spaceId={spaceId}
          chore={editing}
          members={members}
          today={today}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {history ? <ChoreHistoryDialog spaceId={spaceId} chore={history} onClose={() => setHistory(null)} /> : null}
    </>
  );
}
