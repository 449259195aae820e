import {
  MutationCache,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { Outlet } from 'react-router';

// What the app writes into the cache itself (a ticked to-do item, a switch) reaches the screen before the
// browser does anything else. TanStack's default waits for a setTimeout: meanwhile React puts a controlled
// check box back to its old value, so a click seemed not to take until the next task (flaky in e2e, and a
// possible one-frame flicker for a person).
notifyManager.setScheduler(queueMicrotask);

/**
 * After a change, what was read before it must be read again. TanStack's invalidateQueries refetches a query
 * that has data, but a query still on its *first* load gets the load already in flight back instead of a new
 * one (query-core's fetch reuses it unless there is data to keep) — and that load may have been read before the
 * change, so a task just added never showed (seen in e2e on a busy machine). Here such a query is read once
 * more when its first load ends. Every invalidation in the app (mutations, live events) goes through this.
 */
export class QueryClientAfterChanges extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoads = new Set(
      this.getQueryCache()
        .findAll(filters)
        .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching'),
    );
    await super.invalidateQueries(filters, options);
    if (firstLoads.size === 0) return;
    await super.invalidateQueries(
      { predicate: (query) => firstLoads.has(query), refetchType: filters?.refetchType },
      options,
    );
  }
}

/**
 * One cache for the whole app, shared by every page and the invitation screen. Today sums up every space,
 * so any change made here (a task done, a review, a new space) refreshes it: one rule, not one per mutation.
 */
export const queryClient: QueryClient = new QueryClientAfterChanges({
  mutationCache: new MutationCache({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['today'] }),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: 1,
    },
  },
});

/**
 * On the server, a page rendered for one person (render-page.tsx) brings its own cache: the app's one cache
 * lives as long as the server, and one person's answers must never render for the next.
 */
const RenderCache = createContext<QueryClient | null>(null);

export function RenderQueryClient({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <RenderCache value={client}>{children}</RenderCache>;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={use(RenderCache) ?? queryClient}>{children}</QueryClientProvider>;
}

/** The pathless layout route around every page that reads data from the API. */
export default function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
