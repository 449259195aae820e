import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { canStreamEvents } from '../../../lib/event-stream';
import { followLiveUpdates } from '../../../lib/follow-live-updates';
import { taskKeys } from './query-keys';

/**
 * Keeps the space page live: every message of the space's stream, and every reconnection, refreshes this
 * space's queries. When the person is removed from the space it refreshes once, so the page shows what
 * they may see now (lib/follow-live-updates.ts).
 */
export function useSpaceEvents(spaceId: string): void {
  const queryClient = useQueryClient();
  const { refresh: checkSession } = useAuth();

  useEffect(() => {
    if (!canStreamEvents()) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    return followLiveUpdates(`/api/spaces/${encodeURIComponent(spaceId)}/events`, {
      onChange: refresh,
      onAccessEnded: refresh,
      checkSession,
    });
  }, [queryClient, spaceId, checkSession]);
}
