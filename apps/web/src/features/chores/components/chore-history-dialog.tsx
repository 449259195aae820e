import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import type { Chore } from '../api/get-chores';
import { useChoreHistory, type Occurrence } from '../api/get-chore-history';
import { formatShortDay, pointsLabel, turnStateLabel } from '../chore-view';

type ChoreHistoryDialogProps = { spaceId: string; chore: Chore; onClose: () => void };

function detailOf(entry: Occurrence): string {
  const parts: string[] = [];
  if (entry.done_by)
    parts.push(`Done by ${entry.done_by.full_name}${entry.done_on ? ` on ${formatShortDay(entry.done_on)}` : ''}`);
  else if (entry.turn) parts.push(`${entry.turn.full_name}'s turn`);
  if (entry.state === 'approved') {
    const by = entry.self_approved ? 'their own work' : entry.reviewed_by ? `by ${entry.reviewed_by.full_name}` : '';
    parts.push(`${pointsLabel(entry.points_awarded ?? entry.points)}${by ? `, ${by}` : ''}`);
  }
  if (entry.rejection_reason) parts.push(`Reason: ${entry.rejection_reason}`);
  return parts.join(' · ');
}

/** A chore's past turns, newest first, a page at a time. Mounted while open. */
export function ChoreHistoryDialog({ spaceId, chore, onClose }: ChoreHistoryDialogProps) {
  const history = useChoreHistory(spaceId, chore.id);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>History of {chore.title}</DialogTitle>
          <DialogDescription>{chore.repeat}. Newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading history...
          </p>
        ) : history.isError ? (
          <p role="alert" className="text-destructive">
            {history.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="rounded-2xl bg-muted p-4 text-muted-foreground">No turns yet.</p>
        ) : (
          <ol aria-label={`Turns of ${chore.title}`} className="divide-y divide-border rounded-xl border border-border">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 p-3">
                <p className="flex flex-wrap justify-between gap-2 font-semibold">
                  <span>Due {formatShortDay(entry.due_on)}</span>
                  <span className="text-sm">{turnStateLabel(entry.state)}</span>
                </p>
                <p className="text-sm text-muted-foreground">{detailOf(entry)}</p>
              </li>
            ))}
          </ol>
        )}
        {history.hasNextPage ? (
          <Button variant="outline" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? 'Loading...' : 'Show older turns'}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
