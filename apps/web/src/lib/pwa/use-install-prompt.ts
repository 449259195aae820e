import { useCallback, useState, useSyncExternalStore } from 'react';
import { appInstallEvents, type InstallEvents } from './install-events';

/*
 * Whether to offer installing the app, and how: the browser's own install dialog where it has one
 * (Chromium), the Share → Add to Home Screen hint on iPhones and iPads (Safari has no install event), and
 * nothing once the app is installed or the person said "Not now" in the last 30 days.
 */

export const INSTALL_DISMISSED_KEY = 'tidyInstallDismissedAt';
export const INSTALL_DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type InstallOffer = 'none' | 'prompt' | 'ios-hint';

export type InstallFacts = {
  /** Already running as an installed app (display-mode standalone, or iOS's home-screen flag). */
  standalone: boolean;
  installed: boolean;
  canPrompt: boolean;
  ios: boolean;
  /** The person said "Not now" in the last 30 days. */
  dismissed: boolean;
};

export function installOffer({ standalone, installed, canPrompt, ios, dismissed }: InstallFacts): InstallOffer {
  if (standalone || installed || dismissed) return 'none';
  if (canPrompt) return 'prompt';
  return ios ? 'ios-hint' : 'none';
}

/** Whether a "Not now" kept as `stored` (ms since epoch, as text) still holds at `now`. */
export function dismissedRecently(stored: string | null, now: number): boolean {
  const at = Number(stored);
  return stored !== null && Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_DAYS * DAY_MS;
}

/** iPhone, iPod, or an iPad (which says it is a Mac, but has a touch screen). */
export function isIosDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

const STANDALONE_QUERY = '(display-mode: standalone)';

function isStandalone(): boolean {
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosHomeScreen || (typeof matchMedia === 'function' && matchMedia(STANDALONE_QUERY).matches);
}

function subscribeStandalone(listener: () => void) {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function readDismissed(): boolean {
  try {
    return dismissedRecently(localStorage.getItem(INSTALL_DISMISSED_KEY), Date.now());
  } catch {
    return false;
  }
}

export function useInstallPrompt(events: InstallEvents = appInstallEvents()) {
  const { offer: held, installed } = useSyncExternalStore(events.subscribe, events.state, events.state);
  const standalone = useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
  const [dismissed, setDismissed] = useState(readDismissed);

  const offer = installOffer({
    standalone,
    installed,
    canPrompt: held !== null,
    ios: isIosDevice(navigator),
    dismissed,
  });

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Not remembered across visits; hidden for now all the same.
    }
    setDismissed(true);
  }, []);

  /** Opens the browser's install dialog; a "no" there counts as "Not now". */
  const install = useCallback(async () => {
    const prompt = events.takeOffer();
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') dismiss();
  }, [events, dismiss]);

  return { offer, install, dismiss };
}
