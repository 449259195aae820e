import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskKeys } from '../../features/tasks/api/query-keys';
import { reconnectDelay } from '../../features/tasks/reconnect';
import { canStreamEvents, openEventStream, type EventStream } from '../../lib/event-stream';
import { todayKeys } from './get-today';

/**
 * Keeps Today and the navigation's counts live: one stream for all of the person's spaces. A change in a
 * space refreshes Today and that space's own queries. When the server ends the stream because access to a
 * space ended, Today is read again and, once its list of spaces changed (`spacesKey`), a new stream opens.
 */
export function useHomeEvents(spacesKey: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (spacesKey === null || spacesKey === '' || !canStreamEvents()) return;
    let source: EventStream | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const refreshToday = () => void queryClient.invalidateQueries({ queryKey: todayKeys.all });

    function connect() {
      source = openEventStream('/api/events', {
        onOpen() {
          if (failures > 0) refreshToday();
          failures = 0;
        },
        onMessage(data) {
          refreshToday();
          const spaceId = spaceOf(data);
          if (spaceId) void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
        },
        onAccessEnded() {
          source = null;
          stopped = true;
          refreshToday();
        },
        onError() {
          source = null;
          if (stopped) return;
          retryTimer = setTimeout(connect, reconnectDelay(failures));
          failures += 1;
        },
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, spacesKey]);
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
