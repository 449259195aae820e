// `npm run test:faults`: the server killed (kill -9) in the middle of writes, on the embedded database and on
// PostgreSQL, loses no acknowledged write and opens again; PostgreSQL stopped for a few seconds under traffic
// makes requests answer 503 with a clear message, and the server recovers by itself. See docs/operations.md.
//
//   FAULTS_ROUNDS (3) kill rounds per database; FAULTS_ADMIN_URL for the throwaway database of the
//   PostgreSQL kill test (postgres://postgres@127.0.0.1:5432/postgres); --only=pglite|postgres|outage.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { confirmThroughOutbox, createClient, expectStatus, signIn, signUp } from '../load/api.mjs';
import { ensureServerBuilt, freePort, startServer, stopServer, waitForHealthy } from '../load/server.mjs';
import { createCluster } from './cluster.mjs';

const ROUNDS = Number(process.env.FAULTS_ROUNDS ?? 3);
const WRITERS = 8;
const OPEN_DEADLINE_MS = 30_000;
const OUTAGE_MS = 5_000;
const ANSWER_WITHIN_MS = 6_000;
const RECOVERY_DEADLINE_MS = 30_000;
const UNREACHABLE = 'The database is not reachable right now. Please try again in a moment.';
const adminUrl = process.env.FAULTS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = /^--only=(.+)$/.exec(process.argv[2] ?? '')?.[1];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];

ensureServerBuilt();
for (const [name, scenario] of [
  ['pglite', () => killDuringWrites('kill -9 during writes, embedded PGlite', pgliteTarget())],
  ['postgres', () => killDuringWrites('kill -9 during writes, PostgreSQL', postgresTarget())],
  ['outage', () => databaseOutage()],
]) {
  if (only && only !== name) continue;
  results.push(await scenario());
}
console.log(
  '\n' + results.map((result) => `${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.summary}`).join('\n'),
);
process.exit(results.every((result) => result.ok) ? 0 : 1);

function pgliteTarget() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidy-faults-pglite-'));
  return {
    env: { DATA_DIR: dataDir },
    confirm: (client, email) => confirmThroughOutbox(client, email),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget() {
  const name = `tidy_faults_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidy-faults-pg-data-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    prepare: () => adminQuery(adminUrl, `create database "${name}"`),
    confirm: (_client, email) =>
      adminQuery(url.toString(), 'update users set email_verified = true where email = $1', [email]),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A signed-up, confirmed, signed-in person; returns the bearer token. */
async function person(client, target, label) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUp(client, email, 'Fault Tester');
  await target.confirm(client, email);
  return signIn(client, email);
}

/** Adds daily tasks from several clients, kills the server mid-stream, restarts it: every 2xx must be there. */
async function killDuringWrites(name, target) {
  console.log(`\n— ${name}`);
  const port = await freePort();
  let server;
  const problems = [];
  const notes = [];
  try {
    await target.prepare?.();
    server = startServer({ port, env: target.env });
    await waitForHealthy(server, OPEN_DEADLINE_MS);
    let client = createClient(server.url, { sockets: WRITERS + 2, timeoutMs: 10_000 });
    const token = await person(client, target, 'faults');
    const home = await client.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'other' }] }, { token });
    const spaceId = expectStatus(home, 201, 'creating a home').spaces[0].id;
    const today = new Date().toISOString().slice(0, 10);
    const acknowledged = new Set();
    for (let round = 1; round <= ROUNDS; round += 1) {
      let stop = false;
      let attempted = 0;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let n = 0; !stop; n += 1) {
          attempted += 1;
          const body = {
            date: today,
            tasks: [{ title: `Round ${round} writer ${writer} task ${n}`, estimated_time: 10, points: 10 }],
          };
          const answer = await client.post(`/api/spaces/${spaceId}/daily-tasks`, body, { token, timeout: 5_000 });
          if (answer.status === 201) acknowledged.add(answer.json.tasks[0].id);
          else if (answer.status === 0) return; // the server is gone
        }
      });
      await sleep(1_000 + Math.random() * 2_000);
      server.child.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(writers);
      client.close();

      server = startServer({ port, env: target.env });
      const openedMs = await waitForHealthy(server, OPEN_DEADLINE_MS).catch((error) => {
        problems.push(`round ${round}: the database did not open again: ${error.message.split('\n')[0]}`);
        return undefined;
      });
      if (openedMs === undefined) break;
      client = createClient(server.url, { sockets: WRITERS + 2, timeoutMs: 10_000 });
      const list = await client.get(`/api/spaces/${spaceId}/daily-tasks?date=${today}`, { token });
      const stored = new Set(expectStatus(list, 200, "reading today's tasks").tasks.map((task) => task.id));
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      if (lost.length) problems.push(`round ${round}: ${lost.length} acknowledged writes lost`);
      notes.push(
        `round ${round}: ${attempted} writes sent, ${acknowledged.size} acknowledged in all, healthy again in ${openedMs} ms`,
      );
      console.log(`  ${notes.at(-1)}${lost.length ? `, ${lost.length} LOST` : ', none lost'}`);
    }
    client.close();
    return scenarioResult(
      name,
      problems,
      server,
      () =>
        `${ROUNDS} kills, ${acknowledged.size} acknowledged writes, none lost; ${notes.map((note) => note.replace(/^.*healthy again in /, '')).join(', ')} to reopen`,
    );
  } catch (error) {
    return { name, ok: false, summary: `${error.message}${server ? `\n${server.output()}` : ''}` };
  } finally {
    if (server) await stopServer(server);
    await target.cleanup().catch(() => {});
  }
}

/** Opens a live event stream; `events` collects the `changed` messages that arrive on it. */
function openEventStream(url, token) {
  const events = [];
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  const request = http.get(
    url,
    { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
    (res) => {
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.includes('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (data && !/^event: /m.test(message)) events.push(JSON.parse(data));
        }
      });
    },
  );
  request.on('error', () => {});
  return { events, isReady, close: () => request.destroy() };
}

/** PostgreSQL (a private cluster) stopped for a few seconds under traffic, then started again. */
async function databaseOutage() {
  const name = 'PostgreSQL stopped for 5 s under traffic';
  console.log(`\n— ${name}`);
  const problems = [];
  let cluster;
  let server;
  let stream;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidy-faults-outage-'));
  try {
    cluster = createCluster(await freePort());
    cluster.start();
    await adminQuery(cluster.url('postgres'), 'create database tidy');
    const target = {
      confirm: (_client, email) =>
        adminQuery(cluster.url('tidy'), 'update users set email_verified = true where email = $1', [email]),
    };
    server = startServer({ port: await freePort(), env: { DATA_DIR: dataDir, DATABASE_URL: cluster.url('tidy') } });
    await waitForHealthy(server, OPEN_DEADLINE_MS);
    const client = createClient(server.url, { sockets: 20, timeoutMs: 15_000 });
    const organizer = await person(client, target, 'outage-organizer');
    const home = await client.post(
      '/api/home',
      { spaces: [{ name: 'Kitchen', space_type: 'other' }] },
      { token: organizer },
    );
    const spaceId = expectStatus(home, 201, 'creating a home').spaces[0].id;

    // Traffic from 10 clients: reads of today's tasks and of the space, and new daily tasks.
    const answers = [];
    let trafficOn = true;
    const today = new Date().toISOString().slice(0, 10);
    const traffic = Array.from({ length: 10 }, async (_, index) => {
      while (trafficOn) {
        const startedAt = Date.now();
        const answer =
          index % 3 === 0
            ? await client.post(
                `/api/spaces/${spaceId}/daily-tasks`,
                { date: today, tasks: [{ title: `During traffic ${index}`, estimated_time: 10, points: 10 }] },
                { token: organizer },
              )
            : await client.get(
                index % 3 === 1 ? `/api/spaces/${spaceId}/daily-tasks?date=${today}` : `/api/spaces/${spaceId}`,
                { token: organizer },
              );
        answers.push({
          startedAt,
          status: answer.status,
          ms: answer.ms,
          json: answer.json,
          error: answer.error?.message,
        });
        await sleep(50);
      }
    });
    await sleep(2_000);
    cluster.stop();
    const stoppedAt = Date.now();
    console.log('  PostgreSQL stopped');
    await sleep(OUTAGE_MS);
    const health = await client.get('/api/health');
    const restartAt = Date.now();
    cluster.start();
    console.log('  PostgreSQL started again');
    // Recovered: the first request started after the restart that succeeds.
    let recoveredAt;
    while (!recoveredAt && Date.now() - restartAt < RECOVERY_DEADLINE_MS) {
      await sleep(200);
      recoveredAt = answers.find((answer) => answer.startedAt > restartAt && answer.status < 300)?.startedAt;
    }
    await sleep(2_000);
    trafficOn = false;
    await Promise.all(traffic);

    const during = answers.filter((answer) => answer.startedAt > stoppedAt && answer.startedAt < restartAt);
    const wrong = during.filter(
      (answer) =>
        answer.status !== 503 ||
        answer.json?.error?.code !== 'database_unavailable' ||
        answer.json?.error?.message !== UNREACHABLE,
    );
    const slow = during.filter((answer) => answer.ms > ANSWER_WITHIN_MS);
    const slowest = Math.max(0, ...during.map((answer) => answer.ms));
    if (during.length === 0) problems.push('no request was made during the outage');
    if (wrong.length) {
      const kinds = [
        ...new Set(wrong.map((answer) => `${answer.status} ${answer.error ?? answer.json?.error?.code ?? ''}`)),
      ];
      problems.push(
        `${wrong.length} of ${during.length} requests during the outage did not answer 503 with the message (${kinds.join(', ')})`,
      );
    }
    if (slow.length) problems.push(`${slow.length} requests during the outage took over ${ANSWER_WITHIN_MS} ms`);
    if (health.status !== 503 || health.json?.database !== 'down')
      problems.push(`health during the outage: ${health.status} ${health.text}`);
    if (!recoveredAt) problems.push(`no request succeeded within ${RECOVERY_DEADLINE_MS} ms of the restart`);
    const after = answers.filter((answer) => recoveredAt && answer.startedAt > recoveredAt + 1_000);
    const failedAfter = after.filter((answer) => answer.status >= 300);
    if (failedAfter.length) {
      const kinds = [
        ...new Set(failedAfter.map((answer) => `${answer.status} ${answer.error ?? answer.json?.error?.code ?? ''}`)),
      ];
      problems.push(`${failedAfter.length} of ${after.length} requests failed after recovery (${kinds.join(', ')})`);
    }
    console.log(
      `  during the outage: ${during.length} requests, ${during.length - wrong.length} answered 503 with the message, slowest ${Math.round(slowest)} ms`,
    );
    console.log(
      `  recovered ${recoveredAt ? `${recoveredAt - restartAt} ms` : 'never'} after the restart; ${after.length - failedAfter.length} of ${after.length} requests then succeeded`,
    );

    // Live events again: a change made now reaches a stream opened now (through a new LISTEN connection).
    stream = openEventStream(`${server.url}/api/spaces/${spaceId}/events`, organizer);
    await Promise.race([stream.isReady, sleep(5_000)]);
    let liveAfterMs;
    const liveStarted = Date.now();
    while (liveAfterMs === undefined && Date.now() - liveStarted < RECOVERY_DEADLINE_MS) {
      const body = { date: today, tasks: [{ title: 'After the outage', estimated_time: 10, points: 10 }] };
      await client.post(`/api/spaces/${spaceId}/daily-tasks`, body, { token: organizer });
      await sleep(500);
      if (stream.events.length) liveAfterMs = Date.now() - liveStarted;
    }
    if (liveAfterMs === undefined) problems.push('no live event reached an open stream after the restart');
    else console.log(`  a live event reached an open stream (${liveAfterMs} ms)`);

    // Jobs again: a sign-up's confirmation e-mail is sent by a pg-boss job into the outbox table.
    const email = `outage-jobs-${Date.now()}@example.com`;
    await signUp(client, email, 'After Outage');
    const jobsStarted = Date.now();
    let mailed = false;
    while (!mailed && Date.now() - jobsStarted < RECOVERY_DEADLINE_MS) {
      await sleep(300);
      const found = await adminQuery(cluster.url('tidy'), 'select 1 from mail_outbox where "to" = $1', [email]).catch(
        () => ({ rowCount: 0 }),
      );
      mailed = found.rowCount > 0;
    }
    if (!mailed) problems.push('the job queue did not send a confirmation e-mail after the restart');
    else console.log(`  the job queue ran a job (${Date.now() - jobsStarted} ms)`);
    client.close();
    return scenarioResult(
      name,
      problems,
      server,
      () =>
        `${during.length} requests during the outage all answered 503 with the message (slowest ${Math.round(slowest)} ms); recovered ${recoveredAt - restartAt} ms after the restart with no server restart; live events and jobs work again`,
    );
  } catch (error) {
    return {
      name,
      ok: false,
      summary: `${error.stack ?? error.message}${server ? `\n${server.output()}` : ''}${cluster ? `\n${cluster.log()}` : ''}`,
    };
  } finally {
    stream?.close();
    if (server) await stopServer(server);
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scenario's outcome; on problems, the server's last output is shown to explain them. */
function scenarioResult(name, problems, server, summary) {
  if (problems.length) console.log(`  last server output:\n${server.output().split('\n').slice(-20).join('\n')}`);
  return { name, ok: problems.length === 0, summary: problems.length ? problems.join('; ') : summary() };
}
