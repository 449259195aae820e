import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';
import { testBrowser } from '../../test/browser';
import { keepRedirectsOnSite, redirectOnSite, sitePathOf } from './site-path';

// The open redirect the security probe found (issue 15): "/.//evil.example/" passed our check as a path, and
// better-auth wrote it back as "//evil.example/", which a browser follows to another host.

/** Addresses a browser would read as another site, once it has resolved them. */
const OFF_SITE = [
  '/.//evil.example/',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2E//evil.example',
  '/%2e%2E//evil.example',
  '/a/%2e%2e//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/.\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'evil.example',
  '..',
  '',
];

/** Where a browser really goes with a Location header, seen from a page on this site. */
const browserDestination = (location: string) => new URL(location, TEST_PUBLIC_URL);

describe('a path on this site', () => {
  it.each(OFF_SITE)('refuses %j', (value) => {
    expect(sitePathOf(value)).toBeNull();
  });

  it.each([
    ['/redirect?confirmed=1', '/redirect?confirmed=1'],
    ['/?invite=3f9c2a', '/?invite=3f9c2a'],
    ['/spaces/../family', '/family'],
    ['/a/./b#top', '/a/b#top'],
    ['/%09/evil.example', '/%09/evil.example'],
  ])('keeps %j as %j', (value, canonical) => {
    expect(sitePathOf(value)).toBe(canonical);
  });

  it.each(OFF_SITE)('rewrites a Location of %j to a path on this site', (location) => {
    const rewritten = redirectOnSite(location, TEST_PUBLIC_URL);
    expect(browserDestination(rewritten).origin).toBe(TEST_PUBLIC_URL);
    expect(rewritten).toMatch(/^\/(?!\/)/);
  });

  it('keeps an absolute address on this site as its path', () => {
    expect(redirectOnSite(`${TEST_PUBLIC_URL}/auth?error=X`, TEST_PUBLIC_URL)).toBe('/auth?error=X');
    expect(redirectOnSite(`${TEST_PUBLIC_URL}//evil.example/`, TEST_PUBLIC_URL)).toBe('/');
    expect(redirectOnSite('https://evil.example/', TEST_PUBLIC_URL)).toBe('/');
  });

  it('guards every redirect the server answers, even one with immutable headers', async () => {
    const app = new Hono()
      .use(keepRedirectsOnSite(TEST_PUBLIC_URL))
      .get('/mutable', (c) => c.redirect('//evil.example/x'))
      .get('/immutable', () => Response.redirect('https://evil.example/', 302))
      .get('/fine', (c) => c.redirect('/spaces?x=1'));
    expect((await app.request('/mutable')).headers.get('location')).toBe('/');
    expect((await app.request('/immutable')).headers.get('location')).toBe('/');
    expect((await app.request('/fine')).headers.get('location')).toBe('/spaces?x=1');
  });
});

describe('every callback route of the server', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  const CALLBACK_ROUTES = [
    '/api/auth/verify-email?token=bad&callbackURL=',
    '/api/auth/magic-link/verify?token=bad&callbackURL=',
    '/api/auth/magic-link/verify?token=bad&errorCallbackURL=',
    '/api/auth/magic-link/verify?token=bad&newUserCallbackURL=',
    '/api/auth/reset-password/bad?callbackURL=',
    '/api/auth/callback/google?code=forged&state=forged&callbackURL=',
  ];
  // Each form as it is, percent-encoded once, and with only its slashes and dots encoded.
  const encodings = (value: string) => [
    encodeURIComponent(value),
    value.replace(/[\t\n\r]/g, encodeURIComponent),
    value.replace(/[/.]/g, (char) => (char === '/' ? '%2F' : '%2E')).replace(/[\t\n\r\\]/g, encodeURIComponent),
  ];

  it.each(CALLBACK_ROUTES)('%s… never sends the browser to another site', async (route) => {
    const escaped: string[] = [];
    for (const value of OFF_SITE) {
      for (const encoded of encodings(value)) {
        const response = await harness.app.request(`${route}${encoded}`);
        expect(response.status, `${route}${encoded}`).toBeLessThan(500);
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400) {
          const destination = browserDestination(location ?? '');
          if (destination.origin !== TEST_PUBLIC_URL || location!.startsWith('//'))
            escaped.push(`${encoded} → ${location}`);
        } else {
          await response.body?.cancel();
        }
      }
    }
    expect(escaped).toEqual([]);
  });

  it.each([
    ['/api/auth/sign-up/email', { email: 'a@example.com', password: 'kettle-boils-twice', full_name: 'A' }],
    ['/api/auth/sign-in/magic-link', { email: 'a@example.com' }],
  ])('%s refuses a redirect that resolves elsewhere', async (path, body) => {
    const browser = testBrowser(harness);
    for (const redirect of OFF_SITE) {
      const response = await browser.post(path, { ...body, redirect });
      expect(response.status, JSON.stringify(redirect)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        'must be a path on this site',
      );
    }
  });
});
