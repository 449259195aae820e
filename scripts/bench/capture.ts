// Prints the SQL each benchmarked route runs, captured from the pg driver while the app answers in-process:
// `node --import tsx scripts/bench/capture.ts [--url postgres://…]` on a seeded database. The floor server
// (floor.mjs) runs these same statements; run this again when a route's queries change.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { captureSql, isAppStatement } from '../../apps/server/src/perf/capture-sql';
import { benchSpaceId, sessionToken } from '../../apps/server/src/perf/seed';
import { startServices } from '../../apps/server/src/services';
import { DEFAULT_BENCH_DATABASE_URL } from './seed';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const url = values.url ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const logger = pino({ level: 'silent' });
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const dataDir = await mkdtemp(path.join(tmpdir(), 'tidy-bench-capture-'));
const services = await startServices(
  database,
  {
    publicUrl: 'http://localhost:3000',
    authSecret: undefined,
    trustProxy: false,
    mail: { transport: 'outbox', from: 'Tidy Steps <no-reply@tidysteps.local>' },
    google: null,
    inviteTtlMs: 7 * 86_400_000,
    rateLimitAddressFactor: 1,
    storage: { kind: 'disk', dir: path.join(dataDir, 'uploads') },
    coach: { kind: 'builtin' },
    feedbackTo: null,
    push: {
      vapidKeys: null,
      keysFile: path.join(dataDir, 'vapid.json'),
      subject: 'mailto:no-reply@tidysteps.local',
      scheduleDailyReminders: false,
    },
    corsOrigins: [],
  },
  logger,
);
const { app } = createApp({ database, services, logger });
const household = 4;
const spaceId = benchSpaceId(household, 0);
const today = new Date().toISOString().slice(0, 10);
const submitted = await database.db.execute<{ id: string }>(
  `select id from daily_tasks where space_id = '${spaceId}' and submission_status = 'submitted' limit 1` as never,
);
const taskId =
  (submitted as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '00000000-0000-0000-0000-000000000000';
const month = today.slice(0, 8);
const monthEnd = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).toISOString().slice(0, 10);
const routes: [string, string, string?][] = [
  ['today', `/api/spaces/${spaceId}/daily-tasks?date=${today}`],
  ['today-page', `/api/today?date=${today}`],
  ['chores', `/api/spaces/${spaceId}/chores`],
  ['calendar-month', `/api/spaces/${spaceId}/chore-occurrences?from=${month}01&to=${monthEnd}`],
  ['ledger', `/api/spaces/${spaceId}/points?member=all`],
  ['space', `/api/spaces/${spaceId}`],
  ['approve', `/api/daily-tasks/${taskId}/approve`, 'POST'],
  ['progress', `/api/progress?today=${today}`],
  ['todo', '/api/todo'],
];
for (const [name, address, method] of routes) {
  let status = 0;
  const statements = await captureSql(async () => {
    const response = await app.request(address, {
      method: method ?? 'GET',
      headers: { Authorization: `Bearer ${sessionToken(household, 0)}` },
    });
    status = response.status;
    await response.arrayBuffer();
  });
  console.log(`\n## ${name} ${method ?? 'GET'} ${address} → ${status}`);
  for (const statement of statements) {
    const mark = isAppStatement(statement) ? '' : '   (not an app query)';
    console.log(`- ${statement.text}${mark}\n    ${JSON.stringify(statement.values)}`);
  }
}
await services.stop();
await database.close();
