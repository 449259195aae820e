import { SPACE_TYPES } from '@tidy/domain/constants';
import { addDays } from '@tidy/domain/time';
import { daysBetween } from '@tidy/domain/upkeep';
import { upkeepAreasFor } from '@tidy/domain/upkeep-areas';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choreOccurrences, chores } from '../../db/schema';
import type { SpaceEvent } from '../../platform/realtime/bus';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
let organizer: Person;
let parent: Person;
let child: Person;
let guest: Person;
let stranger: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type Area = { id: string; name: string; task_count: number; due_count: number; next_due_on: string | null };
type UpkeepTask = {
  id: string;
  name: string;
  interval_days: number;
  last_done_on: string | null;
  last_done_by_name: string | null;
  next_due_on: string;
  status: 'completed' | 'overdue' | 'pending';
};
type AreaDetail = {
  space: { id: string; name: string; space_type: string };
  area: { id: string; name: string };
  tasks: UpkeepTask[];
};
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;

const kitchenTaskCount = upkeepAreasFor('kitchen').reduce((sum, area) => sum + area.tasks.length, 0);

async function newSpace(person: Person, name: string, spaceType: string) {
  const { spaces } = await json<{ spaces: { id: string }[] }>(
    await person.browser.post('/api/home', { spaces: [{ name, space_type: spaceType }] }),
  );
  return spaces[0]!.id;
}

async function join(person: Person, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

const areas = async (person: Person = organizer, space = spaceId) =>
  (await json<{ areas: Area[] }>(await person.browser.get(`/api/spaces/${space}/areas?today=${today}`))).areas;
const area = async (areaId: string, person: Person = organizer) =>
  json<AreaDetail>(await person.browser.get(`/api/spaces/${spaceId}/areas/${areaId}?today=${today}`));
const taskNamed = async (areaId: string, name: string) =>
  (await area(areaId)).tasks.find((task) => task.name === name)!;
// Upkeep tasks are chores of the space's areas (decision 021); their open turn holds the next due day.
const rowsOf = async (space: string) =>
  (
    await harness.database.db
      .select({ chore: chores, dueOn: choreOccurrences.dueOn })
      .from(chores)
      .innerJoin(choreOccurrences, and(eq(choreOccurrences.choreId, chores.id), eq(choreOccurrences.state, 'todo')))
      .where(and(eq(chores.spaceId, space), isNotNull(chores.area)))
  ).map(({ chore, dueOn }) => ({ ...chore, name: chore.title, dueOn }));
/** An upkeep task's completions: its turns done without review. */
const completionsOf = (taskId: string) =>
  harness.database.db
    .select({ userId: choreOccurrences.doneBy, doneOn: choreOccurrences.doneOn })
    .from(choreOccurrences)
    .where(and(eq(choreOccurrences.choreId, taskId), eq(choreOccurrences.state, 'done')));

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, parent, child, guest, stranger] = (await Promise.all(
    ['Orla Organizer', 'Pat Parent', 'Cleo Child', 'Gus Guest', 'Stu Stranger'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person];
  spaceId = await newSpace(organizer, 'Kitchen', 'kitchen');
  await join(parent, 'parent');
  await join(child, 'child');
  await join(guest, 'guest');
});
afterAll(() => harness.close());

describe('areas of a space', () => {
  it('starts the default tasks once, even when the first reads come at the same time', async () => {
    expect(await rowsOf(spaceId)).toHaveLength(0);
    const answers = await Promise.all(
      [organizer, parent, child, guest, organizer, child].map((person) => areas(person)),
    );
    for (const list of answers)
      expect(list.map((entry) => entry.task_count)).toEqual(answers[0]!.map((entry) => entry.task_count));
    expect(await rowsOf(spaceId)).toHaveLength(kitchenTaskCount);
    await areas();
    await area('fridge');
    expect(await rowsOf(spaceId)).toHaveLength(kitchenTaskCount);
  });

  it('starts them on the first read of one area too', async () => {
    const office = await newSpace(organizer, 'Study', 'office');
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        organizer.browser.get(`/api/spaces/${office}/areas/desk?today=${today}`).then((r) => json<AreaDetail>(r)),
      ),
    );
    expect(first!.tasks.map((task) => task.name)).toEqual(second!.tasks.map((task) => task.name));
    const expected = upkeepAreasFor('office').reduce((sum, entry) => sum + entry.tasks.length, 0);
    expect(await rowsOf(office)).toHaveLength(expected);
  });

  it("lists the space type's areas, counting as due only what is due by today", async () => {
    const list = await areas();
    expect(list.map(({ id, name }) => ({ id, name }))).toEqual(
      upkeepAreasFor('kitchen').map(({ id, name }) => ({ id, name })),
    );
    // The fridge's weekly wipe starts today; its 90-day deep clean 55 days on.
    expect(list.find((entry) => entry.id === 'fridge')).toEqual({
      id: 'fridge',
      name: 'Fridge',
      task_count: 2,
      due_count: 1,
      next_due_on: today,
    });
    // Nothing in the pantry is due on day one: the soonest is its fortnightly task, three days on.
    expect(list.find((entry) => entry.id === 'pantry')).toMatchObject({
      task_count: 3,
      due_count: 0,
      next_due_on: addDays(today, 3),
    });
  });

  it.each(SPACE_TYPES)(
    "spreads a new %s's starting tasks over their intervals: not all due on day one",
    async (spaceType) => {
      const space = await newSpace(organizer, `New ${spaceType}`, spaceType);
      const list = await areas(organizer, space);
      const tasks = (
        await Promise.all(
          list.map((entry) =>
            organizer.browser
              .get(`/api/spaces/${space}/areas/${entry.id}?today=${today}`)
              .then((response) => json<AreaDetail>(response)),
          ),
        )
      ).flatMap((detail) => detail.tasks);
      expect(tasks.length).toBeGreaterThan(1);
      for (const task of tasks) {
        // Each first due date lies within [today, today + interval − 1]; a daily task is due today.
        const offset = daysBetween(today, task.next_due_on);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(task.interval_days - 1);
        expect(task).toMatchObject({ last_done_on: null, status: 'pending' });
      }
      const dueToday = tasks.filter((task) => task.next_due_on === today);
      expect(dueToday.length).toBeGreaterThanOrEqual(1);
      expect(dueToday.length).toBeLessThan(tasks.length);
      expect(list.reduce((sum, entry) => sum + entry.due_count, 0)).toBe(dueToday.length);
      // Stored, so the dates hold on every later read and for every reader.
      const rows = await rowsOf(space);
      expect(rows.map((row) => row.dueOn).sort()).toEqual(tasks.map((task) => task.next_due_on).sort());
    },
  );

  it("counts the first due dates from the household's today that the first read carries", async () => {
    const space = await newSpace(organizer, 'Late-night kitchen', 'kitchen');
    // Already tomorrow where the household is (the server still accepts a day either side of its own date).
    const tomorrow = addDays(today, 1);
    const response = await organizer.browser.get(`/api/spaces/${space}/areas/fridge?today=${tomorrow}`);
    expect(response.status).toBe(200);
    const { tasks } = await json<AreaDetail>(response);
    expect(tasks.map((task) => [task.name, task.next_due_on])).toEqual([
      ['Wipe shelves and check dates', tomorrow],
      ['Deep clean the fridge', addDays(tomorrow, 55)],
    ]);
  });

  it.each(['bedroom', 'living-room', 'bathroom', 'garage', 'gym', 'other'])(
    'gives a %s its own areas',
    async (spaceType) => {
      const other = await newSpace(organizer, `A ${spaceType}`, spaceType);
      expect((await areas(organizer, other)).map((entry) => entry.id)).toEqual(
        upkeepAreasFor(spaceType as 'bedroom').map((entry) => entry.id),
      );
    },
  );
});

describe('one area (the sub-space screen)', () => {
  it("shows the area's tasks: never done, pending, first due spread over their intervals", async () => {
    const detail = await area('fridge', child);
    expect(detail.space).toEqual({ id: spaceId, name: 'Kitchen', space_type: 'kitchen' });
    expect(detail.area).toEqual({ id: 'fridge', name: 'Fridge' });
    expect(
      detail.tasks.map(({ name, interval_days, last_done_on, last_done_by_name, next_due_on, status }) => ({
        name,
        interval_days,
        last_done_on,
        last_done_by_name,
        next_due_on,
        status,
      })),
    ).toEqual([
      {
        name: 'Wipe shelves and check dates',
        interval_days: 7,
        last_done_on: null,
        last_done_by_name: null,
        next_due_on: today,
        status: 'pending',
      },
      {
        name: 'Deep clean the fridge',
        interval_days: 90,
        last_done_on: null,
        last_done_by_name: null,
        next_due_on: addDays(today, 55),
        status: 'pending',
      },
    ]);
  });

  it.each([
    ['an area of another kind of space', `/api/spaces/{space}/areas/closet`, 'Sub-space not found'],
    ['an unknown area', `/api/spaces/{space}/areas/attic`, 'Sub-space not found'],
    ['an unknown space', `/api/spaces/00000000-0000-4000-8000-000000000000/areas/fridge`, 'Space not found'],
    ['a malformed space id', `/api/spaces/not-a-space/areas`, 'Space not found'],
  ])('answers 404 for %s', async (_case, path, message) => {
    const response = await organizer.browser.get(`${path.replace('{space}', spaceId)}?today=${today}`);
    expect(response.status).toBe(404);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });

  it('is 404 "Space not found" for someone outside the household, for the area and the list', async () => {
    for (const path of [`/api/spaces/${spaceId}/areas/fridge`, `/api/spaces/${spaceId}/areas`]) {
      const response = await stranger.browser.get(`${path}?today=${today}`);
      expect(response.status).toBe(404);
      expect((await json<ErrorJson>(response)).error.message).toBe('Space not found');
    }
  });

  it.each([
    ['no date', ''],
    ['a date that is not today', `?today=${addDays(today, 3)}`],
    ['a malformed date', '?today=31-01-2026'],
  ])("needs the person's today: 400 for %s", async (_case, query) => {
    const response = await organizer.browser.get(`/api/spaces/${spaceId}/areas/fridge${query}`);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toMatch(/^today: /);
  });
});

describe('Mark Complete', () => {
  it('makes the task completed and moves its next due date on by its interval', async () => {
    const wipe = await taskNamed('fridge', 'Wipe shelves and check dates');
    const events: SpaceEvent[] = [];
    const stop = harness.services.realtime.subscribe(spaceId, (event) => events.push(event));
    const response = await child.browser.post(`/api/upkeep-tasks/${wipe.id}/complete`, { today });
    expect(response.status).toBe(200);
    const { task } = await json<{ task: UpkeepTask }>(response);
    expect(task).toEqual({
      ...wipe,
      last_done_on: today,
      last_done_by_name: 'Cleo Child',
      next_due_on: addDays(today, 7),
      status: 'completed',
    });
    expect(await taskNamed('fridge', 'Wipe shelves and check dates')).toEqual(task);
    // On PostgreSQL the message comes back through LISTEN/NOTIFY, a moment later.
    await expect.poll(() => events).toEqual([{ type: 'changed', what: 'upkeep', id: wipe.id }]);
    stop();

    const fridge = (await areas()).find((entry) => entry.id === 'fridge')!;
    expect(fridge).toMatchObject({ task_count: 2, due_count: 0, next_due_on: addDays(today, 7) });

    const completions = await completionsOf(wipe.id);
    expect(completions).toMatchObject([{ userId: child.userId, doneOn: today }]);
  });

  it('counts a second completion on the same day once, also for a task done before its first due date', async () => {
    const deep = await taskNamed('fridge', 'Deep clean the fridge');
    expect(deep.next_due_on).toBe(addDays(today, 55));
    const answers = await Promise.all(
      [organizer, parent, child].map((person) =>
        person.browser.post(`/api/upkeep-tasks/${deep.id}/complete`, { today }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const completions = await completionsOf(deep.id);
    expect(completions).toHaveLength(1);
    expect((await taskNamed('fridge', 'Deep clean the fridge')).next_due_on).toBe(addDays(today, 90));
  });

  it('never moves the last done date back to an earlier day', async () => {
    const task = (await area('pantry')).tasks[0]!;
    const tomorrow = addDays(today, 1);
    expect((await organizer.browser.post(`/api/upkeep-tasks/${task.id}/complete`, { today: tomorrow })).status).toBe(
      200,
    );
    const { task: after } = await json<{ task: UpkeepTask }>(
      await organizer.browser.post(`/api/upkeep-tasks/${task.id}/complete`, { today }),
    );
    expect(after.last_done_on).toBe(tomorrow);
    expect(after.next_due_on).toBe(addDays(tomorrow, task.interval_days));
  });

  it.each([
    // [last done, days ago; interval] → status and next due
    [10, 7, 'overdue', -3],
    [8, 7, 'overdue', -1],
    [7, 7, 'pending', 0],
    [6, 7, 'completed', 1],
    [0, 1, 'completed', 1],
    [1, 1, 'pending', 0],
    [365, 365, 'pending', 0],
    [366, 365, 'overdue', -1],
  ])('done %i days ago, every %i days: %s, due %i days from today', async (ago, interval, status, dueIn) => {
    const task = (await area('cabinets')).tasks[0]!;
    // Done `ago` days ago, every `interval` days: its done turn, its rule and its open turn, as the chores engine writes them.
    const db = harness.database.db;
    const doneOn = addDays(today, -ago);
    await db.delete(choreOccurrences).where(and(eq(choreOccurrences.choreId, task.id), eq(choreOccurrences.state, 'done')));
    await db.insert(choreOccurrences).values({ choreId: task.id, spaceId, dueOn: doneOn, state: 'done', doneBy: organizer.userId, doneOn });
    await db.update(chores).set({ rule: { kind: 'after_done', interval }, anchorOn: doneOn }).where(eq(chores.id, task.id));
    await db
      .update(choreOccurrences)
      .set({ dueOn: addDays(doneOn, interval) })
      .where(and(eq(choreOccurrences.choreId, task.id), eq(choreOccurrences.state, 'todo')));
    const now = (await area('cabinets')).tasks[0]!;
    expect(now).toMatchObject({ status, next_due_on: addDays(today, dueIn), last_done_on: addDays(today, -ago) });
  });

  it('is refused for guests (403) and people outside the household (404)', async () => {
    const task = (await area('cabinets')).tasks[1]!;
    const refused = await guest.browser.post(`/api/upkeep-tasks/${task.id}/complete`, { today });
    expect(refused.status).toBe(403);
    expect((await json<ErrorJson>(refused)).error.message).toBe('Guests cannot mark upkeep tasks complete.');
    expect((await stranger.browser.post(`/api/upkeep-tasks/${task.id}/complete`, { today })).status).toBe(404);
    expect((await organizer.browser.post('/api/upkeep-tasks/not-a-task/complete', { today })).status).toBe(404);
    expect((await area('cabinets')).tasks[1]!.status).toBe('pending');
  });

  it.each([
    ['no date', {}],
    ['a date far from today', { today: addDays(today, -5) }],
    ['a day that does not exist', { today: '2026-02-30' }],
  ])('needs today: 400 for %s', async (_case, payload) => {
    const task = (await area('cabinets')).tasks[1]!;
    expect((await organizer.browser.post(`/api/upkeep-tasks/${task.id}/complete`, payload)).status).toBe(400);
  });
});

describe('Add New Task', () => {
  it('adds a recurring task to the area, due at once, for organizers and parents', async () => {
    const response = await parent.browser.post(`/api/spaces/${spaceId}/areas/fridge/tasks`, {
      name: '  Check the door seals  ',
      interval_days: 30,
      today,
    });
    expect(response.status).toBe(201);
    const { task } = await json<{ task: UpkeepTask }>(response);
    expect(task).toMatchObject({
      name: 'Check the door seals',
      interval_days: 30,
      last_done_on: null,
      next_due_on: today,
      status: 'pending',
    });
    const detail = await area('fridge', child);
    expect(detail.tasks.map((entry) => entry.name)).toEqual([
      'Wipe shelves and check dates',
      'Deep clean the fridge',
      'Check the door seals',
    ]);
    const row = (await rowsOf(spaceId)).find((entry) => entry.id === task.id)!;
    expect(row.createdBy).toBe(parent.userId);
    // Not spread: a task added by hand is wanted now.
    expect(row.dueOn).toBe(today);
    expect((await areas()).find((entry) => entry.id === 'fridge')).toMatchObject({ due_count: 1, next_due_on: today });
  });

  it.each([[{ name: 'x', interval_days: 1 }], [{ name: 'y'.repeat(80), interval_days: 365 }]])(
    'accepts the limits %j',
    async (payload) => {
      expect((await organizer.browser.post(`/api/spaces/${spaceId}/areas/pantry/tasks`, payload)).status).toBe(201);
    },
  );

  it.each([
    [{ name: '', interval_days: 7 }, 'name: Please enter a task name.'],
    [{ name: '    ', interval_days: 7 }, 'name: Please enter a task name.'],
    [{ interval_days: 7 }, 'name: Please enter a task name.'],
    [{ name: 'z'.repeat(81), interval_days: 7 }, 'name: The name must be 80 characters or fewer.'],
    [{ name: 'Dust', interval_days: 0 }, 'interval_days: Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: 366 }, 'interval_days: Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: 2.5 }, 'interval_days: Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: '7' }, 'interval_days: Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust' }, 'interval_days: Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: 7, today: '2020-01-01' }, 'today: must be today'],
  ])('refuses %j: %s', async (payload, message) => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/areas/fridge/tasks`, payload);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });

  it('is 404 "Sub-space not found" for an area the space does not have', async () => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/areas/closet/tasks`, {
      name: 'Sort',
      interval_days: 7,
    });
    expect(response.status).toBe(404);
    expect((await json<ErrorJson>(response)).error.message).toBe('Sub-space not found');
  });

  it.each([
    ['child', 403],
    ['guest', 403],
    ['stranger', 404],
  ] as const)('is refused for a %s (%i)', async (who, status) => {
    const person = { child, guest, stranger }[who];
    const response = await person.browser.post(`/api/spaces/${spaceId}/areas/fridge/tasks`, {
      name: 'Mine',
      interval_days: 7,
    });
    expect(response.status).toBe(status);
  });

  it('stops at 50 tasks in one area', async () => {
    const space = await newSpace(organizer, 'Second kitchen', 'kitchen');
    await areas(organizer, space);
    const held = (await rowsOf(space)).filter((row) => row.area === 'cabinets').length;
    await harness.database.db.insert(chores).values(
      Array.from({ length: 50 - held }, (_, index) => ({
        spaceId: space,
        area: 'cabinets',
        title: `Task ${index}`,
        rule: { kind: 'after_done' as const, interval: 7 },
        anchorOn: addDays(today, -7),
        points: 0,
        needsReview: false,
      })),
    );
    const response = await organizer.browser.post(`/api/spaces/${space}/areas/cabinets/tasks`, {
      name: 'One too many',
      interval_days: 7,
    });
    expect(response.status).toBe(409);
    expect((await json<ErrorJson>(response)).error.message).toBe(
      'An area holds at most 50 upkeep tasks: remove one first.',
    );
  });
});

describe('removing a task', () => {
  it('removes it and its history, for organizers and parents only', async () => {
    const { task } = await json<{ task: UpkeepTask }>(
      await organizer.browser.post(`/api/spaces/${spaceId}/areas/cabinets/tasks`, {
        name: 'Oil the hinges',
        interval_days: 180,
      }),
    );
    await child.browser.post(`/api/upkeep-tasks/${task.id}/complete`, { today });
    expect((await child.browser.delete(`/api/upkeep-tasks/${task.id}`)).status).toBe(403);
    expect((await guest.browser.delete(`/api/upkeep-tasks/${task.id}`)).status).toBe(403);
    expect((await stranger.browser.delete(`/api/upkeep-tasks/${task.id}`)).status).toBe(404);
    expect((await parent.browser.delete(`/api/upkeep-tasks/${task.id}`)).status).toBe(204);
    expect((await area('cabinets')).tasks.map((entry) => entry.id)).not.toContain(task.id);
    expect(await completionsOf(task.id)).toHaveLength(0);
    expect((await organizer.browser.delete(`/api/upkeep-tasks/${task.id}`)).status).toBe(404);
  });

  it('keeps them gone once a household removed every one: the starting tasks are given only once', async () => {
    const garage = await newSpace(organizer, 'Garage', 'garage');
    await areas(organizer, garage);
    const started = await rowsOf(garage);
    expect(started.length).toBeGreaterThan(0);
    for (const row of started) expect((await organizer.browser.delete(`/api/upkeep-tasks/${row.id}`)).status).toBe(204);

    const list = await areas(organizer, garage);
    expect(list.map((entry) => entry.task_count)).toEqual(list.map(() => 0));
    const firstArea = list[0]!.id;
    const detail = await json<AreaDetail>(
      await organizer.browser.get(`/api/spaces/${garage}/areas/${firstArea}?today=${today}`),
    );
    expect(detail.tasks).toEqual([]);
    expect(await rowsOf(garage)).toHaveLength(0);

    // A task the household adds afterwards is the only one there.
    const added = await organizer.browser.post(`/api/spaces/${garage}/areas/${firstArea}/tasks`, {
      name: 'Sweep the floor',
      interval_days: 7,
    });
    expect(added.status).toBe(201);
    expect((await rowsOf(garage)).map((row) => row.name)).toEqual(['Sweep the floor']);
  });
});
