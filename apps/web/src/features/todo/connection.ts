import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-fetch';

// Whether the to-do list can reach the server: the browser's own online flag, and whether our last request
// got through. Either one off shows the offline notice; the list keeps working on this device meanwhile.

let serverReachable = true;
const listeners = new Set<() => void>();

function setReachable(value: boolean) {
  if (serverReachable === value) return;
  serverReachable = value;
  for (const listener of listeners) listener();
}

/** A request failed without an answer (no network, server down). */
export const markServerUnreachable = () => setReachable(false);
/** A request got an answer. */
export const markServerReachable = () => setReachable(true);

function subscribeReachable(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribeReachable, () => serverReachable, () => true);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** True for a request that never reached the server (apiFetch reports it as status 0). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;
