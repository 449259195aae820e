import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { appInstallEvents } from './lib/pwa/install-events';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The browser may offer installing before the settings screen (with its install card) is open.
appInstallEvents();

// The service worker (offline app shell, notifications) only in a build: in development it would serve stale
// modules. Loaded after the page, so the landing page's first download does not carry it.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => {
      import('./lib/pwa/register-service-worker')
        .then((module) => module.registerServiceWorker())
        .catch((error: unknown) => console.warn('The app could not be made available offline:', error));
    },
    { once: true },
  );
}

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
