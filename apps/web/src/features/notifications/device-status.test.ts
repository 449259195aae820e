import { describe, expect, it } from 'vitest';
import type { DevicePushState } from '../../lib/native/push';
import { BLOCKED_IN_BROWSER, BLOCKED_ON_PHONE, SHELL_NOT_CONNECTED, statusOf, UNSUPPORTED } from './device-status';

const browser = (change: Partial<DevicePushState> = {}): DevicePushState => ({
  support: 'web',
  permission: 'granted',
  webPush: true,
  subscribed: false,
  ...change,
});
const phoneShell = (change: Partial<DevicePushState> = {}): DevicePushState =>
  browser({ support: 'native', webPush: false, ...change });

describe('statusOf', () => {
  it.each([
    [
      'a subscribed browser, the only device',
      browser({ subscribed: true }),
      1,
      'on',
      'Notifications are on for this device',
      undefined,
    ],
    [
      'a subscribed browser and two more',
      browser({ subscribed: true }),
      3,
      'on',
      'Notifications are on for this device',
      'You also get them on 2 devices.',
    ],
    [
      'a browser not asked yet',
      browser({ permission: 'prompt' }),
      0,
      'off',
      'Notifications are off on this device',
      undefined,
    ],
    [
      'a browser off, another device on',
      browser(),
      1,
      'off',
      'Notifications are off on this device',
      'You get them on 1 device.',
    ],
    [
      'a browser blocked',
      browser({ permission: 'denied' }),
      0,
      'blocked',
      'Notifications are blocked on this device',
      BLOCKED_IN_BROWSER,
    ],
    [
      'Safari outside the Home Screen',
      browser({ support: 'unsupported', permission: 'unsupported', webPush: false }),
      0,
      'blocked',
      'Not available here',
      UNSUPPORTED,
    ],
    [
      'the shell, allowed, no Web Push',
      phoneShell(),
      0,
      'allowed',
      'Notifications are allowed on this phone',
      SHELL_NOT_CONNECTED,
    ],
    [
      'the shell, blocked',
      phoneShell({ permission: 'denied' }),
      0,
      'blocked',
      'Notifications are blocked on this device',
      BLOCKED_ON_PHONE,
    ],
    [
      'the shell, not asked yet',
      phoneShell({ permission: 'prompt' }),
      0,
      'off',
      'Notifications are off on this device',
      undefined,
    ],
    [
      'the shell with Web Push in its web view',
      phoneShell({ webPush: true, subscribed: true }),
      1,
      'on',
      'Notifications are on for this device',
      undefined,
    ],
  ] as const)('%s', (_case, device, subscriptions, tone, title, detail) => {
    expect(statusOf(device, subscriptions)).toEqual({ tone, title, detail });
  });

  it('calls a subscription our server does not hold for this person off, so turning on re-registers it', () => {
    expect(statusOf(browser({ subscribed: true }), 0)).toMatchObject({ tone: 'off' });
  });
});
