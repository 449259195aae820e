import type { AddressInfo } from 'node:net';
import { createRoute, z } from '@hono/zod-openapi';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/harness';
import type { AppEnv } from './context';
import { MAX_JSON_BODY_BYTES, limitBodySize } from './body-size';
import { respondToError } from './errors';
import { createRouter } from './router';

// The body cap and the JSON body read from the Node request, through a real Node server (the fast path only
// exists there) and through Hono's in-process `app.request` (Hono's own body limit), which must answer alike.

const echo = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string().min(1) }) } } },
  },
  responses: { 200: { description: 'The body it read' } },
});

function testApp() {
  const app = new Hono<AppEnv>();
  app.use(limitBodySize());
  // Which way the body came: already in Hono's cache (read from the Node request) or still to be read.
  app.use(async (c, next) => {
    const readFrom = Object.keys(c.req.bodyCache).length > 0 ? 'node' : 'request';
    await next();
    c.header('x-body-read-from', readFrom);
  });
  app.route(
    '/',
    createRouter().openapi(echo, (c) => c.json({ read: c.req.valid('json') }, 200)),
  );
  app.onError((error, c) => respondToError(error, c, silentLogger));
  return app;
}

let server: ServerType;
let base: string;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: testApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inProcess = testApp();
const ways = {
  'a real Node server': (init: RequestInit) => fetch(`${base}/echo`, { method: 'POST', ...init }),
  'app.request': (init: RequestInit) => inProcess.request('/echo', { method: 'POST', ...init }),
};
const readFrom = { 'a real Node server': 'node', 'app.request': 'request' };
const json = { 'content-type': 'application/json' };

describe.each(Object.entries(ways))('a JSON body, through %s', (way, post) => {
  it('reaches the route validated, in UTF-8', async () => {
    const response = await post({ headers: json, body: JSON.stringify({ name: 'Zoë 🧺' }) });
    expect(response.status).toBe(200);
    // Under Node it is read from the Node request, without a fetch Request (the point of the fast path).
    expect(response.headers.get('x-body-read-from')).toBe(readFrom[way as keyof typeof readFrom]);
    expect(await response.json()).toEqual({ read: { name: 'Zoë 🧺' } });
  });

  it('is refused as malformed JSON, with the validator’s words, when it is not JSON', async () => {
    const response = await post({ headers: json, body: '{"name": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Malformed JSON in request body' },
    });
  });

  it('is refused by the schema when it is JSON of the wrong shape', async () => {
    const response = await post({ headers: json, body: JSON.stringify({ name: '' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  });

  it('is refused with 413 over the cap', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await post({ headers: json, body });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('too_large');
  });
});

describe('a body over the cap sent without its length (chunked), to a real Node server', () => {
  it('is refused with 413, and the connection serves the next request', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES + chunk.length) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: json,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    const next = await ways['a real Node server']({ headers: json, body: JSON.stringify({ name: 'next' }) });
    expect(await next.json()).toEqual({ read: { name: 'next' } });
  });
});
