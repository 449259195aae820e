import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** The largest JSON body any route takes; a to-do list sync, the biggest, is a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 1_000_000;

// Photo uploads have their own, larger limit on their route; every other body is buffered whole before it is
// validated, so a cap keeps one request from filling memory, and says so in the error shape (413).
const PHOTO_UPLOAD = /^\/api\/spaces\/[^/]+\/setup$/;
// better-auth's own endpoints read the request object's body themselves (features/auth/routes.ts).
const AUTH_HANDLER = /^\/api\/auth\//;
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

const tooLarge = () =>
  new HttpError(413, 'too_large', `The request is too large: send at most ${MAX_JSON_BODY_BYTES / 1_000_000} MB.`);

/**
 * Caps every request body at MAX_JSON_BODY_BYTES (413 over it) and, under Node, reads a JSON body straight from
 * the Node request into Hono's body cache, where the routes' validators find it. Reading it through the fetch
 * `Request` that @hono/node-server otherwise builds for a body (with its AbortController and web streams) was
 * about a seventh of the server's time on the benchmark's approvals (docs/performance.md). What the validators
 * see is the same: the parsed value, or, for text that is not JSON, the text, which fails them as before
 * ("Malformed JSON in request body", 400). Elsewhere (tests calling `app.request`, other bodies) Hono's own
 * body limit does the capping.
 */
export function limitBodySize(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  // GET and HEAD carry no body (the request object has none for them), and asking for it would build a whole
  // fetch Request per read, a measurable share of a read's time.
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || PHOTO_UPLOAD.test(c.req.path)) return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || AUTH_HANDLER.test(c.req.path) || !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      return limit(c, next);
    }
    const text = await readText(incoming);
    // Hono keeps the body's promises here (its type names the Body methods they come from).
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    try {
      cache.json = Promise.resolve(JSON.parse(text) as unknown);
    } catch {
      cache.text = Promise.resolve(text);
    }
    return next();
  };
}

/** The whole body as UTF-8 text; a 413 as soon as it is (or says it will be) over the cap. */
function readText(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers['content-length']);
    if (declared > MAX_JSON_BODY_BYTES) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', finish);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JSON_BODY_BYTES) {
        finish(tooLarge());
        // The rest is read and dropped, so the connection can carry the 413 and the next request.
        incoming.resume();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', finish);
  });
}
