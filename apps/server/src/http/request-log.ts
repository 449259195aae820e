import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane) and one log line, with the id, when it ends.
 * The id goes on the line itself rather than on a child logger: a child per request costs every request,
 * and the line reads the same (pino writes a child's fields where the line's own first fields go).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}

/** A logger whose every line carries the request's id, for the rare line written during a request (an error). */
export function requestLogger(c: Context<AppEnv>, logger: Logger): Logger {
  const requestId = c.get('requestId');
  return requestId ? logger.child({ reqId: requestId }) : logger;
}
