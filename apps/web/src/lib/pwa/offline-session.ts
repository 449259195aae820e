import type { AuthSession, AuthUser } from '../auth';

/*
 * Who was signed in on this device, for opening the app with no connection. The session cookie is HTTP-only
 * and the session lookup needs the server, so without this an offline start would send the person to sign-in
 * and the pages that work offline (the to-do list) would be out of reach. Only the last answer the server
 * gave is kept, only until the session's own expiry, and it is dropped on sign-out or when the server says
 * nobody is signed in. It opens no data: every API call still needs the cookie.
 */

export const OFFLINE_SESSION_KEY = 'tidyOfflineSession';

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type KeptSession = { user: AuthUser; session: AuthSession };

/** The browser's local storage, or null where it is missing or refused (private modes, blocked storage). */
export function deviceStorage(): SessionStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the server's latest answer; `null` (nobody signed in) forgets the previous one. */
export function keepSessionForOffline(storage: SessionStorage | null, kept: KeptSession | null): void {
  if (!storage) return;
  try {
    if (kept) storage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(kept));
    else storage.removeItem(OFFLINE_SESSION_KEY);
  } catch {
    // A full or refused storage only means no offline start.
  }
}

/** The person to show while the server cannot be reached, if their session had not yet expired at `now`. */
export function sessionForOffline(storage: SessionStorage | null, now: Date): KeptSession | null {
  if (!storage) return null;
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(OFFLINE_SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isKeptSession(kept)) return null;
  const expiresAt = Date.parse(kept.session.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime() ? kept : null;
}

function isKeptSession(value: unknown): value is KeptSession {
  if (typeof value !== 'object' || value === null) return false;
  const { user, session } = value as Partial<KeptSession>;
  return (
    typeof user?.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.displayName === 'string' &&
    (user.avatarUrl === null || typeof user.avatarUrl === 'string') &&
    typeof user.emailVerified === 'boolean' &&
    typeof session?.expiresAt === 'string'
  );
}
