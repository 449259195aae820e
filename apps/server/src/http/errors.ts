import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';

// One error shape for every failure: { error: { code, message, details? } }. Never a stack trace.

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class Invalid extends HttpError {
  constructor(message: string, details?: unknown) {
    super(400, 'invalid_input', message, details);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'You need to sign in first.') {
    super(401, 'unauthorized', message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, 'forbidden', message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, details?: unknown) {
    super(409, 'conflict', message, details);
  }
}
export class ServiceUnavailable extends HttpError {
  constructor(message = 'The service is briefly unavailable. Please try again in a moment.') {
    super(503, 'unavailable', message);
  }
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps anything thrown in a handler to the JSON error shape; unexpected errors are logged and hidden. */
export function respondToError(error: unknown, c: Context, log: Logger): Response {
  if (error instanceof HttpError) {
    const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status < 500) {
      const message = error.message || 'The request could not be understood.';
      return c.json(errorBody(HTTP_EXCEPTION_CODES[status] ?? 'bad_request', message), status);
    }
  }
  log.error({ err: error }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
