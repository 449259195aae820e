import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

type OpenApiDoc = { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('every response', () => {
  it('carries the security headers', async () => {
    const response = await harness.app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gets a request id, keeping a sane incoming one and replacing a bogus one', async () => {
    const kept = await harness.app.request('/api/health', { headers: { 'x-request-id': 'client-abc-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('client-abc-12345');
    const replaced = await harness.app.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/spaces/123/unknown', '/api'])('%s gets a JSON 404 in the one error shape', async (path) => {
    const response = await harness.app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: expect.stringContaining(path) },
    });
  });

  it('a POST to an unknown path is a JSON 404 too', async () => {
    const response = await harness.app.request('/api/nope', { method: 'POST', body: '{' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json', async () => {
    const response = await harness.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Tidy Steps API');
  });

  it('documents every API route the server answers, and nothing it does not', async () => {
    const doc = (await (await harness.app.request('/api/openapi.json')).json()) as OpenApiDoc;
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = harness.app.routes
      .filter((route) => route.method !== 'ALL' && /^\/(api|dev)\//.test(route.path) && route.path !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.path}`);
    expect(new Set(served).size).toBeGreaterThan(0);
    expect([...new Set(documented)].sort()).toEqual([...new Set(served)].sort());
  });
});
