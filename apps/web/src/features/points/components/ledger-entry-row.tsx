import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { LedgerEntry } from '../api/get-ledger';
import { KIND_LABELS, signedPoints, whenText } from '../ledger-view';

type LedgerEntryRowProps = {
  entry: LedgerEntry;
  /** Whose entry it is, shown when the list holds several members' entries. */
  memberName?: string | undefined;
  onUndo: (entry: LedgerEntry) => void;
};

const KIND_STYLES: Record<LedgerEntry['kind'], string> = {
  earn: 'bg-primary-soft text-primary-soft-foreground',
  spend: 'bg-sand text-sand-foreground',
  adjust: 'bg-muted text-foreground',
  refund: 'bg-primary-soft text-primary-soft-foreground',
  reversal: 'bg-muted text-foreground',
};

/** One movement of points: what for, how many (+/−), what kind, who, and when. */
export function LedgerEntryRow({ entry, memberName, onUndo }: LedgerEntryRowProps) {
  const taken = entry.points < 0;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <p
          className={cn(
            'w-14 shrink-0 pt-0.5 text-right text-lg font-bold tabular-nums',
            taken ? 'text-destructive' : 'text-primary',
          )}
        >
          {signedPoints(entry.points)}
          <span className="sr-only"> points</span>
        </p>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{entry.reason || KIND_LABELS[entry.kind]}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', KIND_STYLES[entry.kind])}>
              {KIND_LABELS[entry.kind]}
            </span>
            {memberName ? <span className="font-medium text-foreground">{memberName}</span> : null}
            {entry.by ? <span>by {entry.by.full_name.trim() || 'Unknown User'}</span> : null}
            <time dateTime={entry.created_at}>{whenText(entry.created_at)}</time>
          </p>
          {entry.undone ? (
            <p className="mt-1.5 text-sm font-medium text-muted-foreground">Undone by a later entry.</p>
          ) : null}
        </div>
      </div>
      {entry.can_undo ? (
        <Button
          size="sm"
          variant="outline"
          className="self-end sm:self-center"
          aria-label={`Undo ${signedPoints(entry.points)} points: ${entry.reason}`}
          onClick={() => onUndo(entry)}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      ) : null}
    </li>
  );
}
