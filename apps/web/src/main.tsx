import { SIGNED_IN_MARK, TAKE_OVER_SHIELD_ID } from '@tidy/domain/signed-in-page';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { NOT_FOUND_MARK } from './app/public-pages';
import { AppRouter } from './app/router';
import type { InitialAuth } from './lib/auth';
import { appInstallEvents } from './lib/pwa/install-events';

/**
 * Starts the app on the page: hydrates a page the build prerendered or the server rendered, or renders the app
 * shell afresh. Importing this module does nothing by itself; the entry (boot.ts) calls this in a task of its
 * own once the modules are evaluated.
 */
export function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain <div id="root">');
  const container: HTMLElement = root;

  // The browser may offer installing before the settings screen (with its install card) is open.
  appInstallEvents();

  // The service worker (offline app shell, notifications) only in a build: in development it would serve stale
  // modules. Registered once the page has loaded and the browser is idle, so it never competes with the page.
  if (import.meta.env.PROD) {
    const registerWhenIdle = () => {
      const register = () =>
        import('./lib/pwa/register-service-worker')
          .then((module) => module.registerServiceWorker())
          .catch((error: unknown) => console.warn('The app could not be made available offline:', error));
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else setTimeout(register, 1_000);
    };
    // The page starts this script after its first paint (scripts/prerender.mjs), often after it has loaded.
    if (document.readyState === 'complete') registerWhenIdle();
    else window.addEventListener('load', registerWhenIdle, { once: true });
  }

  // A public page the build prerendered (scripts/prerender.mjs) for this very address is hydrated: it shows at
  // once and keeps its HTML. It was rendered as a visitor sees it, so it hydrates signed out and the session
  // lookup then moves a signed-in person on. Today, which the server rendered for the signed-in person with the
  // answers it was made from (decision 025), is hydrated as that person, with those answers in the cache. Anything
  // else (the app shell with its loading frame) is rendered afresh.
  const prerenderedFor = container.dataset.prerendered;
  const hydrate =
    prerenderedFor === NOT_FOUND_MARK || prerenderedFor === `${window.location.pathname}${window.location.search}`;

  const app = (auth: InitialAuth) => (
    <StrictMode>
      <Providers initialAuth={auth}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );

  // A mismatch means the page and the app disagree: React renders afresh, and tests must hear of it.
  const onRecoverableError = (error: unknown) => console.error('Hydrating the prerendered page failed:', error);

  if (prerenderedFor === SIGNED_IN_MARK) {
    // Rendered afresh instead, the page's controls work from the start. The page came with the tab bar's room
    // reserved; the tab bar reserves it again if the fresh render has one.
    const renderAfresh = () => {
      // As app/taken-over.ts does once Today is hydrated; written out here, as importing it would make the landing
      // page fetch one more chunk.
      container.dataset.takenOver = '';
      document.getElementById(TAKE_OVER_SHIELD_ID)?.remove();
      document.documentElement.classList.remove('has-tab-bar');
      createRoot(container).render(app('loading'));
    };
    import('./app/take-over')
      .then(({ takeOverSignedInPage }) => {
        if (!takeOverSignedInPage(container, app, onRecoverableError)) renderAfresh();
      })
      .catch((error: unknown) => {
        // Its code failed to load: the app renders afresh over the page the server sent.
        console.error('Taking over the page failed:', error);
        renderAfresh();
      });
  } else if (hydrate) {
    // A transition, as Today's take-over is: React hydrates in slices of a few milliseconds instead of one long
    // task, so a phone answers a tap meanwhile (a tap on a part not yet hydrated hydrates that part first).
    startTransition(() => {
      hydrateRoot(container, app('signed-out'), { onRecoverableError });
    });
  } else {
    createRoot(container).render(app('loading'));
  }
}
