// `npm run test:load`: one server on PostgreSQL under 200 connections of mixed traffic for 60 s. It passes only
// with no 5xx (nor socket errors or timeouts), a points ledger that exactly equals the approved work, and
// exactly one winner whenever many connections approve the same task at once. See docs/operations.md.
//
//   LOAD_CONNECTIONS (200), LOAD_DURATION_SECONDS (60), LOAD_HOUSEHOLDS (20), or --connections= --duration=
//   --households=; LOAD_DATABASE_URL to use an existing (empty) database instead of a throwaway one on
//   LOAD_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient, expectStatus, signIn, signUp } from './api.mjs';
import { ensureServerBuilt, freePort, root, startServer, stopServer, waitForHealthy } from './server.mjs';

const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--([a-z-]+)=(.*)$/.exec(arg))
    .filter(Boolean)
    .map(([, name, value]) => [name, value]),
);
const setting = (flag, env, fallback) => Number(flags[flag] ?? process.env[env] ?? fallback);
const CONNECTIONS = setting('connections', 'LOAD_CONNECTIONS', 200);
const DURATION_S = setting('duration', 'LOAD_DURATION_SECONDS', 60);
const HOUSEHOLDS = setting('households', 'LOAD_HOUSEHOLDS', 20);
const MEMBERS_PER_HOUSEHOLD = 4;
const SPACES = ['Kitchen', 'Living room'];
const BURST = 25;
const BURST_EVERY_MS = 2_000;
const adminUrl = process.env.LOAD_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const today = () => new Date().toISOString().slice(0, 10);
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let databaseUrl = process.env.LOAD_DATABASE_URL;
let throwaway;
let server;
let dataDir;
let failed = false;

try {
  ensureServerBuilt();
  if (!databaseUrl) {
    throwaway = `tidy_load_${Date.now()}`;
    await adminQuery(`create database "${throwaway}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${throwaway}`;
    databaseUrl = url.toString();
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidy-load-'));
  server = startServer({ port: await freePort(), env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } });
  await waitForHealthy(server, 60_000);
  console.log(`server on ${server.url} (PostgreSQL ${throwaway ?? databaseUrl})`);

  const client = createClient(server.url, { sockets: CONNECTIONS + BURST });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const households = await setUp(client, db);
    console.log(`\n${CONNECTIONS} connections for ${DURATION_S} s of mixed traffic…`);
    const run = await drive(client, households);
    const checks = await verify(db, run);
    failed = report(run, checks);
  } finally {
    client.close();
    await db.end();
  }
} catch (error) {
  failed = true;
  console.error(`\nFAIL: ${error.stack ?? error}`);
  if (server) console.error(`\nlast server output:\n${server.output()}`);
} finally {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (throwaway) await adminQuery(`drop database if exists "${throwaway}" with (force)`).catch(() => {});
}
process.exit(failed ? 1 : 0);

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  const results = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  }
  return results;
}

/** Households through the API: an organizer and members (invites accepted), two spaces with starter tasks. */
async function setUp(client, db) {
  const started = Date.now();
  const run = Date.now().toString(36);
  const people = [];
  // One more household than the traffic uses: the bursts of concurrent approvals get it to themselves, so no
  // connection's own approvals race them.
  for (let h = 0; h <= HOUSEHOLDS; h += 1) {
    for (let m = 0; m <= MEMBERS_PER_HOUSEHOLD; m += 1) {
      people.push({
        household: h,
        organizer: m === 0,
        email: `load-${run}-${h}-${m}@example.com`,
        name: `Load ${h}.${m}`,
      });
    }
  }
  await inBatches(people, 10, (person) => signUp(client, person.email, person.name));
  // Confirming 100 addresses through their e-mails would test the outbox, not the load: mark them directly.
  await db.query('update users set email_verified = true where email = any($1)', [people.map((p) => p.email)]);
  await inBatches(people, 10, async (person) => (person.token = await signIn(client, person.email)));

  const households = [];
  for (let h = 0; h <= HOUSEHOLDS; h += 1) {
    const [organizer, ...members] = people.filter((person) => person.household === h);
    households.push({ organizer, members, spaces: [] });
  }
  await inBatches(households, 5, async (household) => {
    const { organizer, members } = household;
    const home = await client.post(
      '/api/home',
      { spaces: SPACES.map((name) => ({ name, space_type: 'other' })) },
      { token: organizer.token },
    );
    household.spaces = expectStatus(home, 201, 'creating a home').spaces.map((space) => ({ id: space.id, tasks: [] }));
    for (const member of members) {
      const created = await client.post(
        '/api/invites',
        { whole_home: true, role: 'child' },
        { token: organizer.token },
      );
      const { invite } = expectStatus(created, 201, 'inviting a member');
      expectStatus(await client.post(`/api/invites/${invite.id}/accept`, {}, { token: member.token }), 200, 'joining');
    }
    for (const space of household.spaces) {
      const list = await client.get(`/api/spaces/${space.id}/space-tasks`, { token: organizer.token });
      space.tasks = expectStatus(list, 200, 'listing space tasks').tasks.map((task) => task.id);
    }
  });
  console.log(
    `set up ${HOUSEHOLDS} households, ${people.length} people, ${HOUSEHOLDS * SPACES.length} spaces in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return households;
}

/** The traffic: every connection plays one person of one household in a loop; bursts approve one task at once. */
async function drive(client, everyone) {
  const households = everyone.slice(0, HOUSEHOLDS);
  const contested = everyone[HOUSEHOLDS];
  const run = {
    latencies: [],
    statuses: {},
    byAction: {},
    socketErrors: [],
    serverErrors: [],
    approvals: [], // { kind, id, points } for every approval the client saw succeed
    bursts: { count: 0, wrong: [] },
  };
  const endsAt = Date.now() + DURATION_S * 1000;

  const call = async (action, method, pathname, person, body) => {
    const answer = await client.request(method, pathname, { token: person.token, body });
    const stats = (run.byAction[action] ??= { count: 0, latencies: [], statuses: {} });
    stats.count += 1;
    stats.latencies.push(answer.ms);
    stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
    run.latencies.push(answer.ms);
    run.statuses[answer.status] = (run.statuses[answer.status] ?? 0) + 1;
    if (answer.status === 0) run.socketErrors.push(`${action}: ${answer.error?.message}`);
    else if (answer.status >= 500)
      run.serverErrors.push(`${action} ${method} ${pathname}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer;
  };

  const memberStep = async (household, member, own) => {
    const space = pick(household.spaces);
    const roll = Math.random();
    if (roll < 0.3) return call('today', 'GET', `/api/spaces/${space.id}/daily-tasks?date=${today()}`, member);
    if (roll < 0.45) return call('space detail', 'GET', `/api/spaces/${space.id}`, member);
    if (roll < 0.55) {
      // Find an assignment to do, and submit it.
      const list = await call('space tasks', 'GET', `/api/spaces/${space.id}/space-tasks`, member);
      const mine = list.json?.tasks?.find(
        (task) =>
          task.assignment?.assigned_to === member.userId && ['pending', 'rejected'].includes(task.assignment.status),
      );
      if (mine) await call('submit assignment', 'POST', `/api/assignments/${mine.assignment.id}/submit`, member);
      return;
    }
    if (roll < 0.6) return call('to-do list', 'GET', '/api/todo', member);
    // Own daily tasks move draft → done → submitted; a new one is added when none is in hand.
    const task = own.find((item) => item.state !== 'submitted');
    if (!task) {
      const body = {
        date: today(),
        tasks: [{ title: `Tidy ${Math.random().toString(36).slice(2, 7)}`, estimated_time: 10, points: 10 }],
      };
      const added = await call('add daily task', 'POST', `/api/spaces/${space.id}/daily-tasks`, member, body);
      if (added.status === 201) own.push({ id: added.json.tasks[0].id, spaceId: space.id, state: 'draft' });
      return;
    }
    if (task.state === 'draft') {
      const done = await call('complete', 'POST', `/api/daily-tasks/${task.id}/complete`, member);
      if (done.status === 200) task.state = 'done';
      return;
    }
    const submitted = await call('submit', 'POST', `/api/daily-tasks/${task.id}/submit`, member);
    if (submitted.status === 200) own.splice(own.indexOf(task), 1);
  };

  const organizerStep = async (household) => {
    const { organizer } = household;
    const space = pick(household.spaces);
    const roll = Math.random();
    if (roll < 0.15) return call('space detail', 'GET', `/api/spaces/${space.id}`, organizer);
    if (roll < 0.25) {
      const member = pick(household.members);
      return call('assign', 'POST', `/api/space-tasks/${pick(space.tasks)}/assign`, organizer, {
        assigned_to: member.userId,
      });
    }
    const queue = await call('approvals', 'GET', `/api/spaces/${space.id}/approvals`, organizer);
    const item = queue.json?.items?.length ? pick(queue.json.items) : undefined;
    if (!item) return;
    const reject = Math.random() < 0.1;
    if (item.kind === 'daily') {
      const points = 1 + Math.floor(Math.random() * 20);
      const answer = reject
        ? await call('reject', 'POST', `/api/daily-tasks/${item.id}/reject`, organizer, { reason: 'Not quite yet' })
        : await call('approve', 'POST', `/api/daily-tasks/${item.id}/approve`, organizer, { points });
      if (!reject && answer.status === 200) run.approvals.push({ kind: 'daily', id: item.id, points });
    } else {
      const answer = reject
        ? await call('reject', 'POST', `/api/assignments/${item.id}/reject`, organizer, { reason: 'Not quite yet' })
        : await call('approve', 'POST', `/api/assignments/${item.id}/approve`, organizer);
      if (!reject && answer.status === 200) {
        run.approvals.push({ kind: 'assignment', id: item.id, points: answer.json.assignment.points_awarded });
      }
    }
  };

  // Many connections approving one freshly submitted task at the same moment: exactly one may win.
  const burst = async () => {
    const household = contested;
    const member = pick(household.members);
    const space = pick(household.spaces);
    const body = { date: today(), tasks: [{ title: 'Contested', estimated_time: 10, points: 10 }] };
    const added = await call('add daily task', 'POST', `/api/spaces/${space.id}/daily-tasks`, member, body);
    if (added.status !== 201) return;
    const taskId = added.json.tasks[0].id;
    if ((await call('submit', 'POST', `/api/daily-tasks/${taskId}/submit`, member)).status !== 200) return;
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        call('concurrent approve', 'POST', `/api/daily-tasks/${taskId}/approve`, household.organizer, { points: 7 }),
      ),
    );
    run.bursts.count += 1;
    const won = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 409).length;
    if (won === 1) run.approvals.push({ kind: 'daily', id: taskId, points: 7 });
    if (won !== 1 || refused !== BURST - 1)
      run.bursts.wrong.push(`task ${taskId}: ${won} approved, ${refused} refused`);
  };

  const people = everyone.flatMap((household) => [household.organizer, ...household.members]);
  await inBatches(people, 20, async (person) => {
    const account = await client.get('/api/account', { token: person.token });
    person.userId = expectStatus(account, 200, 'reading the account').id;
  });

  const started = performance.now();
  const connections = Array.from({ length: CONNECTIONS }, async (_, index) => {
    const household = households[index % households.length];
    // One connection in five plays the organizer, the rest a member.
    const slot = Math.floor(index / households.length) % (MEMBERS_PER_HOUSEHOLD + 1);
    const member = slot === 0 ? undefined : household.members[slot - 1];
    const own = [];
    while (Date.now() < endsAt) {
      await (member ? memberStep(household, member, own) : organizerStep(household));
    }
  });
  const bursts = (async () => {
    while (Date.now() < endsAt - BURST_EVERY_MS) {
      await sleep(BURST_EVERY_MS);
      await burst();
    }
  })();
  await Promise.all([...connections, bursts]);
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** The points in the database against the work approved there, and against what the client saw approved. */
async function verify(db, run) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const ledger = await one('select coalesce(sum(points), 0)::int as total, count(*)::int as rows from points_ledger');
  const running = await one('select coalesce(sum(points), 0)::int as total from user_points');
  const approvedDaily = await one(
    "select coalesce(sum(points_awarded), 0)::int as total, count(*)::int as count from daily_tasks where submission_status = 'approved'",
  );
  const approvedAssignments = await one(
    "select coalesce(sum(points_awarded), 0)::int as total, count(*)::int as count from task_assignments where status = 'approved'",
  );
  // Per person and space, the running total must equal the ledger.
  const driftingTotals = await one(`
    select count(*)::int as count from user_points up
    full join (select user_id, space_id, sum(points)::int as points from points_ledger group by 1, 2) l
      on l.user_id = up.user_id and l.space_id = up.space_id
    where coalesce(up.points, 0) <> coalesce(l.points, 0)`);
  // Every approved task paid once with its own points, and nothing else paid.
  const unpaid = await one(`
    select (select count(*) from daily_tasks d where d.submission_status = 'approved' and not exists
              (select 1 from points_ledger l where l.daily_task_id = d.id and l.points = d.points_awarded and l.user_id = d.user_id))
         + (select count(*) from task_assignments a where a.status = 'approved' and not exists
              (select 1 from points_ledger l where l.assignment_id = a.id and l.points = a.points_awarded and l.user_id = a.assigned_to))
         as count`);
  const paidForNothing = await one(`
    select count(*)::int as count from points_ledger l
    left join daily_tasks d on d.id = l.daily_task_id
    left join task_assignments a on a.id = l.assignment_id
    where not (coalesce(d.submission_status, '') = 'approved' or coalesce(a.status, '') = 'approved')`);
  const dailyIds = run.approvals.filter((a) => a.kind === 'daily').map((a) => a.id);
  const assignmentIds = run.approvals.filter((a) => a.kind === 'assignment').map((a) => a.id);
  const stored = new Map(
    [
      ...(
        await db.query(
          "select id, points_awarded from daily_tasks where id = any($1) and submission_status = 'approved'",
          [dailyIds],
        )
      ).rows,
      ...(
        await db.query("select id, points_awarded from task_assignments where id = any($1) and status = 'approved'", [
          assignmentIds,
        ])
      ).rows,
    ].map((row) => [row.id, row.points_awarded]),
  );
  const seenButMissing = run.approvals.filter((approval) => stored.get(approval.id) !== approval.points);
  const seenTotal = run.approvals.reduce((sum, approval) => sum + approval.points, 0);
  return {
    ledgerTotal: ledger.total,
    ledgerRows: ledger.rows,
    runningTotal: running.total,
    approvedTotal: approvedDaily.total + approvedAssignments.total,
    approvedCount: approvedDaily.count + approvedAssignments.count,
    approvedDaily: approvedDaily.count,
    approvedAssignments: approvedAssignments.count,
    driftingTotals: driftingTotals.count,
    unpaid: Number(unpaid.count),
    paidForNothing: paidForNothing.count,
    seenApprovals: run.approvals.length,
    seenTotal,
    seenButMissing: seenButMissing.length,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function report(run, checks) {
  const total = run.latencies.length;
  const sorted = Float64Array.from(run.latencies).sort();
  const summary = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} CPU, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    connections: CONNECTIONS,
    seconds: Number(run.seconds.toFixed(1)),
    households: HOUSEHOLDS,
    requests: total,
    rps: Math.round(total / run.seconds),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    statuses: run.statuses,
    actions: Object.fromEntries(
      Object.entries(run.byAction).map(([action, stats]) => {
        const own = Float64Array.from(stats.latencies).sort();
        return [
          action,
          {
            count: stats.count,
            p50: Number(percentile(own, 50).toFixed(1)),
            p99: Number(percentile(own, 99).toFixed(1)),
            statuses: stats.statuses,
          },
        ];
      }),
    ),
    bursts: { count: run.bursts.count, size: BURST, wrong: run.bursts.wrong.length },
    checks,
  };
  console.log(
    `\n${total} requests in ${summary.seconds} s: ${summary.rps} requests/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms`,
  );
  console.log(`statuses: ${JSON.stringify(run.statuses)}`);
  console.log('\naction                 count     p50 ms    p99 ms   statuses');
  for (const [action, stats] of Object.entries(summary.actions)) {
    console.log(
      `${action.padEnd(20)} ${String(stats.count).padStart(7)} ${stats.p50.toFixed(1).padStart(10)} ${stats.p99.toFixed(1).padStart(9)}   ${JSON.stringify(stats.statuses)}`,
    );
  }
  console.log(
    `\npoints: ledger ${checks.ledgerTotal} (${checks.ledgerRows} awards), running totals ${checks.runningTotal}, approved work ${checks.approvedTotal} (${checks.approvedDaily} daily tasks, ${checks.approvedAssignments} assignments), approvals the client saw ${checks.seenTotal} (${checks.seenApprovals})`,
  );
  console.log(`concurrent approvals: ${run.bursts.count} bursts of ${BURST} on one task each`);

  const problems = [];
  if (run.serverErrors.length)
    problems.push(`${run.serverErrors.length} responses of 5xx, e.g. ${run.serverErrors.slice(0, 3).join(' | ')}`);
  if (run.socketErrors.length)
    problems.push(
      `${run.socketErrors.length} socket errors or timeouts, e.g. ${run.socketErrors.slice(0, 3).join(' | ')}`,
    );
  if (checks.ledgerTotal !== checks.approvedTotal)
    problems.push(`ledger ${checks.ledgerTotal} ≠ approved work ${checks.approvedTotal}`);
  if (checks.runningTotal !== checks.ledgerTotal)
    problems.push(`running totals ${checks.runningTotal} ≠ ledger ${checks.ledgerTotal}`);
  if (checks.ledgerRows !== checks.approvedCount)
    problems.push(`${checks.ledgerRows} awards for ${checks.approvedCount} approvals`);
  if (checks.driftingTotals)
    problems.push(`${checks.driftingTotals} people whose running total differs from their ledger`);
  if (checks.unpaid) problems.push(`${checks.unpaid} approved tasks without their award`);
  if (checks.paidForNothing) problems.push(`${checks.paidForNothing} awards for work that is not approved`);
  if (checks.seenButMissing)
    problems.push(`${checks.seenButMissing} approvals the client saw succeed are not approved in the database`);
  if (checks.seenTotal !== checks.ledgerTotal)
    problems.push(`approvals the client saw (${checks.seenTotal} points) ≠ ledger ${checks.ledgerTotal}`);
  if (run.bursts.wrong.length)
    problems.push(`concurrent approvals without exactly one winner: ${run.bursts.wrong.slice(0, 3).join(' | ')}`);
  if (run.bursts.count === 0) problems.push('no burst of concurrent approvals ran');
  if (checks.approvedCount === 0) problems.push('nothing was approved: the traffic did not exercise approvals');

  summary.problems = problems;
  const out = path.join(root, 'test-results', 'load');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  console.log(`summary saved to ${path.relative(root, path.join(out, 'summary.json'))}`);
  if (problems.length) {
    console.log(`\nFAIL:\n  - ${problems.join('\n  - ')}`);
    return true;
  }
  console.log(
    '\nPASS: no 5xx, no socket errors, the ledger equals the approved work, one winner per concurrent approval',
  );
  return false;
}
