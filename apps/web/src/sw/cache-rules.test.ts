import { describe, expect, it } from 'vitest';
import {
  cachesToDropOnActivate,
  mayStore,
  normalizePrecache,
  precacheVersion,
  requestHandling,
  runtimeCaches,
  shellCacheName,
} from './cache-rules';

const ORIGIN = 'https://tidy.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });
const answer = (headers: Record<string, string> = {}, status = 200, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
});

describe('which requests the service worker answers', () => {
  it.each([
    '/api/todo',
    '/api/auth/session',
    '/api',
    '/api?x=1',
    '/api/photos/123/thumb',
    '/photos/123/full',
    '/dev/mail',
  ])('never answers %s: it carries one person’s data', (path) => {
    expect(requestHandling(get(path), ORIGIN)).toBe('pass');
    // Not even when the browser navigates to it.
    expect(requestHandling(get(path, 'navigate'), ORIGIN)).toBe('pass');
  });

  it('leaves writes and other sites alone', () => {
    expect(requestHandling({ method: 'POST', url: `${ORIGIN}/assets/a.js`, mode: 'cors' }, ORIGIN)).toBe('pass');
    expect(requestHandling({ method: 'GET', url: 'https://elsewhere.example/assets/a.js', mode: 'cors' }, ORIGIN)).toBe(
      'pass',
    );
    expect(requestHandling({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('pass');
  });

  it('serves pages network first and build files from the cache', () => {
    expect(requestHandling(get('/todo', 'navigate'), ORIGIN)).toBe('navigation');
    expect(requestHandling(get('/space/abc', 'navigate'), ORIGIN)).toBe('navigation');
    expect(requestHandling(get('/assets/todo-list-Ab12.js'), ORIGIN)).toBe('asset');
    expect(requestHandling(get('/icons/icon-192.png'), ORIGIN)).toBe('shell-file');
    expect(requestHandling(get('/manifest.webmanifest'), ORIGIN)).toBe('shell-file');
    // Look-alikes of the private paths are ordinary pages.
    expect(requestHandling(get('/apiary', 'navigate'), ORIGIN)).toBe('navigation');
    expect(requestHandling(get('/developer', 'navigate'), ORIGIN)).toBe('navigation');
  });
});

describe('which answers may be kept', () => {
  it('keeps a complete same-origin answer', () => {
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    );
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer())).toBe(true);
  });

  it.each(['no-store', 'private', 'private, max-age=600', 'max-age=0, no-store', 'No-Store'])(
    'never keeps an answer marked %s',
    (cacheControl) => {
      expect(mayStore(`${ORIGIN}/assets/a.js`, answer({ 'cache-control': cacheControl }))).toBe(false);
    },
  );

  it('never keeps an API or photo answer, whatever its headers say', () => {
    expect(mayStore(`${ORIGIN}/api/todo`, answer({ 'cache-control': 'public, max-age=600' }))).toBe(false);
    expect(mayStore(`${ORIGIN}/api/photos/1/full`, answer())).toBe(false);
    expect(mayStore(`${ORIGIN}/photos/1/full`, answer())).toBe(false);
  });

  it('never keeps errors, partial, opaque or Vary: * answers', () => {
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({}, 404))).toBe(false);
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({}, 206))).toBe(false);
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({}, 0, 'opaque'))).toBe(false);
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({ vary: '*' }))).toBe(false);
  });

  it('does not mistake a longer directive for a forbidding one', () => {
    expect(mayStore(`${ORIGIN}/assets/a.js`, answer({ 'cache-control': 'no-cache' }))).toBe(true);
  });
});

describe('the precache and its caches', () => {
  const build = normalizePrecache(
    [{ url: 'index.html', revision: 'r1' }, 'assets/main-Ab12.js', { url: '/icons/icon-192.png', revision: null }],
    ORIGIN,
  );

  it('lists every file as a path of the site', () => {
    expect(build).toEqual([
      { url: '/index.html', revision: 'r1' },
      { url: '/assets/main-Ab12.js', revision: null },
      { url: '/icons/icon-192.png', revision: null },
    ]);
  });

  it('names a version after its files, whatever their order', () => {
    const version = precacheVersion(build);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(precacheVersion([...build].reverse())).toBe(version);
    expect(precacheVersion([{ url: '/index.html', revision: 'r2' }, ...build.slice(1)])).not.toBe(version);
  });

  it('drops every other cache on activation and keeps the shell on sign-out', () => {
    const current = shellCacheName('aaaa1111');
    const names = [current, shellCacheName('0000ffff'), 'tidy-assets', 'something-else'];
    expect(cachesToDropOnActivate(names, current)).toEqual([
      shellCacheName('0000ffff'),
      'tidy-assets',
      'something-else',
    ]);
    expect(runtimeCaches(names)).toEqual(['tidy-assets', 'something-else']);
  });
});
