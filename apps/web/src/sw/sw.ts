/// <reference lib="webworker" />
/*
 * The service worker (built to /sw.js by vite-plugin-pwa, which fills in the list of the build's files).
 * It keeps the app shell — index.html and every chunk, since the routes load lazily — so the app opens
 * offline, and shows push notifications. It never keeps API answers: they hold one person's data, and the
 * pages that work offline (the to-do list) keep their own copy on the device. docs/decisions/012-offline-app-shell.md
 */
import {
  ASSET_CACHE,
  SHELL_PAGE,
  cachesToDropOnActivate,
  mayStore,
  normalizePrecache,
  precacheVersion,
  requestHandling,
  shellCacheName,
  type PrecacheEntry,
} from './cache-rules';
import { isWorkerMessage } from './messages';
import { notificationFor, tappedPath, windowForTap } from './push-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a page waits for the network before the cached shell is shown instead (a weak phone signal). */
const NAVIGATION_TIMEOUT_MS = 3_000;
const PUSH_SUBSCRIPTIONS_URL = '/api/push/subscriptions';

const origin = self.location.origin;
// vite-plugin-pwa replaces `self.__WB_MANIFEST` with the build's file list; the name must stay as written.
const precache = normalizePrecache(self.__WB_MANIFEST, origin);
const shellCache = shellCacheName(precacheVersion(precache));

self.addEventListener('install', (event) => {
  event.waitUntil(fillShellCache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(cachesToDropOnActivate(names, shellCache).map((name) => caches.delete(name)));
      // The first visit is controlled at once, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  // A new version waits until the person chooses Reload, so an open page never mixes two builds' chunks.
  if (isWorkerMessage(event.data)) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (requestHandling(request, origin)) {
    case 'navigation':
      return event.respondWith(pageOrShell(request));
    case 'asset':
      return event.respondWith(cacheFirst(event));
    case 'shell-file':
      return event.respondWith(precachedOrNetwork(request));
    case 'pass':
      return;
  }
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(readPushData(event.data), origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTapped(tappedPath(event.notification.data, origin)));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription, event.newSubscription));
});

async function fillShellCache() {
  const cache = await caches.open(shellCache);
  await Promise.all(
    precache.map(async ({ url, revision }) => {
      // A hashed file never changes: an older version's copy will do. The others are asked for afresh.
      const kept = revision === null ? await caches.match(url) : undefined;
      const response = kept ?? (await fetch(url, { cache: revision === null ? 'default' : 'no-cache' }));
      if (!response.ok || response.redirected) throw new Error(`Could not keep ${url} (${response.status})`);
      await cache.put(url, response);
    }),
  );
}

async function pageOrShell(request: Request): Promise<Response> {
  const shell = await caches.open(shellCache).then((cache) => cache.match(SHELL_PAGE));
  if (!shell) return fetch(request);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow network')), NAVIGATION_TIMEOUT_MS)),
    ]);
    // A proxy's error page (the server restarting) helps no one; the shell can still show what is on the device.
    return response.status >= 500 ? shell : response;
  } catch {
    return shell;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (mayStore(event.request.url, response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function precachedOrNetwork(request: Request): Promise<Response> {
  const cached = await caches.open(shellCache).then((cache) => cache.match(request));
  return cached ?? fetch(request);
}

function readPushData(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return data?.text();
  }
}

async function openTapped(path: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const choice = windowForTap(windows, path, origin);
  const target = choice ? windows[choice.index] : undefined;
  if (!choice || !target) {
    await self.clients.openWindow(path);
    return;
  }
  const focused = await target.focus();
  // navigate() works only on pages this worker controls; otherwise the focused page stays as it is.
  if (choice.navigate) await focused.navigate(path).catch(() => undefined);
}

/** The browser replaced the push subscription: tell the server the new one, under the same signed-in session. */
async function renewSubscription(previous: PushSubscription | null, next: PushSubscription | null) {
  const applicationServerKey = previous?.options.applicationServerKey;
  const subscription =
    next ??
    (applicationServerKey
      ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
      : null);
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await fetch(PUSH_SUBSCRIPTIONS_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
  }).catch(() => undefined);
}
