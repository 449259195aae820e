import type { QueryClient } from '@tanstack/react-query';
import type { SpacePhotos } from './get-space-photos';
import { photoKeys } from './query-keys';

/** Shows "Analyzing…" at once after a queued analysis, before the refetch answers. */
export function markAnalysisPending(queryClient: QueryClient, spaceId: string): void {
  queryClient.setQueryData<SpacePhotos>(photoKeys.list(spaceId), (current) =>
    current ? { ...current, analysis: { ...current.analysis, pending: true } } : current,
  );
}
