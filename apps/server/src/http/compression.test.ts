import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compression } from './compression';

const small = { ok: true, items: ['a', 'b'] };
const large = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Task number ${index}` })) };

function testApp() {
  const app = new Hono();
  // Headers an outer middleware sets after the answer is made (as the request id is) must survive.
  app.use(async (c, next) => {
    await next();
    c.header('X-Request-Id', 'outer-header-kept');
  });
  app.use(compression());
  app.get('/small', (c) => c.json(small));
  app.get('/large', (c) => c.json(large));
  app.get('/created', (c) => c.json(small, 201, { 'Cache-Control': 'no-store' }));
  app.get('/text', (c) => c.text('x'.repeat(2000)));
  app.get('/spaces/1/events', (c) => c.body('data: {}\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
  return app;
}

describe('compression', () => {
  const app = testApp();
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

  it('sends a JSON answer under 1 KB as it is, with its length', async () => {
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_FROM_BYTES);
    const response = await get('/small', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(JSON.stringify(small).length));
    expect(response.headers.get('x-request-id')).toBe('outer-header-kept');
    expect(await response.json()).toEqual(small);
  });

  it('keeps the status and headers of the answer it measures', async () => {
    const response = await get('/created', 'gzip');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(small);
  });

  it('compresses a JSON answer of 1 KB or more for a client that accepts it', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const response = await get('/large', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-request-id')).toBe('outer-header-kept');
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(text)).toEqual(large);
  });

  it('leaves answers alone for a client that takes no compression', async () => {
    const response = await get('/large');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(large);
  });

  it('still compresses other large text, and never a live event stream', async () => {
    expect((await get('/text', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const events = await get('/spaces/1/events', 'gzip');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toBe('data: {}\n\n'.repeat(200));
  });
});

// The Node server answers with its own lightweight Response objects: the same, through a real socket.
describe('compression through the Node server', () => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: testApp().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a small JSON answer uncompressed with its length, and a large one compressed', async () => {
    const smallAnswer = await fetch(`${base}/small`, { headers: { 'accept-encoding': 'gzip' } });
    expect(smallAnswer.headers.get('content-encoding')).toBeNull();
    expect(smallAnswer.headers.get('content-length')).toBe(String(JSON.stringify(small).length));
    expect(await smallAnswer.json()).toEqual(small);
    const largeAnswer = await fetch(`${base}/large`, { headers: { 'accept-encoding': 'gzip' } });
    expect(largeAnswer.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the gzip itself.
    expect(await largeAnswer.json()).toEqual(large);
  });
});
