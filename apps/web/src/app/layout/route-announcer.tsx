import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long the title must stay the same before it is read out: a page's own title arrives with its data. */
export const TITLE_SETTLE_MS = 500;
/** The longest wait for a page still loading (PageLoading shows); then its title is said as it is. */
export const LOADING_WAIT_MS = 10_000;

const POLL_MS = 100;

const stillLoading = () => document.querySelector('main [data-page-loading]') !== null;

/**
 * Says the new page's title after each navigation, as a screen reader would on a full page load: a
 * single-page app changes the page without one, so nothing else tells the person where they are now.
 * Silent on the first load, which the screen reader reads out itself.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    // Settled: neither the title nor the loading state has changed for TITLE_SETTLE_MS (the page's own title is
    // set just after its loading state goes, so that also restarts the wait).
    const giveUpAt = Date.now() + LOADING_WAIT_MS;
    let seen = { title: document.title, loading: stillLoading() };
    let settledSince = Date.now();
    const poll = setInterval(() => {
      const now = { title: document.title, loading: stillLoading() };
      if (now.title !== seen.title || now.loading !== seen.loading) {
        seen = now;
        settledSince = Date.now();
        return;
      }
      const settled = !now.loading && Date.now() - settledSince >= TITLE_SETTLE_MS;
      if (!settled && Date.now() < giveUpAt) return;
      clearInterval(poll);
      // A non-breaking space tells two pages with the same title apart, so the second is read out too.
      setMessage((said) => (said === now.title ? `${now.title}\u00a0` : now.title));
    }, POLL_MS);
    return () => clearInterval(poll);
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" data-route-announcer="" className="sr-only">
      {message}
    </div>
  );
}
