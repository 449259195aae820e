import './styles.css';

/*
 * The page's entry. It starts the app (main.tsx) once the page has painted its first frame: a prerendered page
 * is complete without the app, and the app shell shows its frame, so a phone's first moments go to showing the
 * page rather than to fetching and running some 90 KB of JavaScript alongside it (Lighthouse, mobile: the
 * landing page's first paint at 1.6 s with the scripts fetched from the start, 0.9 s after them). The
 * stylesheet stays here, so that it is the page's own (inline in a prerendered page) and nothing waits for it.
 *
 * A prerendered page lists the chunks its route needs in #root's data-chunks (scripts/prerender.mjs): they are
 * preloaded together with the app, not one after the other as each import is found.
 */
function startApp() {
  void import('./main');
  // A few links at a time, each few in a task of its own: some 50 added at once cost a slow phone over 100 ms in
  // one task (the browser starts each fetch as its link arrives), time in which the page could not answer a tap.
  const chunks = (document.getElementById('root')?.dataset.chunks ?? '').split(' ').filter(Boolean);
  const preload = (from: number) => {
    const links = document.createDocumentFragment();
    for (const chunk of chunks.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      links.append(link);
    }
    document.head.append(links);
    if (from + PRELOADS_PER_TASK < chunks.length) setTimeout(() => preload(from + PRELOADS_PER_TASK), 0);
  };
  preload(0);
}

const PRELOADS_PER_TASK = 8;

// A frame's callbacks run just before it is painted; a task queued from one runs after that paint. A page opened
// in a background tab paints no frames until it is shown, so there the app starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
