import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-fetch';
import {
  base64UrlToBytes,
  devicePushState,
  disablePush,
  enablePush,
  forgetPushOnThisDevice,
  pushSupport,
  PushSetupError,
} from './push';

const nativePush = vi.hoisted(() => ({ requestPermissions: vi.fn(), checkPermissions: vi.fn() }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: nativePush }));

// A VAPID public key is an uncompressed P-256 point: 65 bytes starting with 4.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example.test/send/abc';

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
};

function fakeSubscription(key: Uint8Array = KEY_BYTES): FakeSubscription {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPub', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with Web Push: its permission answer, the worker's push manager, and our server's answers. */
function browser({
  permission = 'granted' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  existing = null as FakeSubscription | null,
  ready = true,
} = {}) {
  const created = fakeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => created),
  };
  const registration = { pushManager };
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      ready: ready ? Promise.resolve(registration) : new Promise(() => undefined),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { pushManager, created };
}

function server(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof server>, call = 0) => {
  const [path, init] = fetch.mock.calls[call]!;
  return { path, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

beforeEach(() => {
  vi.stubGlobal('Capacitor', undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('base64UrlToBytes', () => {
  it('reads the unpadded base64url of a VAPID key back into its 65 bytes', () => {
    expect(Array.from(base64UrlToBytes(PUBLIC_KEY))).toEqual(Array.from(KEY_BYTES));
  });

  it('reads the URL-safe letters - and _', () => {
    expect(Array.from(base64UrlToBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('pushSupport', () => {
  it('is the shell inside Capacitor, web where a browser has PushManager, unsupported elsewhere', () => {
    vi.stubGlobal('window', undefined);
    expect(pushSupport()).toBe('unsupported');
    browser();
    expect(pushSupport()).toBe('web');
    // Safari on an iPhone, outside an app added to the Home Screen.
    vi.stubGlobal('window', { Notification: class {} });
    expect(pushSupport()).toBe('unsupported');
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    expect(pushSupport()).toBe('native');
  });
});

describe('enablePush in a browser', () => {
  it('asks, subscribes with the server key and registers the subscription with the time zone', async () => {
    const { pushManager } = browser({ permission: 'default' });
    const fetch = server(201, { subscriptions: 2 });

    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'subscribed', subscriptions: 2 });

    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(KEY_BYTES));
    expect(sent(fetch)).toEqual({
      path: '/api/push/subscriptions',
      method: 'POST',
      body: {
        endpoint: ENDPOINT,
        keys: { p256dh: 'BPub', auth: 'secret' },
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it('stops at a refusal or an unanswered question, subscribing nothing', async () => {
    const { pushManager } = browser({ answer: 'denied' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'denied' });
    browser({ answer: 'default' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'dismissed' });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('reuses a subscription made with the same key', async () => {
    const existing = fakeSubscription();
    const { pushManager } = browser({ existing });
    server(201, { subscriptions: 1 });
    await enablePush(PUBLIC_KEY);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('replaces a subscription made for an older server key', async () => {
    const existing = fakeSubscription(Uint8Array.from({ length: 65 }, () => 9));
    const { pushManager } = browser({ existing });
    server(201, { subscriptions: 1 });
    await enablePush(PUBLIC_KEY);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it("says so plainly when the browser's push service fails", async () => {
    const { pushManager } = browser();
    pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'));
    const fetch = server(201, { subscriptions: 1 });
    const failure = await enablePush(PUBLIC_KEY).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushSetupError);
    expect(failure).toMatchObject({
      code: 'push_service',
      message: expect.stringMatching(/Check your internet connection/),
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up waiting for a service worker that never comes (a development build)', async () => {
    vi.useFakeTimers();
    browser({ ready: false });
    const failure = enablePush(PUBLIC_KEY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failure).toMatchObject({ name: 'PushSetupError', code: 'no_service_worker' });
  });

  it('unsubscribes the browser again when our server refuses the subscription', async () => {
    const { created } = browser();
    server(400, { error: { code: 'invalid', message: 'The endpoint must be an http or https URL.' } });
    await expect(enablePush(PUBLIC_KEY)).rejects.toBeInstanceOf(ApiError);
    expect(created.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('turning off', () => {
  it('disablePush tells the server which endpoint to forget, then unsubscribes the browser', async () => {
    const existing = fakeSubscription();
    browser({ existing });
    const fetch = server(204);
    await disablePush();
    expect(sent(fetch)).toEqual({ path: '/api/push/subscriptions', method: 'DELETE', body: { endpoint: ENDPOINT } });
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('disablePush keeps the subscription when the server cannot be told', async () => {
    const existing = fakeSubscription();
    browser({ existing });
    server(500, { error: { code: 'internal', message: 'Something went wrong.' } });
    await expect(disablePush()).rejects.toBeInstanceOf(ApiError);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('before sign-out, the browser is unsubscribed even when the server cannot be reached', async () => {
    const existing = fakeSubscription();
    browser({ existing });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(forgetPushOnThisDevice()).resolves.toBeUndefined();
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('before sign-out, a browser with no subscription tells the server nothing', async () => {
    browser({ permission: 'default' });
    const fetch = server(204);
    await forgetPushOnThisDevice();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('device state', () => {
  it('reports the permission and whether this browser holds a subscription', async () => {
    browser({ permission: 'granted', existing: fakeSubscription() });
    await expect(devicePushState()).resolves.toEqual({
      support: 'web',
      permission: 'granted',
      webPush: true,
      subscribed: true,
    });
    browser({ permission: 'denied' });
    await expect(devicePushState()).resolves.toEqual({
      support: 'web',
      permission: 'denied',
      webPush: true,
      subscribed: false,
    });
    browser({ permission: 'default' });
    await expect(devicePushState()).resolves.toEqual({
      support: 'web',
      permission: 'prompt',
      webPush: true,
      subscribed: false,
    });
  });
});

describe('in the phone shell', () => {
  beforeEach(() => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
  });

  it('asks through the plugin; with no Web Push in the web view, says it is allowed but not connected', async () => {
    nativePush.requestPermissions.mockResolvedValueOnce({ receive: 'granted' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'allowed-in-shell' });
    nativePush.requestPermissions.mockResolvedValueOnce({ receive: 'denied' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'denied' });
    nativePush.requestPermissions.mockResolvedValueOnce({ receive: 'prompt-with-rationale' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'dismissed' });
  });

  it('reads the permission without asking for the status line', async () => {
    nativePush.checkPermissions.mockResolvedValueOnce({ receive: 'prompt' });
    await expect(devicePushState()).resolves.toEqual({
      support: 'native',
      permission: 'prompt',
      webPush: false,
      subscribed: false,
    });
    expect(nativePush.requestPermissions).not.toHaveBeenCalled();
  });

  it('subscribes through Web Push where the web view has it, once the plugin got the permission', async () => {
    const { pushManager } = browser({ permission: 'default' });
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const fetch = server(201, { subscriptions: 1 });
    nativePush.requestPermissions.mockResolvedValueOnce({ receive: 'granted' });
    await expect(enablePush(PUBLIC_KEY)).resolves.toEqual({ outcome: 'subscribed', subscriptions: 1 });
    expect(nativePush.requestPermissions).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(sent(fetch).method).toBe('POST');
  });
});
