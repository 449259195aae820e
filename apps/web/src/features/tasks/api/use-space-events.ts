import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { canStreamEvents, openEventStream, type EventStream } from '../../../lib/event-stream';
import { taskKeys } from './query-keys';
import { reconnectDelay } from '../reconnect';

/**
 * Keeps the space page live: the server sends a message whenever someone changes a task of the space,
 * and each one refreshes this space's queries. After an error it reconnects after 1, 2, 5, then 10 s,
 * and refreshes once connected again, since changes made while it was away sent no message. When the
 * server ends the stream because this person's access ended, it refreshes once and stays closed.
 */
export function useSpaceEvents(spaceId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!canStreamEvents()) return;
    let source: EventStream | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });

    function connect() {
      source = openEventStream(`/api/spaces/${encodeURIComponent(spaceId)}/events`, {
        onOpen() {
          if (failures > 0) refresh();
          failures = 0;
        },
        onMessage: refresh,
        onAccessEnded() {
          // Removed from the space or signed out elsewhere: the refetch shows what this person may see now.
          source = null;
          stopped = true;
          refresh();
        },
        onError() {
          // The stream is closed by now; we retry with our own back-off.
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
  }, [queryClient, spaceId]);
}
