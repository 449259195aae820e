/*
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`) and its word that the app was
 * installed (`appinstalled`). The offer can come soon after the page loads, before the screen that shows the
 * install card is open, so main.tsx starts listening at once; this file is a few hundred bytes for that reason.
 */

/** Chromium's install offer; not in the DOM typings because it is not a standard. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallState = {
  /** The held offer; null until the browser makes one, and again once it was used. */
  offer: InstallPromptEvent | null;
  /** The app was installed while this page was open. */
  installed: boolean;
};

export type InstallEvents = {
  state: () => InstallState;
  subscribe: (listener: () => void) => () => void;
  /** Hands out the offer once: the browser lets each be shown only one time. */
  takeOffer: () => InstallPromptEvent | null;
};

export function listenForInstall(target: EventTarget): InstallEvents {
  let state: InstallState = { offer: null, installed: false };
  const listeners = new Set<() => void>();
  const set = (next: InstallState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our own card asks, at a calm moment, instead of the browser's mini-infobar.
    event.preventDefault();
    set({ ...state, offer: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOffer: () => {
      const { offer } = state;
      if (offer) set({ ...state, offer: null });
      return offer;
    },
  };
}

let appEvents: InstallEvents | null = null;

/** The page's one listener; the first call (from main.tsx) starts it. */
export function appInstallEvents(): InstallEvents {
  appEvents ??= listenForInstall(window);
  return appEvents;
}
