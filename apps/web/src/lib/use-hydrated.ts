import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a prerendered page is rendered at build time and while it is hydrated, true afterwards (and from
 * the start when the page renders in the browser without prerendered HTML). What only the browser can show
 * waits for it, so the hydrated page matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
