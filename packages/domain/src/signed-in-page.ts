/*
 * What the server and the web app agree on for a page the server renders for a signed-in person (Today at /,
 * decision 025): the page is the app's HTML for that person, with the answers it was rendered from in a JSON
 * block, so that the browser shows it at once and the app takes it over (hydrates it) without asking again.
 */

/** The cookie the app keeps while someone is signed in: their device's time zone, so "today" is their date. */
export const TIME_ZONE_COOKIE = 'tidy_time_zone';

/** The id of the `<script type="application/json">` holding the page's state. */
export const SIGNED_IN_STATE_ID = 'tidy-signed-in-state';

/** #root's data-prerendered in that page: not an address, so the app never takes it for a prerendered page. */
export const SIGNED_IN_MARK = 'signed-in';

/**
 * The id of the element that covers a page the server rendered until the app has taken it over: its buttons
 * would do nothing before then, so it takes the taps (and shows a busy pointer). Removing one element is cheap
 * for the browser; flipping a rule that matched every control restyled the whole page in the middle of the
 * take-over (about 10 ms of a slow phone's time in one task).
 */
export const TAKE_OVER_SHIELD_ID = 'tidy-taking-over';

/** Where the rendered app goes in the page's template, and where its state goes. */
export const SIGNED_IN_ROOT_MARKER = '<!--tidy:signed-in-root-->';
export const SIGNED_IN_STATE_MARKER = '<!--tidy:signed-in-state-->';

/** One API answer the page was rendered with: the app's cache key for it and the answer itself. */
export type PrefetchedAnswer = { key: readonly unknown[]; data: unknown };

export type SignedInState = {
  /** The address rendered (path and query); the app only takes the page over at that address. */
  address: string;
  /** The person's date (YYYY-MM-DD) the page shows. */
  date: string;
  /** When the answers were read (ms since the epoch): the app's cache counts their age from then. */
  readAt: number;
  /** GET /api/auth/session's answer. */
  session: unknown;
  answers: PrefetchedAnswer[];
};

/** The time zone in a Cookie header's TIME_ZONE_COOKIE, or null when it is missing or not a time zone name. */
export function timeZoneOfCookies(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== TIME_ZONE_COOKIE) continue;
    let zone: string;
    try {
      zone = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    if (zone.length === 0 || zone.length > 64) return null;
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  }
  return null;
}

/** The JSON of `state` made safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function stateAsScriptText(state: SignedInState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
