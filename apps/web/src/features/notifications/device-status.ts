import type { DevicePushState } from '../../lib/native/push';

// What the settings page says about this device's notifications, in household words.

export const BLOCKED_IN_BROWSER =
  'To allow them, open the site settings of your browser (the icon next to the web address), set Notifications to Allow, then reload this page.';
export const BLOCKED_ON_PHONE = "To allow them, open your phone's Settings, find Tidy Steps and turn on Notifications.";
// Decision 011: the shell asks the phone's permission, but no Apple or Google push service is connected yet,
// and most phones' web views have no Web Push.
export const SHELL_NOT_CONNECTED =
  "This version of the phone app cannot receive notifications yet. Until it can, open Tidy Steps in your phone's browser and turn them on there.";
export const UNSUPPORTED =
  'This browser cannot show notifications from Tidy Steps. On an iPhone or iPad, add Tidy Steps to your Home Screen (Share, then Add to Home Screen) and open it from there.';

export const devices = (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`;

/** `allowed`: the phone shell may notify, but nothing can reach it yet, so there is nothing to turn on. */
export type DeviceStatus = { tone: 'on' | 'off' | 'allowed' | 'blocked'; title: string; detail?: string };

/** What to tell the person about this device, in their words. */
export function statusOf(device: DevicePushState, subscriptions: number): DeviceStatus {
  if (device.support === 'unsupported') return { tone: 'blocked', title: 'Not available here', detail: UNSUPPORTED };
  if (device.permission === 'denied') {
    return {
      tone: 'blocked',
      title: 'Notifications are blocked on this device',
      detail: device.support === 'native' ? BLOCKED_ON_PHONE : BLOCKED_IN_BROWSER,
    };
  }
  if (device.support === 'native' && device.permission === 'granted' && !device.webPush) {
    return { tone: 'allowed', title: 'Notifications are allowed on this phone', detail: SHELL_NOT_CONNECTED };
  }
  // Our server holding none means this device's subscription is not (or no longer) the signed-in person's.
  if (device.subscribed && subscriptions > 0) {
    const others = subscriptions - 1;
    return {
      tone: 'on',
      title: 'Notifications are on for this device',
      detail: others > 0 ? `You also get them on ${devices(others)}.` : undefined,
    };
  }
  return {
    tone: 'off',
    title: 'Notifications are off on this device',
    detail: subscriptions > 0 ? `You get them on ${devices(subscriptions)}.` : undefined,
  };
}
