/*
 * The public pages that the build renders to static HTML (scripts/prerender.mjs, decision 023), so that they
 * paint before any JavaScript has run; main.tsx then hydrates them. Each is one exact address: a query
 * other than the one listed (an invited ?email=, a ?redirect=) changes what the page shows, so such an
 * address gets the plain app shell instead. The server reads the same list from dist/prerendered/pages.json.
 */

export type PublicPage = {
  /** The path, as React Router matches it. */
  path: string;
  /** The query string exactly as the address carries it ('' for none), with its '?'. */
  search: string;
  /** The file under dist/prerendered/. */
  file: string;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', search: '', file: 'landing.html' },
  // The sign-in page's forms that have an address of their own (?mode=, see features/auth/pages/sign-in.tsx);
  // a password reset needs the token of its e-mail, so it is never prerendered.
  { path: '/auth', search: '', file: 'auth.html' },
  { path: '/auth', search: '?mode=sign-up', file: 'auth-sign-up.html' },
  { path: '/auth', search: '?mode=forgot', file: 'auth-forgot.html' },
  { path: '/terms', search: '', file: 'terms.html' },
  { path: '/privacy', search: '', file: 'privacy.html' },
];

/** The page for an address no route knows; the server answers it with status 404. */
export const NOT_FOUND_FILE = 'not-found.html';
/** The address the 404 page is rendered at: any address no route matches shows the same page. */
export const NOT_FOUND_SAMPLE_PATH = '/this-page-does-not-exist';

/** What `data-prerendered` on #root says: the address the HTML was rendered for, or that it is the 404 page. */
export const NOT_FOUND_MARK = 'not-found';
export const SHELL_MARK = 'shell';

export const pageAddress = (page: Pick<PublicPage, 'path' | 'search'>) => `${page.path}${page.search}`;
