import type { Logger } from 'pino';

// A live stream outlives the check made when it opened: a member removed from the space, or signed out on
// another device, would go on hearing the space. Every open stream is re-checked together, in one query, a
// few times a second. Checking the database rather than listening for "removed" or "signed out" messages
// covers every way access ends (removal, leaving, a deleted space, sign-out, a password reset, expiry) and
// every server process, since each process checks its own streams against the shared database.

export type WatchedStream = { sessionId: string; spaceId: string };
/** Of the given streams, the keys (`sessionId spaceId`) whose session is alive and still a member of the space. */
export type StillAllowed = (streams: WatchedStream[]) => Promise<Set<string>>;

export type AccessWatch = {
  /** Calls `end` once the stream's access is gone; the returned function stops watching. */
  watch(stream: WatchedStream, end: () => void): () => void;
  close(): void;
};

export const watchKey = (stream: WatchedStream) => `${stream.sessionId} ${stream.spaceId}`;

export function startAccessWatch(stillAllowed: StillAllowed, logger: Logger, intervalMs = 400): AccessWatch {
  const open = new Map<object, { stream: WatchedStream; end: () => void }>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking = false;

  const check = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    const entries = [...open];
    try {
      const allowed = await stillAllowed(entries.map(([, entry]) => entry.stream));
      for (const [handle, entry] of entries) {
        if (allowed.has(watchKey(entry.stream)) || !open.has(handle)) continue;
        open.delete(handle);
        entry.end();
      }
    } catch (error) {
      // A database outage must not cut every stream; the next round checks again.
      logger.warn({ err: error }, 'could not re-check access of live streams');
    } finally {
      checking = false;
      if (open.size === 0) stop();
    }
  };

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    watch(stream, end) {
      const handle = {};
      open.set(handle, { stream, end });
      timer ??= setInterval(() => void check(), intervalMs);
      timer.unref();
      return () => {
        open.delete(handle);
        if (open.size === 0) stop();
      };
    },
    close() {
      open.clear();
      stop();
    },
  };
}
