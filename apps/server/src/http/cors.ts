import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Lets the phone shell call the API from its own origin with bearer tokens (decision 013). Credentials are
 * never allowed, so no cookie crosses origins; any other origin gets no CORS headers and the browser refuses.
 */
export function shellCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const answer = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    // better-auth hands the shell its session token in this header on sign-in.
    exposeHeaders: ['set-auth-token'],
    credentials: false,
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return answer(c, next);
    // Same-origin pages and other sites get no CORS headers: a preflight from them ends as an unknown route.
    await next();
    // The answer differs by origin, so no cache may hand one origin's answer to another.
    c.header('Vary', 'Origin', { append: true });
  };
}
