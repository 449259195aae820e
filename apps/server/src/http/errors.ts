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

export const DATABASE_UNREACHABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

// SQLSTATE class 08 (connection exception), the server shutting down or starting up, or out of connections.
const UNREACHABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and its pool say these in words only, without a code.
const UNREACHABLE_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'is not queryable'];

// SQLSTATE class 22 (data exception) from values the client sent that the database cannot store or read:
// NUL in text (22021, 22P05), malformed ids or numbers (22P02, 22003), too long (22001), bad dates (22007, 22008).
// Mapped here once rather than checked in every route: whatever reaches a query, the answer is a 400.
const INPUT_REJECTED_SQLSTATES: Record<string, string> = {
  '22021': 'Text may not contain NUL characters or invalid unicode.',
  '22P05': 'Text may not contain NUL characters or invalid unicode.',
  '22P02': 'A value in the request is not in the expected format.',
  '22003': 'A number in the request is out of range.',
  '22001': 'A text in the request is too long.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
};

/** The readable reason when an error (or one it wraps) is the database refusing a value the client sent. */
export function databaseRejectedInput(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_REJECTED_SQLSTATES[code]) return INPUT_REJECTED_SQLSTATES[code];
  }
  return null;
}

/** Thrown when the database is known to be down although the error in hand does not say so. */
export class DatabaseUnavailable extends Error {
  constructor() {
    super(DATABASE_UNREACHABLE_MESSAGE);
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * Some libraries (better-auth: "Failed to get session") hide a database failure behind an error of their own.
 * Before an unexpected error becomes a 500, ask the database: if it does not answer, the outage is the cause.
 */
export async function explainUnexpected(error: unknown, databaseAnswers: () => Promise<boolean>): Promise<unknown> {
  const expected = error instanceof HttpError || (error instanceof HTTPException && error.status < 500);
  if (expected || isDatabaseUnreachable(error)) return error;
  return (await databaseAnswers()) ? error : new DatabaseUnavailable();
}

/** True when an error (or one it wraps, e.g. Drizzle's DrizzleQueryError) means the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_SQLSTATES.test(code) || UNREACHABLE_NETWORK_CODES.has(code)))
      return true;
    if (current instanceof DatabaseUnavailable) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnreachable)) return true;
    if (UNREACHABLE_MESSAGES.some((message) => current.message.includes(message))) return true;
  }
  return false;
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
  const rejected = databaseRejectedInput(error);
  if (rejected) return c.json(errorBody('invalid_input', rejected), 400);
  if (isDatabaseUnreachable(error)) {
    // An outage, not a bug: say so, and let clients retry; the pool reconnects once the database is back.
    log.warn({ err: error }, 'database unreachable');
    c.header('Retry-After', '5');
    return c.json(errorBody('database_unavailable', DATABASE_UNREACHABLE_MESSAGE), 503);
  }
  log.error({ err: error }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
