import { TIME_ZONE_COOKIE } from '@tidy/domain/signed-in-page';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * While someone is signed in, the browser tells the server its time zone in a cookie, so that the server can
 * render Today for the person's own date (decision 025); it goes when they sign out. Nothing else reads it.
 */
export function rememberTimeZone(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  // Kept as it is while there: reading the zone costs a slow phone some 100 ms (its first date formatter). A
  // page made for another date forgets it (forgetTimeZone), so a device that moved to another zone tells anew.
  if (signedIn && hasTimeZoneCookie()) return;
  const zone = signedIn ? Intl.DateTimeFormat().resolvedOptions().timeZone : '';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = zone
    ? `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`
    : `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Forgets the time zone the browser told the server (it is told again, as it is now, on the next check). */
export function forgetTimeZone(): void {
  if (typeof document === 'undefined' || !hasTimeZoneCookie()) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function hasTimeZoneCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${TIME_ZONE_COOKIE}=`));
}
