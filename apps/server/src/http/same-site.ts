import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests that another site makes with this browser's cookies (CSRF).
 * Requests without cookies (the phone shell's bearer tokens, scripts) are not at risk and pass.
 */
export function refuseCrossSiteWrites(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || !c.req.header('cookie')) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    const crossSite =
      fetchSite === 'cross-site' || (origin !== undefined && origin !== ownOrigin && !trusted.has(origin));
    if (crossSite) {
      return c.json(errorBody('cross_site_refused', 'This request came from another site and was refused.'), 403);
    }
    return next();
  };
}
