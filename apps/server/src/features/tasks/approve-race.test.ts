import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, userPoints } from '../../db/schema';
import { captureSql, isAppStatement } from '../../perf/capture-sql';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

// Approving a daily task is one statement: the conditional update, the ledger entry and the balance increase
// (points/service.ts `withEarning`). These hold what the transaction held before: one winner among approvals
// at once, nothing written for the others, and a ledger that adds up to the balances, on both databases.

let harness: TestApp;
let organizer: Person;
let secondOrganizer: Person;
let child: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type Daily = { id: string; points_awarded: number | null };
const json = async <T>(response: Response) => (await response.json()) as T;

async function submittedTasks(count: number): Promise<string[]> {
  const tasks = Array.from({ length: count }, (_, index) => ({ title: `Race ${index}` }));
  const response = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks });
  expect(response.status).toBe(201);
  const ids = (await json<{ tasks: Daily[] }>(response)).tasks.map((task) => task.id);
  for (const id of ids) expect((await child.browser.post(`/api/daily-tasks/${id}/submit`)).status).toBe(200);
  return ids;
}

async function balanceOf(person: Person): Promise<number> {
  return (await json<{ my_points: number }>(await person.browser.get(`/api/spaces/${spaceId}`))).my_points;
}

/** Every balance of the database is the sum of its ledger entries. */
async function expectLedgerEqualsBalances() {
  const result = await harness.database.db.execute(sql`
    select p.user_id, p.space_id, p.points as balance, coalesce(sum(l.points), 0)::int as total
    from ${userPoints} p left join ${pointsLedger} l on l.user_id = p.user_id and l.space_id = p.space_id
    group by p.user_id, p.space_id, p.points`);
  const rows = (result as unknown as { rows: { balance: number; total: number }[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Number(row.balance)).toBe(Number(row.total));
}

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, secondOrganizer, child] = (await Promise.all(
    ['Ola Organizer', 'Oren Organizer', 'Cai Child'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person];
  const home = await organizer.browser.post('/api/home', { spaces: [{ name: 'Hall', space_type: 'office' }] });
  spaceId = (await json<{ spaces: { id: string }[] }>(home)).spaces[0]!.id;
  for (const [person, role] of [
    [child, 'child'],
    [secondOrganizer, 'parent'],
  ] as const) {
    const invite = await organizer.browser.post('/api/invites', { space_id: spaceId, role });
    const { invite: created } = await json<{ invite: { id: string } }>(invite);
    expect((await person.browser.post(`/api/invites/${created.id}/accept`)).status).toBe(200);
  }
  await harness.database.db.execute(
    sql`update user_roles set role = 'organizer' where user_id = ${secondOrganizer.userId}`,
  );
});
afterAll(() => harness.close());

describe('approving daily tasks at once', () => {
  it('awards each task once, at the winning approval’s points, when approvals of many tasks race', async () => {
    const ids = await submittedTasks(6);
    const before = await balanceOf(child);
    // Four approvals of each task, all sent together: the two organizers, each twice, at different points.
    const attempts = ids.flatMap((id) =>
      [organizer, secondOrganizer, organizer, secondOrganizer].map((person, index) => ({
        id,
        person,
        points: 5 + index,
      })),
    );
    const answers = await Promise.all(
      attempts.map(async ({ id, person, points }) => {
        const response = await person.browser.post(`/api/daily-tasks/${id}/approve`, { points });
        return {
          id,
          status: response.status,
          task: response.status === 200 ? (await json<{ task: Daily }>(response)).task : null,
        };
      }),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners.map((answer) => answer.id).sort()).toEqual([...ids].sort());
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(ids.length * 3);

    const entries = await harness.database.db.select().from(pointsLedger).where(inArray(pointsLedger.dailyTaskId, ids));
    expect(entries).toHaveLength(ids.length);
    for (const winner of winners) {
      const entry = entries.find((row) => row.dailyTaskId === winner.id)!;
      expect(entry).toMatchObject({ userId: child.userId, spaceId, kind: 'earn', points: winner.task!.points_awarded });
    }
    const awarded = winners.reduce((sum, winner) => sum + winner.task!.points_awarded!, 0);
    expect(await balanceOf(child)).toBe(before + awarded);
    await expectLedgerEqualsBalances();
  });

  // PGlite runs one statement at a time; on PostgreSQL the approvals are made to wait on the same row, so
  // that each re-reads the task once the one before it commits.
  it.runIf(testDatabaseKind === 'postgres')(
    'lets one of the approvals waiting on the same task win, and the others write nothing',
    async () => {
      const [id] = await submittedTasks(1);
      const before = await balanceOf(child);
      // One connection holds the row; another watches (activity is read once per transaction in the first).
      const [locker, watcher] = [0, 1].map(() => new pg.Client({ connectionString: harness.database.url! }));
      await Promise.all([locker!.connect(), watcher!.connect()]);
      try {
        await locker!.query('begin');
        await locker!.query('select id from daily_tasks where id = $1 for update', [id]);
        const racing = [organizer, secondOrganizer, organizer, secondOrganizer].map(async (person) => {
          const response = await person.browser.post(`/api/daily-tasks/${id}/approve`, { points: 8 });
          return response.status;
        });
        // All four are inside their approval statement, waiting for the row, before it is let go.
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows } = await watcher!.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like '%points_ledger%'`,
          );
          if (rows[0]!.waiting === 4) break;
          if (Date.now() > deadline) throw new Error(`only ${rows[0]!.waiting} approvals waited for the row`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await locker!.query('commit');
        const statuses = await Promise.all(racing);
        expect(statuses.sort()).toEqual([200, 409, 409, 409]);
      } finally {
        await Promise.all([locker!.end(), watcher!.end()]);
      }
      const entries = await harness.database.db.select().from(pointsLedger).where(eq(pointsLedger.dailyTaskId, id!));
      expect(entries).toHaveLength(1);
      expect(await balanceOf(child)).toBe(before + 8);
      await expectLedgerEqualsBalances();
    },
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'writes the approval, its ledger entry and the balance in one statement',
    async () => {
      const [id] = await submittedTasks(1);
      const statements = await captureSql(async () => {
        expect((await organizer.browser.post(`/api/daily-tasks/${id}/approve`, { points: 6 })).status).toBe(200);
      });
      const texts = statements.map((statement) => statement.text.replace(/\s+/g, ' ').toLowerCase());
      const writes = texts.filter((text) => /\b(update|insert into)\b/.test(text) && !text.includes('pgboss'));
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/update "daily_tasks".*insert into "points_ledger".*insert into "user_points"/);
      expect(texts.filter((text) => text === 'begin' || text === 'commit')).toEqual([]);
      // The session, the task with the reviewer's membership, the approval, and who hears of it.
      expect(statements.filter(isAppStatement)).toHaveLength(4);
    },
  );
});
