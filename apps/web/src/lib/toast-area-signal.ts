/*
 * Code outside any page (the service worker's "new version" offer) asks for the toast area here, so that the
 * root layout mounts it even on a page that otherwise never toasts and so does not fetch sonner.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast area from now on (it shows toasts fired before it arrived). */
export function wantToastArea(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastAreaWanted(): boolean {
  return wanted;
}

export function onToastAreaWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
