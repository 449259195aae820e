import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

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

// Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: real files as they are, and index.html for every other page address
 * (history fallback) so the client-side router can take over. /api and /dev are never answered here.
 */
export function serveWebApp(distDir: string): MiddlewareHandler<AppEnv> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || urlPath.startsWith('/api/') || urlPath === '/api' || urlPath.startsWith('/dev/')) {
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
      return sendFile(candidate, immutable ? IMMUTABLE : REVALIDATE, method === 'HEAD');
    }
    // A missing hashed asset is a 404, not the app shell: an old tab must not get HTML for a script.
    if (decoded.startsWith('/assets/') || path.extname(decoded) !== '') return next();
    if (!existsSync(indexFile)) {
      return c.text('The web app has not been built yet. Run `npm run build`, or start with `npm start`.', 503);
    }
    return sendFile(indexFile, REVALIDATE, method === 'HEAD');
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function sendFile(file: string, cacheControl: string, headOnly: boolean): Response {
  const size = statSync(file).size;
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Cache-Control': cacheControl,
  });
  if (headOnly) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status: 200, headers });
}
