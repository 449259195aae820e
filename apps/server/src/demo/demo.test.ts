import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWeaknesses } from '../auth/password-rules';
import { openDatabase } from '../db/client';
import {
  dailyTasks,
  lessonProgress,
  pointsLedger,
  spacePhotos,
  spaces,
  taskAssignments,
  todoItems,
  choreOccurrences,
  chores,
  userPoints,
  userRoles,
  users,
} from '../db/schema';
import { testBrowser } from '../../test/browser';
import {
  createPostgresDatabase,
  createTestApp,
  defaultTestSettings,
  dropPostgresDatabase,
  silentLogger,
  TEST_PUBLIC_URL,
  testDatabaseKind,
  type TestApp,
} from '../../test/harness';
import { signedUpPerson } from '../../test/people';
import { demoClock } from './clock';
import { DEMO_PEOPLE, DEMO_SPACES } from './household';
import { runDemo } from './run';
import { RealAccountsFound, removeDemoAccounts, seedDemoHousehold, type DemoDeps, type DemoResult } from './seed';
import { createAuth } from '../auth/auth';
import type { Database } from '../db/client';
import { noMail } from './quiet-services';
import { DAILY_TASKS } from './week';

// `npm run demo` (issue 16): the household it makes, as its people find it through the app, and that it is
// safe to run twice and never touches a database with real accounts.

const SLOW = 240_000;
const now = new Date();
const clock = demoClock(now);

let harness: TestApp;
let deps: DemoDeps;
let first: DemoResult;

beforeAll(async () => {
  harness = await createTestApp();
  deps = {
    db: harness.database.db,
    storage: harness.services.storage,
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    authSecret: defaultTestSettings.authSecret,
  };
  first = await seedDemoHousehold(deps, { now });
}, SLOW);
afterAll(() => harness?.close());

async function signIn(email: string) {
  const person = DEMO_PEOPLE.find((candidate) => candidate.email === email)!;
  const browser = testBrowser(harness);
  const response = await browser.post('/api/auth/sign-in/email', { email, password: person.password });
  return { browser, response };
}

/** How many rows each table of the household holds, and which ids: a second run must leave all of it. */
async function snapshot() {
  const { db } = harness.database;
  const ids = async (
    table:
      | typeof users
      | typeof spaces
      | typeof dailyTasks
      | typeof pointsLedger
      | typeof spacePhotos
      | typeof taskAssignments
      | typeof todoItems
      | typeof choreOccurrences,
  ) => (await db.select({ id: table.id }).from(table)).map((row) => String(row.id)).sort();
  return {
    users: await ids(users),
    spaces: await ids(spaces),
    dailyTasks: await ids(dailyTasks),
    ledger: await ids(pointsLedger),
    photos: await ids(spacePhotos),
    assignments: await ids(taskAssignments),
    todos: await ids(todoItems),
    // Upkeep lives in chores (decision 021): its done turns, and its tasks.
    upkeepDone: (
      await db.select({ id: choreOccurrences.id }).from(choreOccurrences).where(eq(choreOccurrences.state, 'done'))
    )
      .map((row) => row.id)
      .sort(),
    roles: (await db.select({ n: sql<number>`count(*)::int` }).from(userRoles))[0]!.n,
    lessons: (await db.select({ n: sql<number>`count(*)::int` }).from(lessonProgress))[0]!.n,
    upkeepTasks: (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chores)
        .where(isNotNull(chores.area))
    )[0]!.n,
  };
}

describe('the demo household', () => {
  it('has an organizer, a parent and two children, each signing in with the printed password', async () => {
    expect(first.action).toBe('created');
    expect(first.household.people.map(({ person }) => [person.name, person.role])).toEqual([
      ['Maya Okafor', 'organizer'],
      ['Daniel Okafor', 'parent'],
      ['Zoe Okafor', 'child'],
      ['Leo Okafor', 'child'],
    ]);
    for (const person of DEMO_PEOPLE) {
      expect(person.email).toMatch(/@demo\.tidysteps\.example$/);
      // The printed passwords pass the same rules as a password chosen at sign-up.
      expect(passwordWeaknesses(person.password, { email: person.email, name: person.name })).toEqual([]);
      const { browser, response } = await signIn(person.email);
      expect(response.status).toBe(200);
      const account = (await (await browser.get('/api/account')).json()) as { full_name: string; email: string };
      expect(account).toMatchObject({ full_name: person.name, email: person.email });
    }
  });

  it('is four spaces: Maya organizes all, Daniel is a parent in all, the children are in three', async () => {
    const expected = { maya: [4, 'organizer'], daniel: [4, 'parent'], zoe: [3, 'child'], leo: [3, 'child'] } as const;
    for (const person of DEMO_PEOPLE) {
      const { browser } = await signIn(person.email);
      const { spaces: theirs } = (await (await browser.get('/api/spaces')).json()) as {
        spaces: { name: string; role: string }[];
      };
      expect(theirs).toHaveLength(expected[person.key][0]);
      expect(new Set(theirs.map((space) => space.role))).toEqual(new Set([expected[person.key][1]]));
    }
    expect(first.household.spaces.map((space) => space.name)).toEqual(DEMO_SPACES.map((space) => space.name));
  });

  it('has six drawn photos, labelled as demo photos, that the space screen can load', async () => {
    expect(first.household.spaces.map((space) => space.photos)).toEqual([2, 1, 2, 1]);
    const { browser } = await signIn('zoe@demo.tidysteps.example');
    const { spaces: theirs } = (await (await browser.get('/api/spaces')).json()) as {
      spaces: { id: string; name: string }[];
    };
    const room = theirs.find((space) => space.name === "Zoe and Leo's room")!;
    const { photos } = (await (await browser.get(`/api/spaces/${room.id}/photos`)).json()) as {
      photos: { label: string; is_primary: boolean; url: string; thumbnail_url: string }[];
    };
    expect(photos.map((photo) => photo.label)).toEqual(['Demo photo: bunk beds and desk', 'Demo photo: closet']);
    expect(photos[0]!.is_primary).toBe(true);
    for (const address of [photos[0]!.url, photos[1]!.thumbnail_url]) {
      const image = await browser.get(address);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it("leaves today's work waiting: two reviews for Maya, an assignment for each child, upkeep due, daily tasks to do", async () => {
    const { household } = first;
    expect(household.reviewsWaiting).toBe(2);
    expect(household.assignmentsWaiting).toEqual({ 'Zoe Okafor': 1, 'Leo Okafor': 1 });
    expect(household.upkeep.overdue).toBeGreaterThanOrEqual(2);
    expect(household.upkeep.due).toBeGreaterThanOrEqual(household.upkeep.overdue);
    expect(household.dailyToDo).toBe(DAILY_TASKS.filter((task) => task.day === 0 && task.outcome === 'to_do').length);

    // What Maya sees in the organizer's list: Zoe's daily task and Leo's assignment.
    const { browser } = await signIn('maya@demo.tidysteps.example');
    const waiting = [];
    for (const space of first.household.spaces) {
      const response = await browser.get(`/api/spaces/${space.id}/approvals`);
      const { items } = (await response.json()) as { items: { kind: string; submitter: { full_name: string } }[] };
      waiting.push(...items);
    }
    expect(waiting.map((item) => [item.kind, item.submitter.full_name]).sort()).toEqual([
      ['assignment', 'Leo Okafor'],
      ['daily', 'Zoe Okafor'],
    ]);
  });

  it('keeps the points ledger and the totals in step, and pays each approved task its points', async () => {
    const { db } = harness.database;
    const ledger = await db
      .select({
        userId: pointsLedger.userId,
        spaceId: pointsLedger.spaceId,
        points: sql<number>`sum(${pointsLedger.points})::int`,
      })
      .from(pointsLedger)
      .groupBy(pointsLedger.userId, pointsLedger.spaceId);
    const totals = await db.select().from(userPoints);
    for (const row of ledger) {
      expect(totals.find((total) => total.userId === row.userId && total.spaceId === row.spaceId)?.points).toBe(
        row.points,
      );
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(totals.map((total) => total.points))).toBe(sum(ledger.map((row) => row.points)));

    const [daily] = await db
      .select({ points: sql<number>`sum(${pointsLedger.points})::int` })
      .from(pointsLedger)
      .where(isNotNull(pointsLedger.dailyTaskId));
    const approved = DAILY_TASKS.filter(
      (task) => task.outcome === 'approved' || task.outcome === 'sent_back_then_approved',
    );
    expect(daily!.points).toBe(sum(approved.map((task) => task.points)));
    expect(sum(first.household.people.map((person) => person.points))).toBe(sum(ledger.map((row) => row.points)));
  });

  it('spreads its history over the past seven days, none of it in the future', async () => {
    const { db } = harness.database;
    const dates = await db.selectDistinct({ date: dailyTasks.taskDate }).from(dailyTasks).orderBy(dailyTasks.taskDate);
    expect(dates.map((row) => row.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map((day) => clock.date(day)));
    const stamps = await db.select({ at: pointsLedger.createdAt }).from(pointsLedger);
    for (const { at } of stamps) {
      expect(at.getTime()).toBeGreaterThanOrEqual(clock.at(-6, '00:00').getTime());
      expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(new Set(stamps.map(({ at }) => at.toDateString())).size).toBeGreaterThanOrEqual(5);
    expect(first.household.week).toEqual({ from: clock.date(-6), to: clock.date(0) });
  });

  it("carries Maya's lessons, streak and to-do list from the week", async () => {
    const { browser } = await signIn('maya@demo.tidysteps.example');
    const progress = (await (await browser.get(`/api/progress?today=${clock.today}`)).json()) as {
      completed_lessons: number[];
      xp: number;
      streak: { current: number };
    };
    expect(progress.completed_lessons).toEqual([1, 2, 3, 4]);
    expect(progress.xp).toBe(400);
    // Something done yesterday and the day before (a lesson, a to-do item, a daily task): a streak of at least two.
    expect(progress.streak.current).toBeGreaterThanOrEqual(2);
    const { items } = (await (await browser.get('/api/todo')).json()) as {
      items: { task: string; completed: boolean }[];
    };
    expect(items.map((item) => [item.task, item.completed])).toEqual([
      ['Return the library books', true],
      ['Buy drawer dividers for the kitchen', false],
      ['Donate the bag of outgrown clothes', true],
      ['Label the pantry shelves', false],
    ]);
  });

  it(
    'a second run finds it and changes nothing',
    async () => {
      const before = await snapshot();
      const again = await seedDemoHousehold(deps, { now });
      expect(again.action).toBe('kept');
      expect(await snapshot()).toEqual(before);
      expect(again.household).toEqual(first.household);
    },
    SLOW,
  );

  it(
    'a fresh run replaces it with one household again, and removes the old photo files',
    async () => {
      const before = await snapshot();
      const oldFiles = await harness.database.db.select({ key: spacePhotos.storageKey }).from(spacePhotos);
      const fresh = await seedDemoHousehold(deps, { now, fresh: true });
      expect(fresh.action).toBe('replaced');
      const after = await snapshot();
      for (const table of Object.keys(before) as (keyof typeof before)[]) {
        const [was, is] = [before[table], after[table]];
        expect(Array.isArray(is) ? is.length : is, table).toBe(Array.isArray(was) ? was.length : was);
      }
      expect(after.users).not.toEqual(before.users);
      for (const { key } of oldFiles) expect(await harness.services.storage.get(key)).toBeNull();
      const [photo] = await harness.database.db.select({ key: spacePhotos.storageKey }).from(spacePhotos).limit(1);
      expect(await harness.services.storage.get(photo!.key)).not.toBeNull();
      expect(fresh.household.reviewsWaiting).toBe(2);
      expect((await signIn('leo@demo.tidysteps.example')).response.status).toBe(200);
    },
    SLOW,
  );

  it(
    'removes the household whatever order its accounts come in (each try rolled back)',
    async () => {
      const accounts = await harness.database.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, '%@demo.tidysteps.example'));
      const ids = accounts.map((account) => account.id).sort();
      // Every order of the four accounts: one account's "set null" must never touch a turn in a space
      // another account's deletion already removed.
      const orders = permutations(ids);
      expect(orders).toHaveLength(24);
      for (const order of orders) {
        const left = await harness.database.db
          .transaction(async (tx) => {
            const db = tx as unknown as Database;
            const auth = createAuth({
              db,
              mailer: noMail,
              logger: silentLogger,
              settings: {
                publicUrl: TEST_PUBLIC_URL,
                secret: defaultTestSettings.authSecret!,
                trustProxy: false,
                google: null,
              },
            });
            await removeDemoAccounts(db, auth, order);
            const [row] = await db.select({ n: sql<number>`count(*)` }).from(spaces);
            throw new RolledBack(Number(row?.n));
          })
          .catch((error: unknown) => {
            if (error instanceof RolledBack) return error.spacesLeft;
            throw error;
          });
        expect(left, order.join(' ')).toBe(0);
      }
      expect(
        await harness.database.db
          .select({ id: users.id })
          .from(users)
          .where(like(users.email, '%@demo.tidysteps.example')),
      ).toHaveLength(4);
    },
    SLOW,
  );

  it(
    'refuses a database that holds a real account, and writes nothing',
    async () => {
      await signedUpPerson(harness, 'Robin Vale');
      const before = await snapshot();
      const refused = seedDemoHousehold(deps, { now, fresh: true });
      await expect(refused).rejects.toThrow(RealAccountsFound);
      await expect(refused).rejects.toMatchObject({ count: 1 });
      expect(await snapshot()).toEqual(before);
      const demoAccounts = await harness.database.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, '%@demo.tidysteps.example'));
      expect(demoAccounts).toHaveLength(4);
    },
    SLOW,
  );
});

describe('npm run demo', () => {
  let folder: string;
  let databaseUrl: string | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tidy-demo-'));
    databaseUrl = testDatabaseKind === 'postgres' ? await createPostgresDatabase() : null;
    env = { DATA_DIR: folder, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  });
  afterAll(async () => {
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    await rm(folder, { recursive: true, force: true });
  });

  const run = async (args: string[] = []) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runDemo(args, env, { out: (text) => out.push(text), err: (text) => err.push(text) }, now);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it(
    'uses the same database as npm start, prints how to sign in as each person, and keeps it on a second run',
    async () => {
      const made = await run();
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toContain('Made the demo household.');
      expect(made.out).toContain(databaseUrl ? 'PostgreSQL at' : `Embedded database in ${path.join(folder, 'db')}`);
      expect(made.out).toContain(`${TEST_PUBLIC_URL}/auth`);
      for (const person of DEMO_PEOPLE) {
        expect(made.out).toMatch(
          new RegExp(`${person.name}\\s+${person.role}\\s+${person.email.replace(/\./g, '\\.')}\\s+${person.password}`),
        );
      }
      expect(made.out).toContain('2 submitted tasks for Maya to review');

      const again = await run();
      expect(again.code).toBe(0);
      expect(again.out).toContain('The demo household is already here; nothing was changed.');
      expect(again.out).toContain('maya@demo.tidysteps.example');
    },
    SLOW,
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'stops with what to do while the app holds the embedded database open',
    async () => {
      // A process that is running (the one that started this test run) named as the holder, as `npm start` leaves it.
      const holder = path.join(folder, 'db.pid');
      await writeFile(holder, `${process.ppid}\n`);
      try {
        const refused = await run();
        expect(refused.code).toBe(1);
        expect(refused.out).toBe('');
        expect(refused.err).toContain(`The app is running on this embedded database (process ${process.ppid}`);
        expect(refused.err).toContain(
          'Stop the app (Ctrl-C in its terminal), run `npm run demo`, then `npm start` again.',
        );
      } finally {
        await rm(holder, { force: true });
      }
    },
  );

  it(
    'refuses a database with a real account before changing anything in it',
    async () => {
      const handle = await openDatabase(
        databaseUrl
          ? { kind: 'postgres', url: databaseUrl, poolSize: 1 }
          : { kind: 'pglite', dir: path.join(folder, 'db') },
      );
      try {
        await handle.db.insert(users).values({ id: 'real-person', email: 'robin@example.com', name: 'Robin Vale' });
      } finally {
        await handle.close();
      }
      const refused = await run(['--fresh']);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('Not touching this database: it holds 1 account of real people');
      expect(refused.err).toContain('DATA_DIR=./demo-data npm run demo');

      const after = await openDatabase(
        databaseUrl
          ? { kind: 'postgres', url: databaseUrl, poolSize: 1 }
          : { kind: 'pglite', dir: path.join(folder, 'db') },
      );
      try {
        const demo = await after.db
          .select({ id: users.id })
          .from(users)
          .where(and(like(users.email, '%@demo.tidysteps.example'), eq(users.emailVerified, true)));
        expect(demo).toHaveLength(4);
      } finally {
        await after.close();
      }
    },
    SLOW,
  );
});

class RolledBack extends Error {
  constructor(readonly spacesLeft: number) {
    super('rolled back');
  }
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
