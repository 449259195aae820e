import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from './api-fetch';
import { usesBearerTokens } from './api-origin';
import { forgetAuthToken, tokenInUse } from './auth-token';
import { forgetOfflineData } from './pwa/forget-offline-data';
import { deviceStorage, keepSessionForOffline, sessionForOffline } from './pwa/offline-session';
import { rememberTimeZone } from './time-zone-cookie';

/*
 * Who is signed in, for every page and the header bar. Plain fetch on purpose: this ships in the
 * first download of the landing page, which has a 100 KB budget. The session lives in an HTTP-only
 * cookie the server sets; this only asks the server what that cookie means. In the phone shell a bearer
 * token stands in for the cookie (lib/auth-token.ts): one the server no longer knows is forgotten.
 */

export type AuthUser = {
  id: string;
  email: string;
  /** The name given at sign-up (`full_name`), or the e-mail address when there is none. */
  displayName: string;
  avatarUrl: string | null;
  emailVerified: boolean;
};

export type AuthSession = {
  /** ISO date-time; the server moves it forward while the session is in use. */
  expiresAt: string;
};

export type AuthState = {
  /** True until the first session lookup has answered. */
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  /** Asks the server again (after signing in, for instance); resolves to the signed-in user or null. */
  refresh: () => Promise<AuthUser | null>;
  /**
   * Ends every session of the user, on every device; rejects with an ApiError when it fails. `by` ends them
   * another way instead of signing out (deleting the account): this device then forgets the person as it does
   * on signing out, once that request succeeded.
   */
  signOut: (options?: { by?: () => Promise<unknown> }) => Promise<void>;
};

type ApiUser = {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  email_verified: boolean;
};
/** What GET /api/auth/session answers. */
export type SessionResponse = { user: ApiUser | null; session: { expires_at: string } | null };
type Snapshot = Pick<AuthState, 'loading' | 'user' | 'session'>;

const SESSION_URL = '/api/auth/session';
const SIGN_OUT_URL = '/api/auth/sign-out';
/** Spec 01 §9: the session is checked every 30 s; each check also lets the server renew it. */
const SESSION_CHECK_MS = 30_000;
/** Focus and visibility events arrive together when a tab comes back: one lookup is enough. */
const MIN_CHECK_GAP_MS = 2_000;

const AuthContext = createContext<AuthState | null>(null);

function toSnapshot(body: SessionResponse): Snapshot {
  const { user, session } = body;
  if (!user || !session) return { loading: false, user: null, session: null };
  return {
    loading: false,
    user: {
      id: user.id,
      email: user.email,
      displayName: user.full_name?.trim() || user.email,
      avatarUrl: user.avatar_url,
      emailVerified: user.email_verified,
    },
    session: { expiresAt: session.expires_at },
  };
}

/** Keeps the same objects when nothing changed, so a routine check re-renders no one. */
function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return (
    a.loading === b.loading &&
    JSON.stringify(a.user) === JSON.stringify(b.user) &&
    a.session?.expiresAt === b.session?.expiresAt
  );
}

/**
 * A failed lookup keeps what we knew. The first one, made with no connection, shows the person this device
 * last saw signed in (pwa/offline-session.ts), so the pages that work offline open.
 */
function afterFailedLookup(current: Snapshot, error: unknown): Snapshot {
  if (!current.loading) return current;
  const noConnection = error instanceof ApiError && error.status === 0;
  const offline = noConnection ? sessionForOffline(deviceStorage(), new Date()) : null;
  return offline ? { loading: false, ...offline } : { ...current, loading: false };
}

/**
 * Loading until the first lookup answers; a prerendered page is hydrated as the signed-out page it was built as,
 * and a page the server rendered for a signed-in person (app/signed-in-page.ts) as that person, from the session
 * answer it was rendered with.
 */
export type InitialAuth = 'loading' | 'signed-out' | { signedIn: SessionResponse };

function initialSnapshot(initial: InitialAuth): Snapshot {
  if (typeof initial === 'object') return toSnapshot(initial.signedIn);
  return { loading: initial === 'loading', user: null, session: null };
}

export function AuthProvider({ children, initial = 'loading' }: { children: ReactNode; initial?: InitialAuth }) {
  const [snapshot, setSnapshot] = useState<Snapshot>(() => initialSnapshot(initial));
  // Each lookup and each sign-out takes a ticket; only the newest may write, so a check that was
  // already on its way when someone signed in or out cannot bring back the old state.
  const latestTicket = useRef(0);
  const lastCheckAt = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latestTicket.current;
    lastCheckAt.current = Date.now();
    // The shell's token as sent: only that one is forgotten when the server no longer knows it.
    const sentToken = await tokenInUse();
    try {
      const next = toSnapshot(await apiFetch<SessionResponse>(SESSION_URL));
      if (!next.user && sentToken) await forgetAuthToken(sentToken);
      if (ticket === latestTicket.current) setSnapshot((current) => (sameSnapshot(current, next) ? current : next));
      const kept = next.user && next.session ? { user: next.user, session: next.session } : null;
      keepSessionForOffline(deviceStorage(), kept);
      return next.user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && sentToken) await forgetAuthToken(sentToken);
      // Keep what we knew (a network blip is not a sign-out), but never leave pages waiting forever.
      if (ticket === latestTicket.current) {
        setSnapshot((current) => afterFailedLookup(current, error));
      }
      throw error;
    }
  }, []);

  const signOut = useCallback(async ({ by }: { by?: () => Promise<unknown> } = {}) => {
    // The next person on this device must not get this one's notifications; loaded on demand for the budget.
    const forgetPush = () =>
      import('./native/push').then((push) => push.forgetPushOnThisDevice()).catch(() => undefined);
    // Told to the server while the session exists; another way out (a deletion that may be refused) goes first.
    if (!by) await forgetPush();
    // Live streams close before the session is revoked and stay closed until this page says signed out:
    // otherwise the server ends them for it and their refetches are refused (auth-sign-out.ts). Fetched here,
    // not with this module: the landing page never signs out, and a page with live streams has it already.
    const { whileSigningOut } = await import('./auth-sign-out');
    await whileSigningOut(async () => {
      await (by ?? (() => apiFetch(SIGN_OUT_URL, { method: 'POST' })))();
      await forgetOfflineData();
      if (usesBearerTokens()) await forgetAuthToken();
      latestTicket.current += 1;
      setSnapshot({ loading: false, user: null, session: null });
    });
    if (by) await forgetPush();
  }, []);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastCheckAt.current < MIN_CHECK_GAP_MS) return;
      // A failed background check changes nothing; the next one tries again.
      refresh().catch(() => undefined);
    };
    refresh().catch(() => undefined);
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [refresh]);

  const signedIn = snapshot.loading ? null : snapshot.user !== null;
  useEffect(() => {
    if (signedIn === null) return;
    // When the browser is idle: a page's first look at its time zone costs a slow phone some 100 ms (the
    // locale's data), which must not hold up the page as it is being taken over.
    if (!('requestIdleCallback' in window)) return rememberTimeZone(signedIn);
    const handle = window.requestIdleCallback(() => rememberTimeZone(signedIn), { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [signedIn]);

  const value = useMemo<AuthState>(() => ({ ...snapshot, refresh, signOut }), [snapshot, refresh, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
