// `npm run perf:web`: Lighthouse as a phone sees the app. Builds it, starts the real server on a fresh embedded
// database with the demo household, then runs Lighthouse (mobile preset: its default config, simulated
// throttling; performance only) 3 times on the landing page, /auth and the signed-in Today (`/` with the demo
// organizer's session), and prints the medians with their min–max. The figures go to
// docs/bench/lighthouse-latest.json. Exit code 0 whatever the figures (it is a measurement); --check exits 1
// when a target is missed. Options: --runs <n> (3), --skip-build (measure the current build), --reports <folder>
// (each run's whole Lighthouse report there, for its long tasks and JavaScript boot-up audits).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';
import { appEnvironment, buildApp, freePort, seedDemo, signIn, startServer } from './app.mjs';
import { formatSummary, hostSpeedLine, metricsOf, summarizePage, TARGETS } from './summary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The network here is closed: without the background-networking flags Chromium's own connections are refused.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got ${options.runs}`);

// Everything to undo, last first; run once, on success, failure or Ctrl-C.
const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error(`clean-up: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and Chromium…`);
    void cleanUp().then(() => process.exit(130));
  });
}

/**
 * The pages measured; `signedIn` gives the browser the organizer's cookies, and `expects` proves the right page
 * ran (paths the page must, or must not, have fetched; a path ending in '-' is a chunk's name before its hash).
 * Today is the page the server renders for a signed-in person (decision 025): the app takes it over with the
 * answers it was made from, so it never asks for /api/today.
 */
const PAGES = [
  { name: 'landing /', path: '/', signedIn: false, expects: { absent: ['/api/today', '/assets/today-at-root-'] } },
  { name: 'sign-in /auth', path: '/auth', signedIn: false, expects: { absent: ['/api/today'] } },
  {
    name: 'Today / (signed in)',
    path: '/',
    signedIn: true,
    expects: { present: ['/assets/today-at-root-'], absent: ['/api/today', '/assets/landing-page-'] },
  },
];

async function main() {
  if (!options['skip-build']) await buildApp();

  const temporary = mkdtempSync(path.join(os.tmpdir(), 'tidy-perf-web-'));
  cleanups.push(() => rmSync(temporary, { recursive: true, force: true, maxRetries: 5 }));
  const { base, env } = appEnvironment({ port: await freePort(), dataDir: path.join(temporary, 'data') });

  console.log('Seeding the demo household on a fresh embedded database…');
  await seedDemo(env);
  const server = await startServer(base, env);
  cleanups.push(() => server.stop());
  register();
  const { ORGANIZER } = await import('../../apps/server/src/demo/household.ts');
  const sessionCookie = await signIn(base, ORGANIZER);
  // What a returning person's browser holds: the session, and the time zone the app keeps while they are signed
  // in (lib/time-zone-cookie.ts; Chromium runs in this machine's zone, as this process does).
  const cookies = [
    ...sessionCookie.split('; '),
    `tidy_time_zone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
  ].map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), domain: new URL(base).hostname, path: '/' };
  });

  const userDataDir = path.join(temporary, 'chromium');
  mkdirSync(userDataDir);
  const chromium = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    handleSIGINT: false,
  });
  cleanups.push(() => chromium.kill());
  // Cookies go into the browser's own jar (a Cookie header sent by Lighthouse would hide the ones the page sets).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
  cleanups.push(() => browser.disconnect());

  // Rounds over the pages rather than one page at a time, so a slow spell of the machine spreads over all three.
  const results = PAGES.map((page) => ({ ...page, runs: [] }));
  // Lighthouse's simulated throttling scales what the CPU really did, so other work on the machine shows in the figures.
  const loadBefore = os.loadavg()[0];
  for (let round = 1; round <= runs; round += 1) {
    for (const page of results) {
      process.stdout.write(`Lighthouse ${round}/${runs}: ${page.name}… `);
      await browser.deleteCookie(...(await browser.cookies()));
      if (page.signedIn) await browser.setCookie(...cookies);
      const lhr = await measure(`${base}${page.path}`, chromium.port);
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        const file = `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${round}.json`;
        writeFileSync(path.join(options.reports, file), JSON.stringify(lhr));
      }
      const { requestUrls, scripts, ...figures } = metricsOf(lhr);
      checkPageShown(page, requestUrls);
      page.runs.push({
        ...figures,
        scripts: scripts.map((script) => ({ path: new URL(script.url).pathname, transferBytes: script.transferBytes })),
        fetchTime: lhr.fetchTime,
        finalDisplayedUrl: lhr.finalDisplayedUrl.replace(base, ''),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        runWarnings: lhr.runWarnings,
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
      });
      console.log(`performance ${figures.score}`);
    }
  }

  const summaries = results.map((page) => summarizePage(page.name, page.runs));
  console.log(`\n${formatSummary(summaries)}`);
  console.log(hostSpeedLine(results.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))));
  const load = { before: loadBefore, after: os.loadavg()[0] };
  console.log(
    `Machine load (1-minute average): ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, ${os.cpus().length} cores.`,
  );
  writeResults(results, summaries, load);
  return summaries.every((summary) => summary.met);
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a headless start): such a run measured
// nothing, so it is run again, at most twice; a page that never loads still fails.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

async function measure(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    process.stdout.write(`(${lhr.runtimeError.code}, measuring again) `);
    return measure(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** A run of the wrong page (Today that fell back to the landing page, say) must not pass as a figure. */
function checkPageShown(page, requestUrls) {
  const asked = (part) =>
    requestUrls.some((url) => {
      const { pathname } = new URL(url);
      return part.endsWith('-') ? pathname.startsWith(part) : pathname === part;
    });
  for (const part of page.expects.present ?? []) {
    if (!asked(part)) throw new Error(`${page.name}: the page never asked for ${part}, so it was not the page meant`);
  }
  for (const part of page.expects.absent ?? []) {
    if (asked(part)) throw new Error(`${page.name}: the page asked for ${part}, so it was not the page meant`);
  }
}

function writeResults(results, summaries, load) {
  const file = path.join(root, 'docs/bench/lighthouse-latest.json');
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      loadAverage1m: { before: round(load.before), after: round(load.after) },
    },
    settings: {
      runs,
      preset: 'mobile (Lighthouse default config: formFactor mobile, simulated throttling)',
      categories: ['performance'],
      server: 'apps/server/dist/index.js, NODE_ENV=production, fresh embedded database with the demo household',
    },
    targets: TARGETS,
    pages: results.map((page, index) => ({
      name: page.name,
      path: page.path,
      signedIn: page.signedIn,
      median: summaries[index].median,
      spread: summaries[index].spread,
      verdicts: summaries[index].verdicts,
      runs: page.runs,
    })),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nRaw results: ${path.relative(root, file)}`);
}

const round = (value) => Math.round(value * 100) / 100;

let exitCode = 0;
try {
  const met = await main();
  if (!met && options.check) exitCode = 1;
} catch (error) {
  console.error(`\nperf:web failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
