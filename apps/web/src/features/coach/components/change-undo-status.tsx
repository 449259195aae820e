import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { useLatestChange, type TaskListChange } from '../api/get-latest-change';
import { useUndoChange } from '../api/undo-change';

type ChangeUndoStatusProps = {
  spaceId: string;
  /** Which changes this place offers to undo: edits by prompt, or a reanalysis's additions. */
  reason: TaskListChange['reason'];
};

const untilTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The newest change of the task list, with Undo (issue 18), for 24 hours. The sentence is a live region, so
 * "Removed 5 tasks" after Apply and "Undone: …" after Undo are read out as they appear.
 */
export function ChangeUndoStatus({ spaceId, reason }: ChangeUndoStatusProps) {
  const latest = useLatestChange(spaceId);
  const undo = useUndoChange();
  const [undone, setUndone] = useState<{ id: string; createdAt: string; message: string } | null>(null);
  const change = latest.data?.reason === reason && latest.data.id !== undone?.id ? latest.data : null;
  // "Undone" stays until a newer change comes; an earlier change that can still be undone shows after it.
  const saidUndone = undone && (!change || change.created_at < undone.createdAt) ? undone.message : null;

  function undoChange(target: TaskListChange) {
    if (undo.isPending) return;
    undo.mutate(
      { spaceId, versionId: target.id },
      {
        onSuccess: (result) => setUndone({ id: target.id, createdAt: target.created_at, message: result.message }),
        onError: (error) =>
          toast.error("Couldn't undo the change.", {
            description: error instanceof ApiError && error.status !== 0 ? error.message : 'Please try again.',
          }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="min-w-0">
        {saidUndone ? <span className="font-medium">{saidUndone} </span> : null}
        {change ? (
          <>
            <span className={saidUndone ? undefined : 'font-medium'}>
              {saidUndone ? `An earlier change: ${change.summary}` : change.summary}
            </span>{' '}
            <span className="text-muted-foreground">You can undo this until {untilTime(change.undo_until)}.</span>
          </>
        ) : null}
      </p>
      {change ? (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-disabled={undo.isPending || undefined}
          aria-label={`Undo: ${change.summary}`}
          onClick={() => undoChange(change)}
        >
          <Undo2 aria-hidden="true" />
          {undo.isPending ? 'Undoing...' : 'Undo'}
        </Button>
      ) : null}
    </div>
  );
}
