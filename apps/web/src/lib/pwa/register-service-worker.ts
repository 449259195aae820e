import { SKIP_WAITING, type WorkerMessage } from '../../sw/messages';
import { isNativeShell } from '../native/platform';
import { wantToastArea } from '../toast-area-signal';

/*
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) and offers each new version with a toast.
 * A new version waits until the person chooses Reload: taking over an open page at once could leave it
 * asking for chunks of the old build that the new worker no longer keeps.
 */

const WORKER_URL = '/sw.js';
/** A tab left open for days still hears of new versions: it asks when it comes back into view, at most this often. */
const UPDATE_CHECK_GAP_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  // The phone shell carries the built files itself and gets notifications through its own plugin.
  if (!('serviceWorker' in navigator) || isNativeShell()) return;
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });

  let reloadChosen = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control (clients.claim); only a chosen update reloads the page.
    if (reloadChosen) window.location.reload();
  });

  // Sonner and the toast area are fetched only when there is a new version to offer: most visits have none.
  const offer = async (worker: ServiceWorker) => {
    wantToastArea();
    const { toast } = await import('sonner');
    toast('A new version is ready', {
      id: 'app-update',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        onClick: () => {
          reloadChosen = true;
          worker.postMessage({ type: SKIP_WAITING } satisfies WorkerMessage);
        },
      },
    });
  };

  // With no controller this is the first install, which needs no reload.
  if (registration.waiting && navigator.serviceWorker.controller) void offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && navigator.serviceWorker.controller) void offer(incoming);
    });
  });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  });
}
