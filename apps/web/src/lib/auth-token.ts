import { usesBearerTokens } from './api-origin';
import { isNativeShell } from './native/platform';

/*
 * The session token of a build that talks to its API with bearer tokens (the phone shell). The server
 * hands it out in the `set-auth-token` header (better-auth's bearer plugin). The shell keeps it with
 * Capacitor Preferences, the app's own storage on the phone; a browser build with an API origin (a
 * preview of the shell's build) falls back to localStorage. Never used by the cookie-based web build.
 */

const TOKEN_KEY = 'tidyAuthToken';

type TokenStore = {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  remove(): Promise<void>;
};

let current: Promise<string | null> | undefined;
let store: Promise<TokenStore> | undefined;

/** The token to send, or null when there is none; read from the device once, then from memory. */
export function readAuthToken(): Promise<string | null> {
  current ??= tokenStore()
    .then((tokens) => tokens.read())
    .catch(() => null);
  return current;
}

/** The token this build sends: always null in the cookie-based web build. */
export async function tokenInUse(): Promise<string | null> {
  return usesBearerTokens() ? readAuthToken() : null;
}

/** Keeps a token the server issued. Requests that start from now on send it, even while it is being saved. */
export async function keepAuthToken(token: string): Promise<void> {
  const previous = current;
  current = Promise.resolve(token);
  if (previous && (await previous) === token) return;
  // A device that cannot keep it still sends it until the app closes.
  await tokenStore()
    .then((tokens) => tokens.write(token))
    .catch(() => undefined);
}

/**
 * Forgets the token (signed out, or the server no longer knows it). With `onlyIf`, only while that is still
 * the token: a lookup answered for an old token must not throw away one issued since.
 */
export async function forgetAuthToken(onlyIf?: string): Promise<void> {
  if (onlyIf !== undefined && (await readAuthToken()) !== onlyIf) return;
  current = Promise.resolve(null);
  await tokenStore()
    .then((tokens) => tokens.remove())
    .catch(() => undefined);
}

function tokenStore(): Promise<TokenStore> {
  store ??= isNativeShell() ? preferencesStore() : Promise.resolve(localStorageStore());
  return store;
}

async function preferencesStore(): Promise<TokenStore> {
  const { Preferences } = await import('@capacitor/preferences');
  return {
    read: async () => (await Preferences.get({ key: TOKEN_KEY })).value,
    write: (token) => Preferences.set({ key: TOKEN_KEY, value: token }),
    remove: () => Preferences.remove({ key: TOKEN_KEY }),
  };
}

function localStorageStore(): TokenStore {
  // Private modes and blocked storage throw on access: the token then lives in memory only.
  const storage = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    read: async () => storage()?.getItem(TOKEN_KEY) ?? null,
    write: async (token) => storage()?.setItem(TOKEN_KEY, token),
    remove: async () => storage()?.removeItem(TOKEN_KEY),
  };
}
