/*
 * Which requests the service worker may answer from a cache, and which caches it keeps. Pure functions, so the
 * rule that matters most — one person's data is never kept where the next person could be served it — is
 * unit-tested rather than trusted (cache-rules.test.ts).
 */

/** What the service worker does with a request. */
export type RequestHandling =
  /** Not the worker's to answer: the browser goes to the network as if there were no worker. */
  | 'pass'
  /** A page: the network first, the cached app shell when the network fails or is slow. */
  | 'navigation'
  /** A content-hashed build file under /assets: it never changes, so the cache first. */
  | 'asset'
  /** Another file of the build (icons, manifest, favicon): the precached copy, else the network. */
  | 'shell-file';

export type RequestFacts = { method: string; url: string; mode: string };

/** One file of the build, as vite-plugin-pwa lists it; `revision` is null for names that carry a hash. */
export type PrecacheEntry = { url: string; revision: string | null };

// Answers under these paths carry one person's data (the API, photos, the development outbox).
const PRIVATE_PATHS = ['/api', '/photos', '/dev'];

const SHELL_CACHE_PREFIX = 'tidy-shell-';
/** Hashed build files met after install (a newer build's chunk, say); nobody's data, but dropped with each version. */
export const ASSET_CACHE = 'tidy-assets';
/** The page every navigation falls back to: the single-page app decides what to show. */
export const SHELL_PAGE = '/index.html';

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function requestHandling(request: RequestFacts, origin: string): RequestHandling {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || isPrivatePath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'navigation';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'shell-file';
}

type ResponseFacts = { status: number; type: string; headers: { get(name: string): string | null } };

/**
 * Whether a response may be written to a cache: only a complete, same-origin answer for a path that is
 * not private, and never one whose server said it is private or must not be stored.
 */
export function mayStore(url: string, response: ResponseFacts): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  if (isPrivatePath(pathname)) return false;
  // 'basic' is a same-origin answer; opaque, partial (206) and error answers are never kept.
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  return response.headers.get('vary')?.trim() !== '*';
}

/** The precache list as vite-plugin-pwa injects it: entries, or plain URLs for files that never change. */
export function normalizePrecache(entries: ReadonlyArray<PrecacheEntry | string>, origin: string): PrecacheEntry[] {
  return entries.map((entry) => {
    const { url, revision } = typeof entry === 'string' ? { url: entry, revision: null } : entry;
    return { url: new URL(url, `${origin}/`).pathname, revision: revision ?? null };
  });
}

/** A short, stable name for this build's file list (FNV-1a over the URLs and revisions). */
export function precacheVersion(entries: readonly PrecacheEntry[]): string {
  const text = entries
    .map((entry) => `${entry.url} ${entry.revision ?? ''}`)
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** On activation: every cache but this version's shell goes (older shells, runtime files of older versions). */
export function cachesToDropOnActivate(names: readonly string[], currentShell: string): string[] {
  return names.filter((name) => name !== currentShell);
}

/** On sign-out: every cache that is not a precached app shell (the shell holds only the build's own files). */
export function runtimeCaches(names: readonly string[]): string[] {
  return names.filter((name) => !name.startsWith(SHELL_CACHE_PREFIX));
}
