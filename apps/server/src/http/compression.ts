import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** A smaller answer fits in one packet as it is: compressing it would cost more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = /^application\/json\b/i;

/**
 * Compresses answers of 1 KB or more (gzip or deflate, as the client accepts), except live event streams,
 * which must reach the browser as they are written. Hono's compress leaves a small body alone only when it
 * knows its length (Content-Length), which a JSON answer from `c.json` does not carry yet: for a client that
 * accepts compression, that length is measured first. Other clients get the answer as it was made.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress({ threshold: COMPRESS_FROM_BYTES });
  return (c, next) => {
    if (c.req.path.endsWith('/events')) return next();
    return compressing(c, async () => {
      await next();
      if (c.req.header('accept-encoding')) await measureJson(c);
    });
  };
}

async function measureJson(c: Context): Promise<void> {
  const response = c.res;
  const headers = response.headers;
  if (c.req.method === 'HEAD' || !JSON_TYPE.test(headers.get('content-type') ?? '')) return;
  if (headers.has('content-length') || headers.has('content-encoding') || headers.has('transfer-encoding')) return;
  if (!response.body) return;
  const body = new Uint8Array(await response.arrayBuffer());
  const measured = new Headers(headers);
  measured.set('Content-Length', String(body.byteLength));
  // Replaced outright (not merged into the old one, which would make the body a stream again), so the bytes
  // are written in one go when the answer stays uncompressed.
  c.res = undefined;
  c.res = new Response(body, { status: response.status, statusText: response.statusText, headers: measured });
}
