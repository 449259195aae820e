/*
 * Where our API lives. The web build leaves VITE_API_ORIGIN unset: every call stays on the page's own
 * origin with the session cookie. The phone shell's build sets it, since the shell's pages come from the
 * phone itself: calls then go to that origin with a bearer token instead of a cookie (decision 013).
 */

/** The API's origin without a trailing slash, or '' when the API is on the page's own origin. */
export function apiOrigin(): string {
  const configured: unknown = import.meta.env.VITE_API_ORIGIN;
  return typeof configured === 'string' ? configured.trim().replace(/\/+$/, '') : '';
}

/** True in the phone shell's build: no cookies, an Authorization header on every call. */
export function usesBearerTokens(): boolean {
  return apiOrigin() !== '';
}

/**
 * An address the API handed out (or a path of ours) as this build must request it: unchanged on the web,
 * on the API's origin in the shell. Absolute addresses are left alone.
 */
export function apiUrl(path: string): string {
  const origin = apiOrigin();
  if (!origin || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${origin}${path}`;
}
