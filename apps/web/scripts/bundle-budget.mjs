// Measures the JavaScript a browser must download before a page can show (gzip), from Vite's
// build manifest, and fails the build when a page is over its budget (ARCHITECTURE.md, budgets).
//
// Initial JavaScript of a page = the entry chunk and its static imports (recursively), plus the
// lazy chunks of the routes it renders and their static imports. Dynamic imports that do not hold
// up the first paint (other pages, dialogs loaded on demand, the toast area) are not counted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000; // as Vite reports sizes
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appRoot, 'dist');

// Budgets from ARCHITECTURE.md; measured figures are kept in docs/performance.md.
const pages = [
  { name: 'landing', budgetKb: 100, routeModules: ['src/features/landing/pages/landing-page.tsx'] },
  {
    name: 'app home',
    budgetKb: 180,
    // /app renders inside the data layout route (the query client), which is lazy too; the app home
    // (src/app/app-home.tsx) holds the onboarding check and the lesson path, and is what / shows when signed in.
    routeModules: ['src/app/query-client.tsx', 'src/app/app-home.tsx'],
  },
];

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail('no entry chunk in dist/.vite/manifest.json');

/** Adds `key` and everything it statically imports, recursively, to `seen`. */
function collectStatic(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) fail(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(imported, seen);
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

function fail(message) {
  console.error(`bundle: ${message}`);
  process.exit(1);
}

const results = pages.map((page) => {
  const chunks = new Set();
  collectStatic(entryKey, chunks);
  for (const module of page.routeModules) {
    const routeKey = Object.keys(manifest).find((key) => manifest[key]?.src === module || key === module);
    if (!routeKey) fail(`no chunk for ${module}: is its route still lazy-loaded?`);
    collectStatic(routeKey, chunks);
  }
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { ...page, kb: bytes / KB, files };
});

if (process.argv.includes('--verbose')) {
  for (const result of results) {
    console.log(`${result.name}:`);
    for (const file of result.files) console.log(`  ${(gzipSize(file) / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
}

console.log(
  'bundle: ' + results.map((r) => `${r.name} ${r.kb.toFixed(1)} KB gzip (budget ${r.budgetKb} KB)`).join(', '),
);

const over = results.filter((r) => r.kb > r.budgetKb);
if (over.length > 0) {
  fail(`over budget: ${over.map((r) => `${r.name} by ${(r.kb - r.budgetKb).toFixed(1)} KB`).join(', ')}`);
}
