import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hapticLight, hapticSuccess } from './haptics';

const plugin = vi.hoisted(() => ({ notification: vi.fn(), impact: vi.fn() }));

vi.mock('@capacitor/haptics', () => ({
  Haptics: plugin,
  ImpactStyle: { Light: 'LIGHT' },
  NotificationType: { Success: 'SUCCESS' },
}));

const vibrate = vi.fn((_pattern: VibratePattern) => true);

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

function inShell() {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
}

beforeEach(() => {
  vi.stubGlobal('navigator', { vibrate });
  reducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('haptics in a browser', () => {
  it('buzzes twice for a success and once, shorter, for a light touch', async () => {
    await hapticSuccess();
    await hapticLight();
    expect(vibrate.mock.calls).toEqual([[[30, 60, 40]], [[15]]]);
  });

  it('stays still for people who ask for reduced motion', async () => {
    reducedMotion(true);
    await hapticSuccess();
    await hapticLight();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('does nothing where the browser cannot vibrate (an iPhone, a desktop)', async () => {
    vi.stubGlobal('navigator', {});
    await expect(hapticSuccess()).resolves.toBeUndefined();
  });

  it('never lets a refusing device break the action it accompanies', async () => {
    vibrate.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await expect(hapticSuccess()).resolves.toBeUndefined();
  });

  it('leaves the Capacitor plugin alone outside the shell, even when Capacitor is loaded', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false });
    await hapticSuccess();
    expect(vibrate).toHaveBeenCalledOnce();
    expect(plugin.notification).not.toHaveBeenCalled();
  });
});

describe('haptics in the phone shell', () => {
  it('uses the Haptics plugin: a success notification, or a light impact', async () => {
    inShell();
    await hapticSuccess();
    await hapticLight();
    expect(plugin.notification).toHaveBeenCalledWith({ type: 'SUCCESS' });
    expect(plugin.impact).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('honours reduced motion there too', async () => {
    inShell();
    reducedMotion(true);
    await hapticSuccess();
    expect(plugin.notification).not.toHaveBeenCalled();
  });

  it('swallows a plugin failure', async () => {
    inShell();
    plugin.notification.mockRejectedValueOnce(new Error('not implemented on this device'));
    await expect(hapticSuccess()).resolves.toBeUndefined();
  });
});
