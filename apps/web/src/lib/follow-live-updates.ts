import { ApiError } from './api-fetch';
import { openEventStream, type EventStream } from './event-stream';
import { reconnectDelay } from './reconnect';

export type LiveUpdateHandlers = {
  /**
   * Something changed: `data` is the server's message, or null after a reconnection, when changes made while
   * the stream was away sent no message and everything it covers should be read again.
   */
  onChange(data: string | null): void;
  /** The server ended the stream because access ended, and the person is still signed in. */
  onAccessEnded(): void;
  /** Asks the server for the session; resolves to null (or rejects with a 401) once signed out. */
  checkSession(): Promise<unknown>;
};

/**
 * Follows a live stream of the server (the space's or the person's): after an error it reconnects after
 * 1, 2, 5, then 10 s and reports a change once connected again. When the server ends the stream because
 * access ended, it stays closed and asks for the session first: signed out (on another device, or the
 * session expired), refetching would only be refused, one 401 per query, and the session's end takes the
 * person to sign in; only removed from a space, `onAccessEnded` lets the page show what they may see now.
 * (Signing out on this device closes the stream before the session ends: event-stream.ts.)
 * Returns the function that stops following.
 */
export function followLiveUpdates(path: string, handlers: LiveUpdateHandlers): () => void {
  let source: EventStream | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  let closed = false;

  function connect() {
    source = openEventStream(path, {
      onOpen() {
        if (failures > 0) handlers.onChange(null);
        failures = 0;
      },
      onMessage: (data) => handlers.onChange(data),
      onAccessEnded() {
        source = null;
        stopped = true;
        handlers.checkSession().then(
          (user) => {
            if (user && !closed) handlers.onAccessEnded();
          },
          (error: unknown) => {
            // The lookup failed (no connection): a refetch shows what it can; a 401 is a sign-out too.
            if (!closed && !(error instanceof ApiError && error.status === 401)) handlers.onAccessEnded();
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
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
