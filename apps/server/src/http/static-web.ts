import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import type { SignedInPages } from './signed-in-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The query parameter that turns any page into the invitation screen (apps/web/src/app/paths.ts). */
const INVITE_PARAM = 'invite';

// Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: real files as they are; for a page address, the public page prerendered for it
 * (decision 023), the prerendered 404 page where the app's routes know no such page, and
 * index.html, the app shell, for every other address (history fallback) so the client-side router takes over.
 * With `signedInPage`, a signed-in person's page the server renders for them (Today at /, decision 025) comes
 * first. /api and /dev are never answered here.
 */
export function serveWebApp(
  distDir: string,
  { signedInPage }: { signedInPage?: SignedInPages } = {},
): MiddlewareHandler<AppEnv> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      urlPath.startsWith('/api/') ||
      urlPath === '/api' ||
      urlPath.startsWith('/dev/')
    ) {
      return next();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return next();
    }
    const candidate = path.resolve(root, '.' + path.posix.normalize(decoded));
    const inside = candidate === root || candidate.startsWith(root + path.sep);
    if (inside && candidate !== root && isFile(candidate)) {
      const immutable = candidate.startsWith(path.join(root, 'assets') + path.sep);
      return sendFile(
        candidate,
        immutable ? IMMUTABLE : REVALIDATE,
        method === 'HEAD',
        acceptsBrotli(c.req.header('accept-encoding')),
      );
    }
    // A missing hashed asset is a 404, not the app shell: an old tab must not get HTML for a script.
    if (decoded.startsWith('/assets/') || path.extname(decoded) !== '') return next();
    if (!existsSync(indexFile)) {
      return c.text('The web app has not been built yet. Run `npm run build`, or start with `npm start`.', 503);
    }
    const url = new URL(c.req.url);
    const signedIn = signedInHint(c.req.header('cookie'));
    if (signedIn && method === 'GET' && signedInPage) {
      const rendered = await signedInPage(c, `${urlPath}${url.search}`);
      if (rendered) return rendered;
    }
    const pageFile = pageFor(prerendered(root), decoded, url.search, signedIn);
    const response = sendFile(
      pageFile ?? indexFile,
      REVALIDATE,
      method === 'HEAD',
      acceptsBrotli(c.req.header('accept-encoding')),
    );
    // The same address is answered differently with a session cookie (the shell rather than the visitor's page).
    response.headers.append('Vary', 'Cookie');
    return response;
  };
}

/** What dist/prerendered/pages.json says (written by apps/web/scripts/prerender.mjs). */
type PrerenderedPages = {
  /** Address (path and query exactly as sent) → absolute file. */
  pages: Map<string, string>;
  notFound: string | null;
  /** The app's route patterns; an address none matches is a page the app does not have. */
  routes: RegExp[];
};

type PagesFile = { pages?: { path: string; search: string; file: string }[]; notFound?: string; routes?: string[] };

const NONE: PrerenderedPages = { pages: new Map(), notFound: null, routes: [] };
let cached: { key: string; pages: PrerenderedPages } | null = null;

/** The prerendered pages of the build in `root`, read again when a new build replaced the file. */
function prerendered(root: string): PrerenderedPages {
  const folder = path.join(root, 'prerendered');
  const file = path.join(folder, 'pages.json');
  let key: string;
  try {
    key = `${file}:${statSync(file).mtimeMs}`;
  } catch {
    return NONE; // An older build, or one made with `vite build` alone: the shell for every page, as before.
  }
  if (cached?.key === key) return cached.pages;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as PagesFile;
  const inFolder = (name: string) => {
    const resolved = path.resolve(folder, name);
    if (!resolved.startsWith(folder + path.sep) || !isFile(resolved))
      throw new Error(`${file} names a missing page: ${name}`);
    return resolved;
  };
  const pages: PrerenderedPages = {
    pages: new Map((parsed.pages ?? []).map((page) => [`${page.path}${page.search}`, inFolder(page.file)])),
    notFound: parsed.notFound ? inFolder(parsed.notFound) : null,
    routes: (parsed.routes ?? []).map(routePattern),
  };
  cached = { key, pages };
  return pages;
}

/** A React Router path pattern ('/space/:spaceId') as a regular expression: case-insensitive, optional trailing slash. */
function routePattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

// better-auth's session cookie (cookie prefix 'tidy', auth/auth.ts), '__Secure-' in front over HTTPS. Only whether
// it is there counts: the app itself asks the server who is signed in.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tidy\.session_token=[^;]/;

function signedInHint(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/**
 * Which HTML a page address gets. The prerendered pages are what a visitor sees, so someone with a session gets
 * the shell (the app's own frame) and is never shown the visitor's page first. An invitation link opens the
 * invitation screen whatever the path, so it always gets the shell.
 */
function pageFor(built: PrerenderedPages, pathname: string, search: string, signedIn: boolean): string | null {
  if (signedIn || new URLSearchParams(search).has(INVITE_PARAM)) return null;
  const known = built.routes.some((route) => route.test(pathname));
  // Status 200 all the same, as for any page address: the app decides what an address is (decision 023).
  if (!known) return built.routes.length > 0 ? built.notFound : null;
  return built.pages.get(`${pathname}${search}`) ?? null;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether the client takes Brotli (not refused with q=0). */
function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return coding?.trim().toLowerCase() === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * A file of the build. The web build writes a Brotli copy (`<file>.br`, apps/web/scripts/compress.mjs) of each
 * text file, about 15 % smaller than gzip: sent to a browser that takes it; the others get gzip from the
 * compression middleware, as before.
 */
function sendFile(file: string, cacheControl: string, headOnly: boolean, brotli = false): Response {
  const compressed = brotli && isFile(`${file}.br`) ? `${file}.br` : null;
  const size = statSync(compressed ?? file).size;
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Cache-Control': cacheControl,
  });
  if (compressed) {
    headers.set('Content-Encoding', 'br');
    headers.set('Vary', 'Accept-Encoding');
  }
  if (headOnly) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(compressed ?? file)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
