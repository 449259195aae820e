// A first check at build time, from Vite's build manifest, of the JavaScript (compressed as sent: Brotli) each
// page's first load needs;
// the build fails when a page is over its budget (ARCHITECTURE.md, budgets). What the browser really fetches
// until the network is idle is counted, against the same budgets, by e2e/first-load.spec.ts.
//
// JavaScript of a page here = the entry chunk and its static imports (recursively), plus the lazy chunks of
// the routes it renders and their static imports. Dynamic imports that no first load makes (other pages,
// dialogs loaded on demand) are not counted.
//
// The budgets are read from the table in the "Bundle budgets" section of docs/performance.md, so the page
// people read is the one the build enforces. Options (for the tests): --dist <folder> (default
// apps/web/dist), --budgets <markdown file> (default docs/performance.md), --verbose.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1000; // as Vite reports sizes
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(option('--dist') ?? join(appRoot, 'dist'));
const budgetsFile = resolve(option('--budgets') ?? join(appRoot, '..', '..', 'docs', 'performance.md'));

// Which route modules make up each page; the budget of each comes from the docs table, whose
// first column starts with the page's name.
const pages = [
  { name: 'landing', routeModules: ['src/features/landing/pages/landing-page.tsx'] },
  {
    name: 'today',
    // A signed-in person's home at /: Today (it brings the query client along) and the primary navigation,
    // which is fetched once someone is signed in.
    routeModules: ['src/app/today/today-at-root.tsx', 'src/app/layout/primary-nav.tsx'],
  },
];

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function fail(message) {
  console.error(`bundle: ${message}`);
  process.exit(1);
}

/** Reads `{ page name → budget in KB }` from the first Markdown table with a "budget" column. */
function readBudgets(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read the budgets table: ${file}: ${error.message}`);
  }
  const cells = (line) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  // The "Bundle budgets" section when there is one: other sections of the page may have tables too.
  const section = text.split(/^## /m).find((part) => part.startsWith('Bundle budgets')) ?? text;
  const lines = section.split('\n');
  const headerIndex = lines.findIndex((line) => line.trim().startsWith('|') && /\|\s*budget\b/i.test(line));
  if (headerIndex === -1) fail(`no table with a "budget" column in ${file}`);
  const budgetColumn = cells(lines[headerIndex]).findIndex((cell) => /^budget\b/i.test(cell));
  const rows = [];
  for (const line of lines.slice(headerIndex + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(cells(line));
  }
  const budgets = new Map();
  for (const page of pages) {
    const row = rows.find((row) => row[0].toLowerCase().startsWith(page.name));
    if (!row) fail(`the budgets table in ${file} has no row for the page "${page.name}"`);
    const match = /^(\d+(?:\.\d+)?)\s*KB\b/i.exec(row[budgetColumn] ?? '');
    if (!match) fail(`the budget of "${page.name}" in ${file} is not a size in KB: "${row[budgetColumn] ?? ''}"`);
    budgets.set(page.name, Number(match[1]));
  }
  return budgets;
}

const budgets = readBudgets(budgetsFile);

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  fail(`cannot read the build manifest in ${distDir}: ${error.message}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail(`no entry chunk in ${join(distDir, '.vite', 'manifest.json')}`);

/** Adds `key` and everything it statically imports, recursively, to `seen`. */
function collectStatic(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) fail(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(imported, seen);
}

// As the server sends it to a browser that takes Brotli: its Brotli copy (apps/web/scripts/compress.mjs, quality
// 11), or the file itself where compressing it would not pay.
const compressedSizes = new Map();
function compressedSize(file) {
  if (!compressedSizes.has(file)) {
    const path = join(distDir, file);
    compressedSizes.set(file, statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size);
  }
  return compressedSizes.get(file);
}

const results = pages.map((page) => {
  const chunks = new Set();
  collectStatic(entryKey, chunks);
  // The entry (src/boot.ts) imports the app after the first paint; every page needs it.
  collectStatic('src/main.tsx', chunks);
  for (const module of page.routeModules) {
    const routeKey = Object.keys(manifest).find((key) => manifest[key]?.src === module || key === module);
    if (!routeKey) fail(`no chunk for ${module}: is its route still lazy-loaded?`);
    collectStatic(routeKey, chunks);
  }
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + compressedSize(file), 0);
  return { ...page, budgetKb: budgets.get(page.name), kb: bytes / KB, files };
});

if (process.argv.includes('--verbose')) {
  for (const result of results) {
    console.log(`${result.name}:`);
    for (const file of result.files) console.log(`  ${(compressedSize(file) / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
}

console.log(
  'bundle: ' + results.map((r) => `${r.name} ${r.kb.toFixed(1)} KB Brotli (budget ${r.budgetKb} KB)`).join(', '),
);

const over = results.filter((r) => r.kb > r.budgetKb);
if (over.length > 0) {
  fail(
    `over budget (${relative(process.cwd(), budgetsFile)}): ${over
      .map((r) => `${r.name} ${r.kb.toFixed(1)} KB > ${r.budgetKb} KB, by ${(r.kb - r.budgetKb).toFixed(1)} KB`)
      .join(', ')}`,
  );
}
