/** Messages between the pages and the service worker (postMessage), in one place for both sides. */

/** Page → waiting worker: the person chose Reload, so take over now. */
export const SKIP_WAITING = 'tidy:skip-waiting';

export type WorkerMessage = { type: typeof SKIP_WAITING };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}
