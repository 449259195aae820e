import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from '../../components/install-prompt';
import { appInstallEvents, listenForInstall } from './install-events';
import {
  dismissedRecently,
  INSTALL_DISMISSED_KEY,
  installOffer,
  isIosDevice,
  useInstallPrompt,
  type InstallFacts,
} from './use-install-prompt';

const DAY = 24 * 60 * 60 * 1000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';

/** Chromium's install offer, answered with `outcome` once shown. */
function installOfferEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function pretendUserAgent(userAgent: string, maxTouchPoints = 0) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

function pretendStandalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  localStorage.clear();
  pretendUserAgent(ANDROID);
  pretendStandalone(false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('installOffer', () => {
  const facts: InstallFacts = { standalone: false, installed: false, canPrompt: false, ios: false, dismissed: false };

  it.each<[Partial<InstallFacts>, ReturnType<typeof installOffer>]>([
    [{}, 'none'],
    [{ canPrompt: true }, 'prompt'],
    [{ ios: true }, 'ios-hint'],
    [{ canPrompt: true, standalone: true }, 'none'],
    [{ ios: true, standalone: true }, 'none'],
    [{ canPrompt: true, installed: true }, 'none'],
    [{ canPrompt: true, dismissed: true }, 'none'],
    [{ ios: true, dismissed: true }, 'none'],
  ])('%o → %s', (change, expected) => {
    expect(installOffer({ ...facts, ...change })).toBe(expected);
  });

  it('remembers "Not now" for 30 days', () => {
    const now = Date.UTC(2026, 10, 21);
    expect(dismissedRecently(null, now)).toBe(false);
    expect(dismissedRecently('garbage', now)).toBe(false);
    expect(dismissedRecently(String(now - 29 * DAY), now)).toBe(true);
    expect(dismissedRecently(String(now - 30 * DAY), now)).toBe(false);
  });

  it('knows iPhones and iPads, which say they are Macs', () => {
    expect(isIosDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: IPAD, maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: IPAD, maxTouchPoints: 0 })).toBe(false);
    expect(isIosDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('useInstallPrompt', () => {
  // Each test listens on a target of its own, so nothing it sends reaches the page's one listener.
  let target: EventTarget;
  beforeEach(() => {
    target = new EventTarget();
  });

  it('holds the browser’s offer instead of letting it show its own bar, and opens it on install', async () => {
    const events = listenForInstall(target);
    const { result } = renderHook(() => useInstallPrompt(events));
    expect(result.current.offer).toBe('none');

    const { event, prompt } = installOfferEvent('accepted');
    act(() => void target.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.offer).toBe('prompt');

    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledTimes(1);
    // The browser allows one showing per offer.
    expect(result.current.offer).toBe('none');
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();

    act(() => void target.dispatchEvent(new Event('appinstalled')));
    act(() => void target.dispatchEvent(installOfferEvent('accepted').event));
    expect(result.current.offer).toBe('none');
  });

  it('treats a "no" in the browser’s dialog as "Not now"', async () => {
    const events = listenForInstall(target);
    const { result } = renderHook(() => useInstallPrompt(events));
    act(() => void target.dispatchEvent(installOfferEvent('dismissed').event));
    await act(() => result.current.install());
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('stays hidden for 30 days after "Not now", also on the next visit', () => {
    const events = listenForInstall(target);
    const { result } = renderHook(() => useInstallPrompt(events));
    act(() => void target.dispatchEvent(installOfferEvent('accepted').event));
    act(() => result.current.dismiss());
    expect(result.current.offer).toBe('none');

    const nextVisit = renderHook(() => useInstallPrompt(events));
    expect(nextVisit.result.current.offer).toBe('none');

    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - 31 * DAY));
    const monthLater = renderHook(() => useInstallPrompt(events));
    expect(monthLater.result.current.offer).toBe('prompt');
  });

  it('offers nothing inside the installed app', () => {
    pretendStandalone(true);
    const events = listenForInstall(target);
    const { result } = renderHook(() => useInstallPrompt(events));
    act(() => void target.dispatchEvent(installOfferEvent('accepted').event));
    expect(result.current.offer).toBe('none');
  });

  it('on an iPhone, where there is no install event, shows the home-screen hint', () => {
    pretendUserAgent(IPHONE, 5);
    const { result } = renderHook(() => useInstallPrompt(listenForInstall(target)));
    expect(result.current.offer).toBe('ios-hint');
  });
});

describe('InstallPrompt', () => {
  // The page's one listener outlives each test: drop an offer left in it (the prompt is still on the page).
  afterEach(() => act(() => void appInstallEvents().takeOffer()));

  it('shows "Install Tidy Steps" with Install and Not now, and goes away when dismissed', async () => {
    render(<InstallPrompt />);
    expect(screen.queryByRole('heading', { name: 'Install Tidy Steps' })).toBeNull();

    const { event, prompt } = installOfferEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(screen.getByRole('region', { name: 'Install Tidy Steps' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalled();

    act(() => void window.dispatchEvent(installOfferEvent('accepted').event));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install Tidy Steps' })).toBeNull();
  });

  it('on an iPhone tells the Share → Add to Home Screen steps', () => {
    pretendUserAgent(IPHONE, 5);
    render(<InstallPrompt />);
    const card = screen.getByRole('region', { name: 'Install Tidy Steps' });
    expect(card.textContent?.replace(/\s+/g, ' ')).toContain('Tap Share, then Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
