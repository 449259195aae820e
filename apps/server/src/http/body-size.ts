import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** The largest JSON body any route takes; a to-do list sync, the biggest, is a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 1_000_000;

// Photo uploads have their own, larger limit on their route; every other body is buffered whole before it is
// validated, so a cap keeps one request from filling memory, and says so in the error shape (413).
const PHOTO_UPLOAD = /^\/api\/spaces\/[^/]+\/setup$/;

export function limitBodySize(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new HttpError(
        413,
        'too_large',
        `The request is too large: send at most ${MAX_JSON_BODY_BYTES / 1_000_000} MB.`,
      );
    },
  });
  // GET and HEAD carry no body (the request object has none for them), and asking for it would build a whole
  // fetch Request per read, a measurable share of a read's time.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || PHOTO_UPLOAD.test(c.req.path) ? next() : limit(c, next);
}
