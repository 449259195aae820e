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
function loadApp() {
  // Evaluating the app's modules and starting it are two tasks, not one: on a slow phone each stays short enough
  // for the page to answer a tap in between.
  void import('./main').then((app) => setTimeout(app.startApp, 0));
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

/**
 * Runs `start` once the browser has shown the page's first contentful frame. The frame's main-thread work ends
 * before the frame is on screen (rastering it, the blurred shapes of the landing page above all, takes a phone
 * some more milliseconds), so starting right after that work let the app's downloads begin before the first
 * paint about half the time: Lighthouse then counts them into the first paint (landing FCP 0.9 → 1.3–1.6 s,
 * 2026-11-29). The paint entry arrives once the frame is shown. A page opened in a background tab paints no
 * frames until it is shown, so there the app starts at once; a browser that never reports the paint starts it
 * a second later.
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') return start();
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A frame's callbacks run just before it is painted; a task queued from one runs after that paint.
  requestAnimationFrame(() => setTimeout(go, observer ? FIRST_PAINT_WAIT_MS : 0));
}

const FIRST_PAINT_WAIT_MS = 1_000;

afterFirstPaint(loadApp);
