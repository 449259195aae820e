import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPACE_TYPES, type SpaceType } from '@tidy/domain/constants';
import { addDays } from '@tidy/domain/time';
import { dueLabel } from '@tidy/domain/upkeep';
import { upkeepAreasFor } from '@tidy/domain/upkeep-areas';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/session';
import { silentBus } from '../demo/quiet-services';
import { areaDetail, completeUpkeepTask, listAreas, type UpkeepDeps } from '../features/upkeep/service';
import { adjustableClock } from '../platform/clock';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../../test/harness';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client';
import { choreOccurrences, chores } from './schema';

// Migration 0010 (decision 021) moves upkeep into chores. A fresh database is migrated up to 0009, given
// upkeep as households made it (a space's starting tasks spread over their intervals, tasks done and never
// done, completions by several members, one of whom has left), then 0010 runs. Every task must become a
// chore with the same id whose turns say what upkeep said, and the upkeep screen must answer as before.

const TODAY = '2026-05-10';
const day = (offset: number) => addDays(TODAY, offset);
const at = (offset: number, time = '10:00') => `${day(offset)}T${time}:00Z`;

const ANN = 'user-ann';
const BEN = 'user-ben';
const CAL = 'user-cal';
const DEE = 'user-dee';
const NAMES: Record<string, string> = {
  [ANN]: 'Ann Organizer',
  [BEN]: 'Ben Parent',
  [CAL]: 'Cal Child',
  [DEE]: 'Dee Departed',
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const KITCHEN = uuid(1);
const TYPES_WITH_AREAS = SPACE_TYPES.filter((type) => upkeepAreasFor(type).length > 0);
const spaceOfType = (index: number) => uuid(100 + index);

type Completion = { by: string; on: number; time?: string };
type TaskFixture = {
  id: string;
  space: string;
  area: string;
  name: string;
  interval: number;
  firstDue: number | null;
  createdAt: string;
  createdBy: string | null;
  completions: Completion[];
  /** What upkeep showed on TODAY. */
  expected: { next: number; status: 'completed' | 'overdue' | 'pending'; label: string; lastBy: string | null };
};

const TASKS: TaskFixture[] = [
  // A starting task, spread to three days from now, never done.
  {
    id: uuid(11),
    space: KITCHEN,
    area: 'fridge',
    name: 'Wipe shelves and check dates',
    interval: 7,
    firstDue: 3,
    createdAt: at(-30, '08:00'),
    createdBy: null,
    completions: [],
    expected: { next: 3, status: 'pending', label: 'Due in 3 days', lastBy: null },
  },
  // A starting task done three times by three people, early the last time.
  {
    id: uuid(12),
    space: KITCHEN,
    area: 'fridge',
    name: 'Deep clean the fridge',
    interval: 7,
    firstDue: -17,
    createdAt: at(-30, '08:00'),
    createdBy: null,
    completions: [
      { by: ANN, on: -16 },
      { by: DEE, on: -9 },
      { by: BEN, on: -4 },
    ],
    expected: { next: 3, status: 'completed', label: 'Due in 3 days', lastBy: BEN },
  },
  // Added by hand, last done by a member who has since left the space: overdue.
  {
    id: uuid(13),
    space: KITCHEN,
    area: 'pantry',
    name: 'Check for expired food',
    interval: 3,
    firstDue: null,
    createdAt: at(-20, '09:30'),
    createdBy: ANN,
    completions: [
      { by: CAL, on: -12 },
      { by: DEE, on: -6, time: '21:15' },
    ],
    expected: { next: -3, status: 'overdue', label: '3 days overdue', lastBy: DEE },
  },
  // Added by hand four days ago and never done: waiting since then, not late.
  {
    id: uuid(14),
    space: KITCHEN,
    area: 'pantry',
    name: 'Wipe the shelves',
    interval: 30,
    firstDue: null,
    createdAt: at(-4, '12:00'),
    createdBy: BEN,
    completions: [],
    expected: { next: -4, status: 'pending', label: 'Due now', lastBy: null },
  },
  // A daily task done today.
  {
    id: uuid(15),
    space: KITCHEN,
    area: 'cabinets',
    name: 'Wipe the handles',
    interval: 1,
    firstDue: -2,
    createdAt: at(-30, '08:00'),
    createdBy: null,
    completions: [
      { by: CAL, on: -2 },
      { by: CAL, on: 0 },
    ],
    expected: { next: 1, status: 'completed', label: 'Due tomorrow', lastBy: CAL },
  },
  // One task in an area of every space type: done yesterday, every day, so due today.
  ...TYPES_WITH_AREAS.map((type, index): TaskFixture => ({
    id: uuid(200 + index),
    space: spaceOfType(index),
    area: upkeepAreasFor(type)[0]!.id,
    name: upkeepAreasFor(type)[0]!.tasks[0]!.name,
    interval: 1,
    firstDue: -1,
    createdAt: at(-1, '07:00'),
    createdBy: null,
    completions: [{ by: ANN, on: -1 }],
    expected: { next: 0, status: 'pending', label: 'Due today', lastBy: ANN },
  })),
];

const lastOf = (task: TaskFixture) => task.completions.at(-1) ?? null;

let database: DatabaseHandle;
let url: string | null = null;
let folder: string;

/** The committed migrations up to and including `last`, in a folder of their own. */
async function migrationsUpTo(last: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tidy-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  expect(upTo).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, upTo + 1);
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of await readdir(migrationsFolder)) {
    if (journal.entries.some((entry) => file === `${entry.tag}.sql`))
      await cp(path.join(migrationsFolder, file), path.join(dir, file));
  }
  return dir;
}

async function seedUpkeep(db: DatabaseHandle['db']) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  for (const [id, name] of Object.entries(NAMES)) {
    await run(sql`insert into users (id, name, email) values (${id}, ${name}, ${`${id}@example.test`})`);
    await run(sql`insert into profiles (id, full_name, email) values (${id}, ${name}, ${`${id}@example.test`})`);
  }
  const spaces: [string, SpaceType][] = [
    [KITCHEN, 'kitchen'],
    ...TYPES_WITH_AREAS.map((type, index): [string, SpaceType] => [spaceOfType(index), type]),
  ];
  for (const [id, type] of spaces) {
    await run(sql`insert into spaces (id, user_id, name, space_type, upkeep_started_at, created_at)
                  values (${id}, ${ANN}, ${`The ${type}`}, ${type}, ${at(-30, '08:00')}, ${at(-30, '07:00')})`);
    await run(sql`insert into user_roles (user_id, space_id, role) values (${ANN}, ${id}, 'organizer')`);
  }
  // Ben and Cal still live here; Dee did upkeep and then left the space (her account remains).
  await run(
    sql`insert into user_roles (user_id, space_id, role) values (${BEN}, ${KITCHEN}, 'parent'), (${CAL}, ${KITCHEN}, 'child')`,
  );
  for (const task of TASKS) {
    const last = lastOf(task);
    await run(sql`insert into upkeep_tasks (id, space_id, area, name, interval_days, last_done_on, first_due_on, last_done_by, created_by, created_at)
                  values (${task.id}, ${task.space}, ${task.area}, ${task.name}, ${task.interval}, ${last ? day(last.on) : null},
                          ${task.firstDue === null ? null : day(task.firstDue)}, ${last?.by ?? null}, ${task.createdBy}, ${task.createdAt})`);
    for (const completion of task.completions) {
      await run(sql`insert into upkeep_completions (task_id, user_id, done_on, created_at)
                    values (${task.id}, ${completion.by}, ${day(completion.on)}, ${at(completion.on, completion.time ?? '18:00')})`);
    }
  }
}

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') url = await createPostgresDatabase();
  database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 3 } : { kind: 'pglite', dir: null });
  folder = await migrationsUpTo('0009_chore_reminders_weekly_summary');
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePostgres(database.db as never, { migrationsFolder: folder });
  await seedUpkeep(database.db);
  // Now 0010 (and only it) runs, as at a real deploy.
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (url) await dropPostgresDatabase(url);
  if (folder) await rm(folder, { recursive: true, force: true });
});

const ann: Actor = {
  userId: ANN,
  email: `${ANN}@example.test`,
  fullName: NAMES[ANN]!,
  emailVerified: true,
  avatarUrl: null,
  sessionId: 'session',
  sessionExpiresAt: new Date('2100-01-01T00:00:00Z'),
};

describe('migration 0010: upkeep into chores', () => {
  it('drops the upkeep tables: their data lives in chores now', async () => {
    const tables = (await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_name in ('upkeep_tasks', 'upkeep_completions')`,
    )) as unknown as { rows: { name: string }[] };
    expect(tables.rows).toEqual([]);
  });

  it('makes each upkeep task a chore with the same id: its area, every N days after done, open, no review, no points', async () => {
    const rows = await database.db.select().from(chores).orderBy(asc(chores.id));
    expect(rows).toHaveLength(TASKS.length);
    for (const task of TASKS) {
      const chore = rows.find((row) => row.id === task.id);
      const waitBegan = lastOf(task)?.on ?? task.expected.next - task.interval;
      expect(chore, task.name).toMatchObject({
        spaceId: task.space,
        title: task.name,
        area: task.area,
        rule: { kind: 'after_done', interval: task.interval },
        anchorOn: day(waitBegan),
        points: 0,
        needsReview: false,
        assignmentMode: 'open',
        assigneeId: null,
        createdBy: task.createdBy,
        archivedAt: null,
      });
      expect(chore!.createdAt.toISOString()).toBe(new Date(task.createdAt).toISOString());
    }
  });

  it('keeps every completion as a turn done, by whom and on which day, and one open turn due when upkeep showed', async () => {
    const turns = await database.db
      .select()
      .from(choreOccurrences)
      .orderBy(asc(choreOccurrences.choreId), asc(choreOccurrences.createdAt));
    for (const task of TASKS) {
      const mine = turns.filter((turn) => turn.choreId === task.id);
      const done = mine.filter((turn) => turn.state === 'done');
      expect(
        done.map((turn) => ({
          doneBy: turn.doneBy,
          doneOn: turn.doneOn,
          assigneeId: turn.assigneeId,
          points: turn.pointsAwarded,
        })),
        task.name,
      ).toEqual(
        task.completions.map((completion) => ({
          doneBy: completion.by,
          doneOn: day(completion.on),
          assigneeId: completion.by,
          points: null,
        })),
      );
      // Each was due an interval after the one before; the first on the task's first due day (or the day it was added).
      const firstDue = task.firstDue === null ? task.createdAt.slice(0, 10) : day(task.firstDue);
      expect(done.map((turn) => turn.dueOn)).toEqual(
        task.completions.map((_, index) =>
          index === 0 ? firstDue : day(task.completions[index - 1]!.on + task.interval),
        ),
      );
      expect(done.map((turn) => turn.createdAt.toISOString())).toEqual(
        task.completions.map((completion) => new Date(at(completion.on, completion.time ?? '18:00')).toISOString()),
      );
      const open = mine.filter((turn) => turn.state === 'todo');
      expect(
        open.map((turn) => ({ dueOn: turn.dueOn, assigneeId: turn.assigneeId })),
        task.name,
      ).toEqual([{ dueOn: day(task.expected.next), assigneeId: null }]);
      expect(mine).toHaveLength(done.length + 1);
    }
  });

  const deps = (): UpkeepDeps => ({ db: database.db, realtime: silentBus, clock: adjustableClock() });

  it('answers on the upkeep screen as before: next due, status, due label, last done and by whom', async () => {
    const kitchenAreas = ['fridge', 'pantry', 'cabinets'];
    const shown = [];
    for (const area of kitchenAreas) shown.push(...(await areaDetail(deps(), ann, KITCHEN, area, TODAY)).tasks);
    for (const [index, type] of TYPES_WITH_AREAS.entries()) {
      shown.push(...(await areaDetail(deps(), ann, spaceOfType(index), upkeepAreasFor(type)[0]!.id, TODAY)).tasks);
    }
    expect(shown).toHaveLength(TASKS.length);
    for (const task of TASKS) {
      const last = lastOf(task);
      const answer = shown.find((entry) => entry.id === task.id);
      expect(answer, task.name).toEqual({
        id: task.id,
        name: task.name,
        interval_days: task.interval,
        last_done_on: last ? day(last.on) : null,
        last_done_by_name: task.expected.lastBy ? NAMES[task.expected.lastBy] : null,
        next_due_on: day(task.expected.next),
        status: task.expected.status,
      });
      expect(dueLabel(answer!.next_due_on, TODAY, answer!.last_done_on)).toBe(task.expected.label);
    }
    // The areas list counts what is due (pending or overdue, up to today) as before.
    const { areas } = await listAreas(deps(), ann, KITCHEN, TODAY);
    expect(areas.filter((area) => kitchenAreas.includes(area.id))).toEqual([
      { id: 'fridge', name: expect.any(String), task_count: 2, due_count: 0, next_due_on: day(3) },
      { id: 'pantry', name: expect.any(String), task_count: 2, due_count: 2, next_due_on: day(-4) },
      { id: 'cabinets', name: expect.any(String), task_count: 1, due_count: 0, next_due_on: day(1) },
    ]);
    // The space was started before: reading it adds no starting tasks.
    expect((await database.db.select().from(chores).where(eq(chores.spaceId, KITCHEN))).length).toBe(5);
  });

  it('keeps working on the chores engine: marking a migrated task complete moves it an interval on, once a day', async () => {
    const overdue = TASKS[2]!;
    const done = await completeUpkeepTask(deps(), ann, overdue.id, TODAY);
    expect(done).toMatchObject({
      last_done_on: TODAY,
      last_done_by_name: NAMES[ANN],
      next_due_on: day(3),
      status: 'completed',
    });
    expect(await completeUpkeepTask(deps(), ann, overdue.id, TODAY)).toEqual(done);
    const turns = await database.db.select().from(choreOccurrences).where(eq(choreOccurrences.choreId, overdue.id));
    expect(turns.filter((turn) => turn.state === 'done')).toHaveLength(overdue.completions.length + 1);
    expect(turns.filter((turn) => turn.state === 'todo').map((turn) => turn.dueOn)).toEqual([day(3)]);
  });
});
