import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { InitialAuth, SessionResponse } from '../lib/auth';
import { queryClient } from './query-client';
import { signedInPageToTakeOver } from './signed-in-page';

/*
 * Taking over the page the server rendered for the signed-in person (decision 025). A chunk of its own, fetched
 * only for that page (which preloads it): the landing page's download does not carry it.
 */

/**
 * Hydrates the page with the answers it was made from in the cache, so that hydrating finds everything the
 * server had (the page's own code, preloaded with the app, is awaited by its Suspense boundary, which keeps the
 * server's HTML meanwhile). Hydrating is a transition, so React does it in slices and the page answers a tap
 * meanwhile. False when this browser cannot take the page over as it is: then the app renders afresh.
 */
export function takeOverSignedInPage(
  container: HTMLElement,
  app: (auth: InitialAuth) => ReactNode,
  onRecoverableError: (error: unknown) => void,
): boolean {
  const state = signedInPageToTakeOver();
  if (!state) return false;
  for (const answer of state.answers) queryClient.setQueryData(answer.key, answer.data, { updatedAt: state.readAt });
  startTransition(() => {
    // Today marks #root once its last part is hydrated (today-page.tsx): until then its buttons take no taps.
    hydrateRoot(container, app({ signedIn: state.session as SessionResponse }), { onRecoverableError });
  });
  return true;
}
