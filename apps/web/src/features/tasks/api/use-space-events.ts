import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskKeys } from './query-keys';
import { reconnectDelay } from '../reconnect';

/**
 * Keeps the space page live: the server sends a message whenever someone changes a task of the space,
 * and each one refreshes this space's queries. After an error it reconnects after 1, 2, 5, then 10 s,
 * and refreshes once connected again, since changes made while it was away sent no message.
 */
export function useSpaceEvents(spaceId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });

    function connect() {
      source = new EventSource(`/api/spaces/${encodeURIComponent(spaceId)}/events`);
      source.onopen = () => {
        if (failures > 0) refresh();
        failures = 0;
      };
      source.onmessage = refresh;
      source.onerror = () => {
        // The browser's own retry has no back-off and stops for good on some errors: we retry ourselves.
        source?.close();
        source = null;
        if (stopped) return;
        retryTimer = setTimeout(connect, reconnectDelay(failures));
        failures += 1;
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, spaceId]);
}
