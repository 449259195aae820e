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

// A build with prerendered public pages (apps/web/scripts/prerender.mjs writes the same files).
const built = mkdtempSync(path.join(tmpdir(), 'tidy-dist-prerendered-'));
const SHELL = '<!doctype html><div id="root" data-prerendered="shell"><header>frame</header></div>';
const PAGES = {
  'landing.html': '<div id="root" data-prerendered="/">Learn to organize your home</div>',
  'auth.html': '<div id="root" data-prerendered="/auth">Welcome</div>',
  'auth-sign-up.html': '<div id="root" data-prerendered="/auth?mode=sign-up">Create your account</div>',
  'terms.html': '<div id="root" data-prerendered="/terms">Terms of Use</div>',
  'not-found.html': '<div id="root" data-prerendered="not-found">Oops! Page not found</div>',
};
mkdirSync(path.join(built, 'prerendered'), { recursive: true });
writeFileSync(path.join(built, 'index.html'), SHELL);
for (const [file, html] of Object.entries(PAGES)) writeFileSync(path.join(built, 'prerendered', file), html);
writeFileSync(
  path.join(built, 'prerendered', 'pages.json'),
  JSON.stringify({
    pages: [
      { path: '/', search: '', file: 'landing.html' },
      { path: '/auth', search: '', file: 'auth.html' },
      { path: '/auth', search: '?mode=sign-up', file: 'auth-sign-up.html' },
      { path: '/terms', search: '', file: 'terms.html' },
    ],
    notFound: 'not-found.html',
    routes: [
      '/',
      '/auth',
      '/terms',
      '/spaces',
      '/spaces/new',
      '/space/:spaceId',
      '/space/:spaceId/:subSpaceId',
      '/spaces/:spaceId/rewards',
    ],
  }),
);

let harness: Awaited<ReturnType<typeof createTestApp>>;
let prerendered: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ webDistDir: dist });
  prerendered = await createTestApp({ webDistDir: built });
});
afterAll(async () => {
  await harness.close();
  await prerendered.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
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

describe('serving the prerendered public pages', () => {
  const SESSION = { cookie: 'theme=calm; tidy.session_token=abc.def' };

  it.each([
    ['/', 'landing.html'],
    ['/auth', 'auth.html'],
    ['/auth?mode=sign-up', 'auth-sign-up.html'],
    ['/terms', 'terms.html'],
  ] as const)('answers %s with its prerendered page, never cached', async (url, file) => {
    const response = await prerendered.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(await response.text()).toBe(PAGES[file]);
  });

  it.each(['/auth?redirect=%2Fspaces', '/auth?email=sam%40example.com', '/auth?mode=reset&token=t1', '/?utm=x'])(
    'answers %s, whose query changes the page, with the app shell',
    async (url) => {
      const response = await prerendered.app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    },
  );

  it.each(['/spaces', '/space/abc', '/space/abc/def', '/SPACES/', '/spaces/new', '/spaces/123/rewards'])(
    'answers %s, an app page that is not prerendered, with the app shell',
    async (url) => {
      const response = await prerendered.app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    },
  );

  it('answers an address the app has no page for with the prerendered 404 page, with 200 like any page', async () => {
    for (const url of ['/nope', '/spaces/123', '/space/abc/def/ghi', '/nope?x=1']) {
      const response = await prerendered.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(PAGES['not-found.html']);
    }
  });

  it('answers any address with an invitation code with the shell, which shows the invitation', async () => {
    for (const url of ['/?invite=xyz', '/nope?invite=xyz']) {
      const response = await prerendered.app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('gives someone with a session the shell, never the visitor page, at every address', async () => {
    for (const url of ['/', '/auth', '/terms']) {
      const response = await prerendered.app.request(url, { headers: SESSION });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
    const secure = await prerendered.app.request('/', { headers: { cookie: '__Secure-tidy.session_token=abc' } });
    expect(await secure.text()).toBe(SHELL);
    // Where the app has no page, too: the shell shows the app's own 404 page.
    const missing = await prerendered.app.request('/nope', { headers: SESSION });
    expect(missing.status).toBe(200);
    expect(await missing.text()).toBe(SHELL);
  });

  it('serves the prerendered files themselves as HTML, and assets beside them as before', async () => {
    const response = await prerendered.app.request('/prerendered/terms.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGES['terms.html']);
    expect((await prerendered.app.request('/assets/missing-1.js')).status).toBe(404);
  });
});
