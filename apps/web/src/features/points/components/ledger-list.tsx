import { CircleAlert, Sprout } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { LedgerEntry, useLedger } from '../api/get-ledger';
import { LedgerEntryRow } from './ledger-entry-row';

type LedgerListProps = {
  ledger: ReturnType<typeof useLedger>;
  /** The name of an entry's member, when the list holds the whole space's entries. */
  memberNameOf?: ((userId: string) => string) | undefined;
  onUndo: (entry: LedgerEntry) => void;
};

/** The ledger, newest first, a page at a time ("Show more" adds the next, older page). */
export function LedgerList({ ledger, memberNameOf, onUndo }: LedgerListProps) {
  if (ledger.isPending) {
    return (
      <div role="status" className="rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
        Loading points history...
      </div>
    );
  }
  if (ledger.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
        <h3 className="mt-3 text-lg font-semibold">We couldn't load the points history</h3>
        <p className="mt-2 text-muted-foreground">{ledger.error.message}</p>
        <Button variant="outline" className="mt-5" disabled={ledger.isFetching} onClick={() => void ledger.refetch()}>
          {ledger.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  const entries = ledger.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <p className="flex items-start gap-3 rounded-2xl bg-sand p-5 leading-relaxed text-sand-foreground">
        <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        No points yet. Points show up here when a task is approved.
      </p>
    );
  }
  return (
    <div>
      <ol
        aria-label="Points history, newest first"
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      >
        {entries.map((entry) => (
          <LedgerEntryRow key={entry.id} entry={entry} memberName={memberNameOf?.(entry.user_id)} onUndo={onUndo} />
        ))}
      </ol>
      {ledger.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            aria-disabled={ledger.isFetchingNextPage || undefined}
            onClick={() => {
              if (!ledger.isFetchingNextPage) void ledger.fetchNextPage();
            }}
          >
            {ledger.isFetchingNextPage ? 'Loading more...' : 'Show more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
