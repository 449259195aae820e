import { runtimeCaches } from '../../sw/cache-rules';
import { deviceStorage, keepSessionForOffline } from './offline-session';

/**
 * On sign-out: the next person on this device must find nothing of this one's. The service worker keeps no
 * API answers by design; every cache besides the precached app shell is dropped all the same, in case a
 * future rule slips, and so is the offline sign-in. (The query cache is emptied by the providers on any
 * change of person.)
 */
export async function forgetOfflineData(): Promise<void> {
  keepSessionForOffline(deviceStorage(), null);
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(runtimeCaches(names).map((name) => caches.delete(name)));
  } catch {
    // Storage the browser refuses to open holds nothing to forget.
  }
}
