import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-fetch';
import { useAuth } from '../../../lib/auth';
import { canStreamEvents, openEventStream, type EventStream } from '../../../lib/event-stream';
import { taskKeys } from './query-keys';
import { reconnectDelay } from '../reconnect';

/**
 * Keeps the space page live: the server sends a message whenever someone changes a task of the space,
 * and each one refreshes this space's queries. After an error it reconnects after 1, 2, 5, then 10 s,
 * and refreshes once connected again, since changes made while it was away sent no message. When the
 * server ends the stream because this person's access ended, it stays closed: when they were signed out (on
 * another device, or the session expired) it asks for the session, whose end takes them to sign in; when they
 * were only removed from the space, it refreshes once, so the page shows what they may see now. (Signing out
 * on this device closes the stream before the session ends: lib/event-stream.ts.)
 */
export function useSpaceEvents(spaceId: string): void {
  const queryClient = useQueryClient();
  const { refresh: checkSession } = useAuth();

  useEffect(() => {
    if (!canStreamEvents()) return;
    let source: EventStream | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let unmounted = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });

    function connect() {
      source = openEventStream(`/api/spaces/${encodeURIComponent(spaceId)}/events`, {
        onOpen() {
          if (failures > 0) refresh();
          failures = 0;
        },
        onMessage: refresh,
        onAccessEnded() {
          source = null;
          stopped = true;
          // Signed out: refetching the space would only be refused, one 401 per query.
          checkSession().then(
            (user) => {
              if (user && !unmounted) refresh();
            },
            (error: unknown) => {
              // The lookup failed (no connection): the refetch shows what it can; a 401 is a sign-out too.
              if (!unmounted && !(error instanceof ApiError && error.status === 401)) refresh();
            },
          );
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
      unmounted = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, spaceId, checkSession]);
}
