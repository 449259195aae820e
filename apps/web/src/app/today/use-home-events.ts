import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskKeys } from '../../features/tasks/api/query-keys';
import { useAuth } from '../../lib/auth';
import { canStreamEvents } from '../../lib/event-stream';
import { followLiveUpdates } from '../../lib/follow-live-updates';
import { todayKeys } from './get-today';

/**
 * Keeps Today and the navigation's counts live: one stream for all of the person's spaces. A change in a
 * space refreshes Today and that space's own queries. When the server ends the stream because access to a
 * space ended, Today is read again (unless the person was signed out) and, once its list of spaces changed
 * (`spacesKey`), a new stream opens.
 */
export function useHomeEvents(spacesKey: string | null): void {
  const queryClient = useQueryClient();
  const { refresh: checkSession } = useAuth();

  useEffect(() => {
    if (spacesKey === null || spacesKey === '' || !canStreamEvents()) return;
    const refreshToday = () => void queryClient.invalidateQueries({ queryKey: todayKeys.all });
    return followLiveUpdates('/api/events', {
      onChange(data) {
        refreshToday();
        const spaceId = data === null ? null : spaceOf(data);
        if (spaceId) void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
      },
      onAccessEnded: refreshToday,
      checkSession,
    });
  }, [queryClient, spacesKey, checkSession]);
}

function spaceOf(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && 'space_id' in parsed && typeof parsed.space_id === 'string'
      ? parsed.space_id
      : null;
  } catch {
    return null;
  }
}
