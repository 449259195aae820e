import type { MiddlewareHandler } from 'hono';

// A redirect must land on this site. Browsers read an address generously before resolving it: they drop tabs
// and line breaks, treat "\" as "/", decode "%2E" as a dot segment and collapse "/.." — so "/.//evil.example"
// or "/%09/evil.example" can become "//evil.example", another host. We resolve with the same WHATWG URL
// parser the browser uses and judge the result, never the raw text.

const PROBE_ORIGIN = 'http://site.invalid';

/** Where `address` leads from a page of `site`, as a path on it (one leading slash), or null when it leaves it. */
function pathOnSite(address: string, site: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(address, site);
  } catch {
    return null;
  }
  // "//host" written back into a Location header would be read as another host.
  if (resolved.origin !== new URL(site).origin || resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The canonical form of a path on this site (path, query, fragment; exactly one leading slash), or null when
 * the value is not a root-relative path or resolves to another site.
 */
export function sitePathOf(value: string): string | null {
  return value.startsWith('/') ? pathOnSite(value, PROBE_ORIGIN) : null;
}

/** Where a Location header (absolute or relative) sends the browser, as a path on this site; `/` when elsewhere. */
export function redirectOnSite(location: string, siteUrl: string): string {
  return pathOnSite(location, siteUrl) ?? '/';
}

/**
 * The last word on every redirect the server answers (better-auth's callbacks and error branches included):
 * its Location is rewritten to a path on this site, and anything that would leave the site goes to `/`.
 */
export function keepRedirectsOnSite(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const location = c.res.headers.get('location');
    if (location === null || c.res.status < 300 || c.res.status >= 400) return;
    const safe = redirectOnSite(location, publicUrl);
    if (safe === location) return;
    try {
      c.res.headers.set('location', safe);
    } catch {
      // Headers of a fetched response are immutable: answer a copy (clearing first, or Hono copies the old Location back).
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('location', safe);
      c.res = undefined;
      c.res = copy;
    }
  };
}
