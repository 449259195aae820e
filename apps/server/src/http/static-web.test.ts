import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'tidy-dist-'));
const INDEX = '<!doctype html><title>Tidy Steps</title><div id="root"></div>';
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Tidy Steps"}');

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await harness.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/spaces', '/space/abc/def', '/todo?invite=xyz'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const response = await harness.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await harness.app.request('/assets/main-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files with revalidation', async () => {
    const response = await harness.app.request('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker and the web manifest so that a new version is seen at once', async () => {
    const worker = await harness.app.request('/sw.js');
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await harness.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // The security policy lets the page run its worker and read its manifest.
    const policy = (await harness.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    expect((await harness.app.request('/assets/old-123.js')).status).toBe(404);
    expect((await harness.app.request('/missing.png')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fpackage.json']) {
      const response = await harness.app.request(url);
      const text = await response.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('"name"');
    }
  });

  it('leaves /api to the API: unknown API paths are JSON 404s', async () => {
    const response = await harness.app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('compresses text for clients that accept gzip', async () => {
    writeFileSync(path.join(dist, 'assets', 'big-Zz99.js'), 'const x = 1;\n'.repeat(500));
    const response = await harness.app.request('/assets/big-Zz99.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
