import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { NOT_FOUND_MARK } from './app/public-pages';
import { AppRouter } from './app/router';
import { appInstallEvents } from './lib/pwa/install-events';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

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
// lookup then moves a signed-in person on. Anything else (the app shell with its loading frame, which the
// server sends to signed-in people and for other addresses) is rendered afresh.
const prerenderedFor = container.dataset.prerendered;
const hydrate =
  prerenderedFor === NOT_FOUND_MARK || prerenderedFor === `${window.location.pathname}${window.location.search}`;

const app = (
  <StrictMode>
    <Providers initialAuth={hydrate ? 'signed-out' : 'loading'}>
      <AppRouter />
    </Providers>
  </StrictMode>
);

if (hydrate) {
  hydrateRoot(container, app, {
    // A mismatch means the prerendered page and the app disagree: React renders afresh, and tests must hear of it.
    onRecoverableError: (error) => console.error('Hydrating the prerendered page failed:', error),
  });
} else {
  createRoot(container).render(app);
}
