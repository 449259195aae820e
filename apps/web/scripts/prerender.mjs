// Renders the public pages (landing, sign-in and its forms, terms, privacy, 404) to static HTML after the
// client build, so that they paint before any JavaScript runs; the browser hydrates them (main.tsx).
// Decision 023. Steps:
//  1. `vite build --ssr` of src/prerender/render-page.tsx (the app with a static router) into a cache folder;
//  2. each page rendered with React's own prerender (react-dom/static), put into the built index.html with its
//     title, the stylesheet inline and a modulepreload of its route's chunks, and written to dist/prerendered/<file>;
//  3. dist/prerendered/pages.json: which address gets which file, and the app's route patterns, for the server
//     (apps/server/src/http/static-web.ts), which answers an address no route matches with the 404 page;
//  4. dist/index.html (the app shell, served for every other address and kept offline by the service worker)
//     gets the frame the app's first render shows: the header and the loading state, so it paints at once too;
//  5. dist-ssr/ keeps the server-side bundle and dist-ssr/signed-in.html, the page the server fills with Today as
//     it renders it for a signed-in person (decision 025, apps/server/src/http/signed-in-page.ts). Outside dist,
//     so neither is ever served as a file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');
// The server-side bundle, self-contained (every package inside it), so that the API server can load it as it is.
const serverBundle = join(appRoot, 'dist-ssr');

// The lazy route modules each page shows (source paths, as Vite's manifest names them): their chunks are
// preloaded by the page's HTML, so the browser fetches them alongside the entry instead of after it has run.
const routeModules = {
  '/': ['src/features/landing/pages/landing-page.tsx'],
  '/auth': ['src/app/query-client.tsx', 'src/features/auth/pages/sign-in.tsx'],
  '/terms': ['src/features/legal/pages/terms.tsx'],
  '/privacy': ['src/features/legal/pages/privacy.tsx'],
  notFound: ['src/app/not-found-page.tsx'],
  signedInToday: ['src/app/take-over.tsx', 'src/app/query-client.tsx', 'src/app/today/today-at-root.tsx'],
};

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

rmSync(serverBundle, { recursive: true, force: true });
await build({
  root: appRoot,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  // The icons and manifest are the browser's: the server-side bundle needs none of them.
  publicDir: false,
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: serverBundle,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // One file: the server loads a new build's copy beside the old one (apps/server/src/http/signed-in-page.ts),
    // which only works when no chunk imports the entry back by its plain file name.
    rollupOptions: { output: { codeSplitting: false } },
  },
  ssr: { noExternal: true },
});

const render = await import(pathToFileURL(join(serverBundle, 'render-page.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The JavaScript files of `keys` and everything they import statically. */
function staticClosure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) fail(`the build manifest has no chunk for ${key}: is its route still lazy-loaded?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the build manifest has no entry chunk');
// The entry (src/boot.ts) starts the app (src/main.tsx) after the first paint; the app's chunks are preloaded then.
const entryFiles = staticClosure([entryKey]);
const appFiles = staticClosure(['src/main.tsx']);

// The stylesheet goes into the page itself: a separate file would hold up the first paint until it arrived,
// competing with the scripts for a phone's bandwidth (the security policy allows inline styles, not scripts).
const stylesheetLinks = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
if (stylesheetLinks.length !== 1) fail(`expected one stylesheet in dist/index.html, found ${stylesheetLinks.length}`);
const [stylesheetLink, stylesheetFile] = stylesheetLinks[0];
const css = readFileSync(join(dist, stylesheetFile), 'utf8');
if (/<\/style/i.test(css)) fail(`${stylesheetFile} contains "</style"`);

/**
 * index.html with the app's HTML in #root, its stylesheet inline, the page's title, and in #root's data-chunks
 * the app's chunks and its route's, which the entry preloads once the page has painted (src/boot.ts).
 */
function page({ html, mark, title, modules = [] }) {
  const chunks = [...new Set([...appFiles, ...staticClosure(modules)])]
    .filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
    .map((file) => `/${file}`);
  const root = '<div id="root"></div>';
  if (!template.includes(root)) fail('dist/index.html has no empty <div id="root"></div>');
  return (
    template
      // The stylesheet's <link> stays, disabled (so never fetched): Vite's loader of lazy chunks, which lists the
      // entry's stylesheet among their dependencies, looks for it and would otherwise fetch it again.
      .replace(stylesheetLink, () => `<style>${css}</style><link rel="stylesheet" href="/${stylesheetFile}" disabled>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
      .replace(
        root,
        () =>
          `<div id="root" data-prerendered="${escapeAttribute(mark)}" data-chunks="${escapeAttribute(chunks.join(' '))}">${html}</div>`,
      )
  );
}

const out = join(dist, 'prerendered');
mkdirSync(out, { recursive: true });
const pages = [];
for (const { path, search, file } of render.PUBLIC_PAGES) {
  const address = `${path}${search}`;
  const html = await render.renderApp(address, 'signed-out');
  writeFileSync(
    join(out, file),
    page({
      html,
      mark: address,
      title: render.titleOf(path),
      modules: routeModules[path] ?? fail(`no route modules for ${path}`),
    }),
  );
  pages.push({ path, search, file });
}
const notFoundHtml = await render.renderApp(render.NOT_FOUND_SAMPLE_PATH, 'signed-out');
if (!render.isNotFound(render.NOT_FOUND_SAMPLE_PATH)) fail(`${render.NOT_FOUND_SAMPLE_PATH} is a route of the app`);
writeFileSync(
  join(out, render.NOT_FOUND_FILE),
  page({
    html: notFoundHtml,
    mark: render.NOT_FOUND_MARK,
    title: render.titleOf(render.NOT_FOUND_SAMPLE_PATH),
    modules: routeModules.notFound,
  }),
);
writeFileSync(
  join(out, 'pages.json'),
  `${JSON.stringify({ pages, notFound: render.NOT_FOUND_FILE, routes: render.routePatterns }, null, 2)}\n`,
);

// The shell: the frame of the app's first render at / before the session lookup answers (header, loading state,
// footer). The browser renders the app over it; it looks the same, so nothing moves.
const frame = await render.renderApp('/', 'loading');
writeFileSync(join(dist, 'index.html'), page({ html: frame, mark: render.SHELL_MARK, title: render.titleOf('/') }));

// The page the server renders Today into for a signed-in person: the shell with Today's chunks to preload, the
// place for the rendered app, and after it the place for the answers it was rendered from.
const signedInRoot = `${render.SIGNED_IN_ROOT_MARKER}</div>`;
const signedInPage = page({
  html: render.SIGNED_IN_ROOT_MARKER,
  mark: render.SIGNED_IN_MARK,
  title: render.titleOf('/'),
  modules: routeModules.signedInToday,
});
if (!signedInPage.includes(signedInRoot)) fail('the signed-in page has no place for the rendered app');
// Two things are in the page from the start rather than set by the app, as either change restyles the whole page
// while the app takes it over: the tab bar's room at the bottom (the signed-in app always has the tab bar; it
// marks <html> with has-tab-bar, app/layout/primary-nav.tsx), and the element that takes taps until then
// (styles.css), which the app removes.
const htmlTag = '<html lang="en">';
if (!signedInPage.includes(htmlTag)) fail(`dist/index.html has no ${htmlTag}`);
writeFileSync(
  join(serverBundle, 'signed-in.html'),
  signedInPage
    .replace(htmlTag, '<html lang="en" class="has-tab-bar">')
    .replace(
      signedInRoot,
      `${signedInRoot}<div id="${render.TAKE_OVER_SHIELD_ID}" aria-hidden="true"></div>${render.SIGNED_IN_STATE_MARKER}`,
    ),
);
console.log(
  `prerender: ${pages.length + 1} pages and the app shell's frame in ${join('dist', 'prerendered')}, the signed-in page in dist-ssr`,
);
