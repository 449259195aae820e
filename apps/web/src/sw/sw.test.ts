import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from './messages';

// The real service worker (sw.ts) in a small stand-in of its global scope: caches in memory, a network that
// answers from a table (or is down), and the events a browser would send.

const ORIGIN = 'https://tidy.example';
const BUILD = [
  { url: 'index.html', revision: 'rev-1' },
  { url: 'assets/main-Ab12.js', revision: null },
  { url: 'assets/todo-list-Cd34.js', revision: null },
  { url: 'manifest.webmanifest', revision: 'rev-2' },
];

type RequestLike = { url: string; method: string; mode: string };
type Handler = (event: unknown) => void;

const keyOf = (request: RequestLike | string) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestLike | string) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestLike | string, response: Response) {
    this.entries.set(keyOf(request), response);
  }
}

class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async match(request: RequestLike | string) {
    for (const cache of this.named.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/** A same-origin answer, as the browser types it ('basic'); Node's own Response says 'default'. */
function sameOrigin(body: string, init: ResponseInit = {}) {
  const response = new Response(body, init);
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

const listeners = new Map<string, Handler>();
const scope = {
  location: new URL(`${ORIGIN}/sw.js`),
  __WB_MANIFEST: BUILD,
  addEventListener: (type: string, handler: Handler) => listeners.set(type, handler),
  skipWaiting: vi.fn(async () => undefined),
  clients: {
    claim: vi.fn(async () => undefined),
    matchAll: vi.fn(async () => [] as unknown[]),
    openWindow: vi.fn(async () => null),
  },
  registration: { showNotification: vi.fn(async () => undefined) },
};

let storage: MemoryCacheStorage;
let network: (request: RequestLike) => Promise<Response>;
const networkCalls: string[] = [];

function dispatch(type: string, fields: Record<string, unknown> = {}) {
  const pending: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  listeners.get(type)!({
    ...fields,
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    respondWith: (promise: Promise<Response>) => (response = promise),
  });
  return { done: Promise.all(pending), response };
}

const request = (path: string, mode = 'cors', method = 'GET'): RequestLike => ({
  url: `${ORIGIN}${path}`,
  method,
  mode,
});

async function fetchThroughWorker(path: string, mode = 'cors') {
  const { response, done } = dispatch('fetch', { request: request(path, mode) });
  const answer = response ? await response : undefined;
  await done;
  return answer;
}

async function install() {
  await dispatch('install').done;
  await dispatch('activate').done;
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./sw');
});

beforeEach(() => {
  storage = new MemoryCacheStorage();
  networkCalls.length = 0;
  network = async (req) => sameOrigin(`network ${new URL(req.url).pathname}`);
  vi.stubGlobal('self', scope);
  vi.stubGlobal('caches', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestLike | string) => {
      const req = typeof input === 'string' ? request(new URL(input, ORIGIN).pathname) : input;
      networkCalls.push(new URL(req.url).pathname);
      return network(req);
    }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the service worker', () => {
  it('keeps every file of the build on install and drops older caches on activation', async () => {
    await storage.open('tidy-shell-old');
    await storage.open('tidy-assets');
    await install();
    const names = await storage.keys();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^tidy-shell-[0-9a-f]{8}$/);
    const shell = storage.named.get(names[0]!)!;
    expect([...shell.entries.keys()].sort()).toEqual(
      ['/assets/main-Ab12.js', '/assets/todo-list-Cd34.js', '/index.html', '/manifest.webmanifest'].map(
        (path) => `${ORIGIN}${path}`,
      ),
    );
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('opens a page from the network while online, and from the kept app shell offline', async () => {
    await install();
    expect(await (await fetchThroughWorker('/todo', 'navigate'))!.text()).toBe('network /todo');

    network = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await fetchThroughWorker('/todo', 'navigate'))!.text()).toBe('network /index.html');

    // A server that answers with an error page: the shell can still show what is on the device.
    network = async () => sameOrigin('Bad gateway', { status: 502 });
    expect(await (await fetchThroughWorker('/space/abc', 'navigate'))!.text()).toBe('network /index.html');
  });

  it('never answers an API request, and never keeps its answer', async () => {
    await install();
    for (const path of ['/api/todo', '/api/auth/session', '/api/photos/1/thumb']) {
      expect(dispatch('fetch', { request: request(path) }).response).toBeUndefined();
      expect(dispatch('fetch', { request: request(path, 'navigate') }).response).toBeUndefined();
    }
    expect(dispatch('fetch', { request: request('/assets/a.js', 'cors', 'POST') }).response).toBeUndefined();
    const kept = await Promise.all([...storage.named.values()].flatMap((cache) => [...cache.entries.keys()]));
    expect(kept.filter((url) => url.includes('/api/'))).toEqual([]);
  });

  it('serves hashed files from the cache, keeping new ones unless their server forbids it', async () => {
    await install();
    networkCalls.length = 0;
    expect(await (await fetchThroughWorker('/assets/main-Ab12.js'))!.text()).toBe('network /assets/main-Ab12.js');
    expect(networkCalls).toEqual([]);

    await fetchThroughWorker('/assets/new-chunk-Ef56.js');
    await fetchThroughWorker('/assets/new-chunk-Ef56.js');
    expect(networkCalls).toEqual(['/assets/new-chunk-Ef56.js']);

    network = async () => sameOrigin('secret', { headers: { 'Cache-Control': 'private, max-age=600' } });
    await fetchThroughWorker('/assets/private-Gh78.js');
    await fetchThroughWorker('/assets/private-Gh78.js');
    expect(networkCalls.filter((path) => path === '/assets/private-Gh78.js')).toHaveLength(2);
  });

  it('shows a push message as a notification, and a tap opens its page', async () => {
    const payload = {
      kind: 'assigned',
      title: 'You were assigned a task',
      body: 'Kitchen: wipe',
      url: '/space/k1',
      tag: 't1',
    };
    await dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } }).done;
    expect(scope.registration.showNotification).toHaveBeenCalledWith('You were assigned a task', {
      body: 'Kitchen: wipe',
      tag: 't1',
      data: { url: '/space/k1' },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
    });

    const close = vi.fn();
    await dispatch('notificationclick', { notification: { data: { url: '/space/k1' }, close } }).done;
    expect(close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/space/k1');
  });

  it('takes over only when a page asks it to', async () => {
    dispatch('message', { data: { type: 'something else' } });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    dispatch('message', { data: { type: SKIP_WAITING } });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
