import { QueryClient } from '@tanstack/react-query';
import type { PrefetchedAnswer, SignedInState } from '@tidy/domain/signed-in-page';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { routes } from '../app/paths';
import { Providers } from '../app/providers';
import { RenderQueryClient } from '../app/query-client';
import { currentRouteHandle } from '../app/route-handle';
import { AppRoutes, routeTable } from '../app/router';
import { RenderedDate, todayKeys, todayPath } from '../app/today/get-today';
import { HOME_STATUS_PATH, type HomeStatus } from '../features/home/api/get-home-status';
import { homeKeys } from '../features/home/api/query-keys';
import { progressPath } from '../features/lessons/api/get-progress';
import { lessonKeys } from '../features/lessons/api/query-keys';
import type { InitialAuth, SessionResponse } from '../lib/auth';
import { documentTitle } from '../lib/page-header';

/*
 * The build's server-side entry (scripts/prerender.mjs builds it with `vite build --ssr` and runs it in Node):
 * the app rendered to HTML at an address, with the same tree as main.tsx, so that the browser can hydrate it.
 * Never part of the browser's download.
 */

export {
  SIGNED_IN_MARK,
  SIGNED_IN_ROOT_MARKER,
  SIGNED_IN_STATE_MARKER,
  TAKE_OVER_SHIELD_ID,
} from '@tidy/domain/signed-in-page';
export { NOT_FOUND_FILE, NOT_FOUND_MARK, NOT_FOUND_SAMPLE_PATH, PUBLIC_PAGES, SHELL_MARK } from '../app/public-pages';

/**
 * The app's HTML at `address` (path and query). React's prerender waits for every lazy page to load, so the HTML
 * holds the page itself, not its loading state. `auth` is 'signed-out' for the public pages and 'loading' for
 * the app shell's frame (what the browser's first render shows before the session lookup answers).
 */
export async function renderApp(address: string, auth: InitialAuth): Promise<string> {
  return renderTree(
    address,
    <Providers initialAuth={auth}>
      <StaticRouter location={address}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}

/** The API answers a signed-in page at `address` is rendered from, read for the person's `date`: with their
 * cache keys, as the app's own hooks read them. Null when the server does not render that page (decision 025). */
export function signedInPrefetches(address: string, date: string): { key: readonly unknown[]; path: string }[] | null {
  if (address !== '/') return null;
  return [
    { key: homeKeys.status, path: HOME_STATUS_PATH },
    { key: todayKeys.day(date), path: todayPath(date) },
    { key: lessonKeys.progress, path: progressPath(date) },
  ];
}

/**
 * The app at `state.address` for the signed-in person of `state.session`, from the answers in `state` (those of
 * signedInPrefetches): Today at /, complete. Null when that is not the page the person would see there (someone
 * who has not set up their home goes to onboarding), so the server sends the app shell instead.
 */
export async function renderSignedIn(state: SignedInState): Promise<string | null> {
  const session = state.session as SessionResponse;
  if (!session.user || !session.session) return null;
  const status = answerOf<HomeStatus>(state.answers, homeKeys.status);
  if (!status?.onboarded) return null;
  // This render's own cache; nothing is fetched while rendering, and nothing outlives it.
  const cache = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  for (const answer of state.answers) cache.setQueryData(answer.key, answer.data, { updatedAt: state.readAt });
  const html = await renderTree(
    state.address,
    <RenderQueryClient client={cache}>
      <RenderedDate value={state.date}>
        <Providers initialAuth={{ signedIn: session }}>
          <StaticRouter location={state.address}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </RenderedDate>
    </RenderQueryClient>,
  );
  cache.clear();
  return html;
}

function answerOf<T>(answers: PrefetchedAnswer[], key: readonly unknown[]): T | undefined {
  const wanted = JSON.stringify(key);
  return answers.find((answer) => JSON.stringify(answer.key) === wanted)?.data as T | undefined;
}

async function renderTree(address: string, tree: ReactNode): Promise<string> {
  // A page that fails to render would be left to the browser: the build must fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    onError: (error) => void errors.push(error),
    // One piece of HTML in document order: otherwise React moves a large page's content to the end of the
    // document and reveals it with an inline script, which the security policy (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
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
