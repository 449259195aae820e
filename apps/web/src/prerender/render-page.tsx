import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { routes } from '../app/paths';
import { Providers } from '../app/providers';
import { currentRouteHandle } from '../app/route-handle';
import { AppRoutes, routeTable } from '../app/router';
import type { InitialAuth } from '../lib/auth';
import { documentTitle } from '../lib/page-header';

/*
 * The build's server-side entry (scripts/prerender.mjs builds it with `vite build --ssr` and runs it in Node):
 * the app rendered to HTML at an address, with the same tree as main.tsx, so that the browser can hydrate it.
 * Never part of the browser's download.
 */

export { NOT_FOUND_FILE, NOT_FOUND_MARK, NOT_FOUND_SAMPLE_PATH, PUBLIC_PAGES, SHELL_MARK } from '../app/public-pages';

/**
 * The app's HTML at `address` (path and query). React's prerender waits for every lazy page to load, so the HTML
 * holds the page itself, not its loading state. `auth` is 'signed-out' for the public pages and 'loading' for
 * the app shell's frame (what the browser's first render shows before the session lookup answers).
 */
export async function renderApp(address: string, auth: InitialAuth): Promise<string> {
  // A page that fails to render would be left to the browser: the build must fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Providers initialAuth={auth}>
        <StaticRouter location={address}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // One piece of HTML in document order: otherwise React moves a large page's content to the end of the
      // document and reveals it with an inline script, which the security policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${address} failed`, { cause: errors[0] });
  return html;
}

/** The browser tab's title of the page at `path`, as the page sets it. */
export function titleOf(path: string): string {
  return documentTitle(currentRouteHandle(matchRoutes(routeTable, path) ?? [])?.title);
}

/** Whether the app shows its 404 page at `path` (no route but the catch-all matches it). */
export function isNotFound(path: string): boolean {
  const matches = matchRoutes(routeTable, path) ?? [];
  return matches.length === 0 || matches[matches.length - 1]?.route.path === routes.notFound;
}

/** Every route pattern of the app except the catch-all: the server answers 404 for an address none matches. */
export const routePatterns: string[] = Object.values(routes).filter((pattern) => pattern !== routes.notFound);
