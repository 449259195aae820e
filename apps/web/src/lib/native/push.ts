import { apiFetch } from '../api-fetch';
import { isNativeShell } from './platform';

/*
 * This device's side of notifications: asking permission, subscribing the browser to Web Push and
 * telling our server where to send. Lives in lib (not in the notifications feature) because signing
 * out must undo it, and lib/auth.tsx may not import features. The Capacitor plugin is imported only
 * inside the phone shell, so the web bundle never carries it.
 */

/** How this device can get notifications: the phone shell, a browser with Web Push, or not at all. */
export type PushSupport = 'native' | 'web' | 'unsupported';

export type PushPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export type DevicePushState = {
  support: PushSupport;
  permission: PushPermission;
  /** Whether this device can hold a Web Push subscription: any 'web' device, and a shell whose web view can. */
  webPush: boolean;
  /** This device holds a Web Push subscription. */
  subscribed: boolean;
};

export type EnablePushResult =
  | { outcome: 'subscribed'; subscriptions: number }
  /** Blocked: the person said no, now or before; only the browser's or phone's settings can undo it. */
  | { outcome: 'denied' }
  /** The question was closed without an answer. */
  | { outcome: 'dismissed' }
  /** Phone shell: allowed, but its web view has no Web Push and Apple's or Google's service is not connected. */
  | { outcome: 'allowed-in-shell' }
  | { outcome: 'unsupported' };

/** A step of turning notifications on failed in a way the person should be told about. */
export class PushSetupError extends Error {
  readonly code: 'no_service_worker' | 'push_service';
  constructor(code: PushSetupError['code'], message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PushSetupError';
    this.code = code;
  }
}

const SUBSCRIPTIONS_URL = '/api/push/subscriptions';
// The service worker is registered right after the app starts; if it is not there by then, it is not coming
// (development builds have none).
const SERVICE_WORKER_WAIT_MS = 10_000;
// The browser's push service lives on the internet; a device without a connection may never answer.
const SUBSCRIBE_WAIT_MS = 20_000;
// Signing out must not wait long on a device that cannot reach anything.
const SIGN_OUT_WAIT_MS = 4_000;

const NO_SERVICE_WORKER_MESSAGE =
  'This copy of the app cannot receive notifications yet. Reload the page and try again.';
const PUSH_SERVICE_MESSAGE =
  'Your browser could not sign this device up for notifications. Check your internet connection and try again. Private windows cannot get notifications.';

/**
 * Safari on an iPhone outside an installed (Home Screen) app has no PushManager, and neither do
 * some embedded browsers: those are 'unsupported'.
 */
export function pushSupport(): PushSupport {
  if (isNativeShell()) return 'native';
  return hasWebPush() && 'Notification' in window ? 'web' : 'unsupported';
}

function hasWebPush(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The VAPID public key arrives as base64url; PushManager wants its bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The IANA zone of this device, which the daily reminder is timed by. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export async function devicePushState(): Promise<DevicePushState> {
  const support = pushSupport();
  if (support === 'unsupported') return { support, permission: 'unsupported', webPush: false, subscribed: false };
  const webPush = hasWebPush();
  const permission = support === 'native' ? await nativePermission(false) : webPermission();
  const subscribed = webPush && permission === 'granted' && (await currentSubscription()) !== null;
  return { support, permission, webPush, subscribed };
}

/**
 * Asks permission and subscribes this device to Web Push with our server's key, registered for the
 * signed-in person. In the shell the plugin asks first; decision 011: the shell gets Web Push only
 * where its web view has it, since FCM/APNs are not wired. Throws a PushSetupError or an ApiError.
 */
export async function enablePush(publicKey: string): Promise<EnablePushResult> {
  const support = pushSupport();
  if (support === 'unsupported') return { outcome: 'unsupported' };
  if (support === 'native') {
    const permission = await nativePermission(true);
    if (permission !== 'granted') return refusal(permission);
    if (!hasWebPush()) return { outcome: 'allowed-in-shell' };
  }
  if ('Notification' in window) {
    const answer = await Notification.requestPermission();
    if (answer !== 'granted') return refusal(answer === 'denied' ? 'denied' : 'prompt');
  }
  return subscribeThisDevice(publicKey);
}

function refusal(permission: PushPermission): EnablePushResult {
  return permission === 'denied' ? { outcome: 'denied' } : { outcome: 'dismissed' };
}

async function subscribeThisDevice(publicKey: string): Promise<EnablePushResult> {
  const registration = await withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS).catch((cause) => {
    throw new PushSetupError('no_service_worker', NO_SERVICE_WORKER_MESSAGE, cause);
  });
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's keys were replaced) can no longer be used.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  if (!subscription) {
    subscription = await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      SUBSCRIBE_WAIT_MS,
    ).catch((cause) => {
      throw new PushSetupError('push_service', PUSH_SERVICE_MESSAGE, cause);
    });
  }

  const { endpoint, keys } = subscription.toJSON();
  try {
    const saved = await apiFetch<{ subscriptions: number }>(SUBSCRIPTIONS_URL, {
      method: 'POST',
      body: { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth }, time_zone: deviceTimeZone() },
    });
    return { outcome: 'subscribed', subscriptions: saved.subscriptions };
  } catch (error) {
    // A subscription our server does not know would only make this device look switched on.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** Stops notifications on this device: forgotten by our server first, then by the browser. */
export async function disablePush(): Promise<void> {
  if (!hasWebPush()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch(SUBSCRIPTIONS_URL, { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * Before signing out, so the next person on this device does not get the previous person's
 * notifications. Best effort and quick: never throws, and gives up after a few seconds.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!hasWebPush()) return;
  const forget = async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    // The server first, while the session still exists; unsubscribing then kills the endpoint even if
    // the server could not be told.
    await apiFetch(SUBSCRIPTIONS_URL, { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe().catch(() => false);
  };
  await withTimeout(forget(), SIGN_OUT_WAIT_MS).catch(() => undefined);
}

function webPermission(): PushPermission {
  const permission = Notification.permission;
  return permission === 'default' ? 'prompt' : permission;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function nativePermission(ask: boolean): Promise<PushPermission> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  const status = ask ? await PushNotifications.requestPermissions() : await PushNotifications.checkPermissions();
  if (status.receive === 'granted' || status.receive === 'denied') return status.receive;
  return 'prompt';
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((value, index) => value === bytes[index]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
