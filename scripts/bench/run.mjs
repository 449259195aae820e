// `npm run bench`: seeds PostgreSQL (once), starts the real server and the bare floor server, drives the hot
// paths with autocannon and prints requests/s, p50 and p99 of each, the ratio to the floor, and how today's
// tasks cost at 1,000 and at 1,000,000 rows. Results go to bench-results/<date>.json and docs/bench/latest.json.
// The API runs as one process and as --processes <n> (2; 0 skips it) behind node:cluster (cluster.mjs), beside
// the floor; the three take turns path by path.
// Options: --reseed, --duration <s> (10), --connections <n> (50), --scale full|medium, --processes <n> (2).
// BENCH_DATABASE_URL picks the database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const GROWTH_ROUNDS = 3;
const { values: options } = parseArgs({
  options: {
    reseed: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // A smaller main dataset, for trying the script out; the figures in docs come from 'full'.
    scale: { type: 'string', default: 'full' },
    processes: { type: 'string', default: '2' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const processes = Number(options.processes);
const fullUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tidy_bench';
const smallUrl = withDatabase(fullUrl, `${new URL(fullUrl).pathname.slice(1)}_small`);
// Marks the submitted tasks made for the approve run, so they can be removed afterwards (also after a crash).
const APPROVAL_POOL_TITLE = 'Bench: approve me';

function withDatabase(url, name) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function seededScale(url) {
  try {
    // Seeds from before the ids were written as version-4 UUIDs (session 5) do not match benchSpaceId: reseed those.
    const [row] = await query(
      url,
      `select scale, seconds, not exists (select 1 from spaces where substr(id::text, 15, 1) <> '4') as uuid_v4_ids
       from bench.seeded limit 1`,
    );
    return row ?? null;
  } catch {
    return null;
  }
}

/** Seeds `url` at `scale` unless it already holds it; returns the seeding time when it seeded. */
function ensureSeeded(url, scale, seeded) {
  if (seeded?.scale === scale && seeded.uuid_v4_ids && !options.reseed) return null;
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/seed.ts', '--scale', scale, '--url', url],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${url} failed`);
  return Math.round((Date.now() - started) / 100) / 10;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      // The floor has no health route: any answer means it listens.
      if (response.status === 200 || what === 'floor') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within 60 s`);
}

/** Resolves once `child` prints `line` (passing its output on), so that every process of a cluster listens. */
function printed(child, line) {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (output.includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing "${line}"`)));
  });
}

async function startProcess(what, script, env, readyLine) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', readyLine ? 'pipe' : 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  if (readyLine) await printed(child, readyLine);
  await waitForHealth(base, child, what);
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      // autocannon drops its sockets at the end; let the requests they carried finish before the pool closes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const apiEnv = (url, dataDir) => ({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });

const startApi = (url, dataDir) =>
  startProcess('server', path.join(root, 'apps/server/dist/index.js'), apiEnv(url, dataDir));

/** The same server as `processes` processes on one port, behind node:cluster's primary. */
const startCluster = (url, dataDir) =>
  startProcess(
    'cluster',
    path.join(root, 'scripts/bench/cluster.mjs'),
    { ...apiEnv(url, dataDir), WORKERS: String(processes) },
    `cluster: ${processes} workers listening`,
  );

const startFloor = (url) => startProcess('floor', path.join(root, 'scripts/bench/floor.mjs'), { DATABASE_URL: url });

/** Organizers with a session and one of their spaces: who the benchmark acts as. */
async function callers(url) {
  const rows = await query(
    url,
    `select s.token, r.space_id from sessions s
     join user_roles r on r.user_id = s.user_id and r.role = 'organizer'
     where s.id like 'bench_s_%' and s.expires_at > now()`,
  );
  if (rows.length === 0) throw new Error(`no bench sessions in ${url}: run with --reseed`);
  return rows.map((row) => ({ token: row.token, spaceId: row.space_id }));
}

/** Removes the tasks of earlier approve runs with their points, so the ledger still equals the approved work. */
async function removeApprovalPool(url) {
  await query(
    url,
    `with pool as (select id from daily_tasks where title = $1),
     gone as (delete from points_ledger where daily_task_id in (select id from pool) returning user_id, space_id, points),
     sums as (select user_id, space_id, sum(points)::int as points from gone group by user_id, space_id)
     update user_points up set points = up.points - sums.points from sums
     where up.user_id = sums.user_id and up.space_id = sums.space_id`,
    [APPROVAL_POOL_TITLE],
  );
  await query(url, 'delete from daily_tasks where title = $1', [APPROVAL_POOL_TITLE]);
}

/** Submitted tasks of family members today, each with the token of an organizer who may approve it. */
async function approvalPool(url, size, people) {
  const tokenOfSpace = new Map(people.map((person) => [person.spaceId, person.token]));
  const rows = await query(
    url,
    `with spaces as (select space_id, row_number() over (order by space_id) - 1 as n, count(*) over () as total
                     from unnest($2::uuid[]) as space_id)
     insert into daily_tasks (user_id, space_id, title, estimated_time, points, task_date, is_completed, completed_at,
                              submission_status, submitted_at, created_at)
     select m.user_id, sp.space_id, $1, 15, 10, (now() at time zone 'utc')::date, true, now(),
            'submitted', now(), now()
     from generate_series(0, $3::int - 1) g
     join spaces sp on sp.n = g % sp.total
     -- A member's task: an organizer's own is approved as they submit it (decision 019), never by a review.
     join lateral (select user_id from user_roles where space_id = sp.space_id and role <> 'organizer' limit 1) m on true
     returning id, space_id`,
    [APPROVAL_POOL_TITLE, [...tokenOfSpace.keys()], size],
  );
  return rows.map((row) => ({ id: row.id, token: tokenOfSpace.get(row.space_id) }));
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What each hot path asks for, given who calls; approve takes the next task of its own pool. */
function hotPaths(people) {
  const today = () => new Date().toISOString().slice(0, 10);
  return [
    {
      name: "today's tasks of a space",
      request: () => withToken(pick(people), (p) => `/api/spaces/${p.spaceId}/daily-tasks?date=${today()}`),
    },
    { name: 'space detail', request: () => withToken(pick(people), (p) => `/api/spaces/${p.spaceId}`) },
    {
      name: 'approve',
      request: (pool) => {
        const task = pool.next();
        return {
          method: 'POST',
          path: `/api/daily-tasks/${task.id}/approve`,
          headers: { authorization: `Bearer ${task.token}` },
        };
      },
      usesApprovals: true,
    },
    { name: 'lesson progress', request: () => withToken(pick(people), () => `/api/progress?today=${today()}`) },
    { name: 'to-do list', request: () => withToken(pick(people), () => '/api/todo') },
    // Issue 17's paths, over a million chore turns. The floor does not mirror them (it would repeat their 4 to
    // 15 statements each by hand); capture.ts prints their SQL, and the query-plan test holds their plans.
    {
      name: 'Today with chores due',
      request: () => withToken(pick(people), () => `/api/today?date=${today()}`),
      floor: false,
    },
    {
      name: 'chores of a space',
      request: () => withToken(pick(people), (p) => `/api/spaces/${p.spaceId}/chores`),
      floor: false,
    },
    {
      name: 'chore calendar month',
      request: () => withToken(pick(people), (p) => `/api/spaces/${p.spaceId}/chore-occurrences?${monthRange()}`),
      floor: false,
    },
    {
      name: 'points ledger page',
      request: () => withToken(pick(people), (p) => `/api/spaces/${p.spaceId}/points?member=all`),
      floor: false,
    },
  ];
}

/** This month, first to last day (what the calendar's month view asks for). */
function monthRange() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return `from=${first.toISOString().slice(0, 10)}&to=${last.toISOString().slice(0, 10)}`;
}

function withToken(person, path) {
  return { method: 'GET', path: path(person), headers: { authorization: `Bearer ${person.token}` } };
}

function cursor(list) {
  let index = 0;
  return { next: () => list[index++ % list.length], used: () => index };
}

/** One autocannon run at `connections` for `seconds`; every non-2xx answer counts as an error. */
async function drive(base, makeRequest, seconds) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...makeRequest() }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(base, hot, seconds, approvals = []) {
  const pool = hot.usesApprovals ? cursor(approvals) : null;
  // A short warm-up fills the connection pools and the JIT; approve warms up on tasks of its own.
  await drive(base, () => hot.request(pool), 2);
  const result = await drive(base, () => hot.request(pool), seconds);
  return pool ? { ...result, tasksUsed: pool.used() } : result;
}

async function machine(url) {
  const [{ server_version: version }] = await query(url, 'show server_version');
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: version.split(' ')[0],
    platform: `${os.type()} ${os.release()}`,
  };
}

const format = (stats) =>
  `${String(stats.requestsPerSecond).padStart(6)} req/s  p50 ${String(stats.p50).padStart(4)} ms  p99 ${String(stats.p99).padStart(4)} ms  errors ${stats.errors}`;

async function main() {
  const started = Date.now();
  console.log(`bench: ${connections} connections, ${duration} s per run; database ${fullUrl}`);
  const seedSeconds = {
    full:
      ensureSeeded(fullUrl, options.scale, await seededScale(fullUrl)) ?? Number((await seededScale(fullUrl))?.seconds),
    small:
      ensureSeeded(smallUrl, 'small', await seededScale(smallUrl)) ?? Number((await seededScale(smallUrl))?.seconds),
  };
  // Always from the current source: a bundle left from before a change would measure the old server.
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the server failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidy-bench-'));
  const people = await callers(fullUrl);
  await removeApprovalPool(fullUrl);
  const poolSize = Math.max(20_000, duration * 4_000);
  const results = [];
  try {
    // All servers run at once and take turns path by path, so that whatever else the shared machine does at
    // some moment weighs on the API and the floor alike. Each has its own tasks to approve.
    const starts = { api: startApi, cluster: startCluster, floor: startFloor };
    const targets = processes > 0 ? ['api', 'cluster', 'floor'] : ['api', 'floor'];
    const servers = {};
    const approvals = {};
    try {
      for (const target of targets) {
        approvals[target] = await approvalPool(fullUrl, poolSize, people);
        servers[target] = await starts[target](fullUrl, dataDir);
      }
      for (const hot of hotPaths(people)) {
        const row = { name: hot.name };
        results.push(row);
        for (const target of targets) {
          if (target === 'floor' && hot.floor === false) continue;
          row[target] = await measure(servers[target].base, hot, duration, approvals[target]);
          console.log(`${target.padEnd(7)} ${hot.name.padEnd(26)} ${format(row[target])}`);
        }
      }
    } finally {
      for (const server of Object.values(servers)) await server.stop();
    }
    const ratio = (stats, floor) =>
      stats && floor ? Math.round((stats.requestsPerSecond / floor.requestsPerSecond) * 100) / 100 : null;
    for (const row of results) {
      row.ratio = ratio(row.api, row.floor);
      row.clusterRatio = ratio(row.cluster, row.floor);
    }

    // How the cost grows: today's tasks of a space with 1,000 and with 1,000,000 daily tasks in the table. One
    // 10-second run's p99 is its 1% slowest requests, which a checkpoint or a GC pause can move by a third, so the
    // two sizes are measured in alternating rounds, each size's figures being its round with the median p99.
    const growth = {};
    const sizes = [];
    try {
      for (const [label, url] of [
        ['1k', smallUrl],
        ['1M', fullUrl],
      ]) {
        const people = await callers(url);
        const [{ rows }] = await query(url, 'select count(*)::int as rows from daily_tasks');
        sizes.push({ label, rows, people, rounds: [], server: await startApi(url, dataDir) });
      }
      for (let round = 1; round <= GROWTH_ROUNDS; round += 1) {
        for (const size of sizes) {
          const stats = await measure(size.server.base, hotPaths(size.people)[0], duration);
          size.rounds.push(stats);
          console.log(
            `scale ${size.label.padEnd(3)} (${size.rows} daily tasks) today's tasks, round ${round}/${GROWTH_ROUNDS}   ${format(stats)}`,
          );
        }
      }
    } finally {
      for (const size of sizes) await size.server.stop();
    }
    for (const size of sizes) {
      const byP99 = [...size.rounds].sort((a, b) => a.p99 - b.p99);
      growth[size.label] = {
        dailyTaskRows: size.rows,
        ...byP99[Math.floor(byP99.length / 2)],
        roundsP99: size.rounds.map((stats) => stats.p99),
      };
    }
    if (growth['1k'] && growth['1M']) {
      console.log(
        `p99 growth from 1k to 1M rows: ${(growth['1M'].p99 / growth['1k'].p99).toFixed(2)}× (median rounds, ${growth['1k'].p99} and ${growth['1M'].p99} ms; p99 by round: 1k ${growth['1k'].roundsP99.join('/')}, 1M ${growth['1M'].roundsP99.join('/')} ms)`,
      );
    }

    console.log(
      `\npath                        api req/s  floor req/s  api/floor  api p50/p99 ms  floor p50/p99 ms  ×${processes} req/s  ×${processes}/floor  ×${processes} p50/p99  errors`,
    );
    for (const row of results) {
      console.log(
        `${row.name.padEnd(27)} ${String(row.api.requestsPerSecond).padStart(9)} ${String(row.floor?.requestsPerSecond ?? '-').padStart(12)} ${String(row.ratio ?? '-').padStart(10)}  ${`${row.api.p50}/${row.api.p99}`.padStart(13)}  ${(row.floor ? `${row.floor.p50}/${row.floor.p99}` : '-').padStart(16)}  ${String(row.cluster?.requestsPerSecond ?? '-').padStart(9)}  ${String(row.clusterRatio ?? '-').padStart(9)}  ${(row.cluster ? `${row.cluster.p50}/${row.cluster.p99}` : '-').padStart(10)}  ${row.api.errors}/${row.cluster?.errors ?? '-'}/${row.floor?.errors ?? '-'}`,
      );
    }

    const [counts] = await query(
      fullUrl,
      `select (select households from bench.seeded limit 1) as households, (select scale from bench.seeded limit 1) as scale,
              (select count(*) from daily_tasks where title <> $1)::int as daily_tasks,
              (select count(*) from task_assignments)::int as assignments,
              (select count(*) from chore_occurrences)::int as chore_occurrences,
              (select count(*) from points_ledger)::int as ledger_rows,
              (select count(*) from spaces)::int as spaces, (select count(*) from users)::int as users`,
      [APPROVAL_POOL_TITLE],
    );
    const report = {
      date: new Date().toISOString(),
      machine: await machine(fullUrl),
      settings: { connections, durationSeconds: duration, serverPoolSize: 10, clusterProcesses: processes },
      dataset: { ...counts, seedSeconds },
      paths: results,
      growth,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    mkdirSync(path.join(root, 'docs/bench'), { recursive: true });
    const file = path.join(root, 'bench-results', `${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    writeFileSync(path.join(root, 'docs/bench/latest.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(`\nsaved ${path.relative(root, file)} and docs/bench/latest.json (${report.totalSeconds} s in all)`);
  } finally {
    await removeApprovalPool(fullUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
