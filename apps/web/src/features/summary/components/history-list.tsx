import { CircleAlert, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { useHistory } from '../api/get-history';
import { HistoryEventRow } from './history-event-row';

type HistoryListProps = {
  history: ReturnType<typeof useHistory>;
  youId: string | null;
  /** What to say (and offer) when there is nothing to show yet. */
  empty: ReactNode;
};

/** The history, newest first, a page at a time ("Load more" adds the next, older page). */
export function HistoryList({ history, youId, empty }: HistoryListProps) {
  if (history.isPending) {
    return (
      <div role="status" className="rounded-2xl border border-border bg-surface p-6 text-muted-foreground">
        Loading the history...
      </div>
    );
  }
  if (!history.data) {
    return (
      <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
        <h2 className="mt-3 text-lg font-semibold">We couldn't load the history</h2>
        <p className="mt-2 text-muted-foreground">{history.error?.message}</p>
        <Button variant="outline" className="mt-5" disabled={history.isFetching} onClick={() => void history.refetch()}>
          {history.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  const events = history.data.pages.flatMap((page) => page.events);
  if (events.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-2xl bg-sand p-5 leading-relaxed text-sand-foreground">
        <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>{empty}</div>
      </div>
    );
  }
  return (
    <div>
      <ol
        aria-label="History, newest first"
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      >
        {events.map((event) => (
          <HistoryEventRow key={`${event.kind}-${event.id}`} event={event} youId={youId} />
        ))}
      </ol>
      {history.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            aria-disabled={history.isFetchingNextPage || undefined}
            onClick={() => {
              if (!history.isFetchingNextPage) void history.fetchNextPage();
            }}
          >
            {history.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {history.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm text-destructive">
          {history.error?.message ?? 'Could not load more.'} Try again.
        </p>
      ) : null}
    </div>
  );
}
