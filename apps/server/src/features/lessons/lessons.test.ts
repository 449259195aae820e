import { addDays } from '@tidy/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choreOccurrences, chores, dailyTasks, lessonProgress, todoItems } from '../../db/schema';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

type Progress = {
  completed_lessons: number[];
  xp: number;
  streak: { current: number; active_today: boolean };
  room_style: string;
};
type ErrorJson = { error: { code: string; message: string } };

let harness: TestApp;
const today = new Date().toISOString().slice(0, 10);
const json = async <T>(response: Response) => (await response.json()) as T;

const progressOf = async (person: Person, day = today) =>
  json<Progress>(await person.browser.get(`/api/progress?today=${day}`));
const complete = (person: Person, lessonId: number | string, body: object = { today, time_spent_seconds: 90 }) =>
  person.browser.post(`/api/lessons/${lessonId}/complete`, body);
const merge = (person: Person, ids: unknown, day = today) =>
  person.browser.post('/api/progress/merge', { completed_lessons: ids, today: day });

async function expectProgress(response: Response, expected: Partial<Progress>) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await json<Progress>(response)).toMatchObject(expected);
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('who may read and change progress', () => {
  it.each([
    ['GET /api/progress', () => testBrowser(harness).get(`/api/progress?today=${today}`)],
    [
      'POST /api/lessons/1/complete',
      () => testBrowser(harness).post('/api/lessons/1/complete', { today, time_spent_seconds: 5 }),
    ],
    [
      'POST /api/progress/merge',
      () => testBrowser(harness).post('/api/progress/merge', { completed_lessons: [1], today }),
    ],
  ])('%s needs a session', async (_route, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect((await json<ErrorJson>(response)).error.code).toBe('unauthorized');
  });

  it("keeps each person's progress their own", async () => {
    const [ana, ben] = await Promise.all([signedUpPerson(harness, 'Ana Own'), signedUpPerson(harness, 'Ben Own')]);
    await expectProgress(await complete(ana, 1), { completed_lessons: [1] });
    expect(await progressOf(ben)).toEqual({
      completed_lessons: [],
      xp: 0,
      streak: { current: 0, active_today: false },
      room_style: 'other',
    });
  });
});

describe('validation', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signedUpPerson(harness, 'Val Idation');
  });

  it.each([
    ['no date', '/api/progress', 'today:'],
    ['a date that is not today', `/api/progress?today=${addDays(today, -5)}`, 'today: must be today'],
    ['not a date', '/api/progress?today=tomorrow', 'today: must be a date like'],
  ])('GET /api/progress refuses %s', async (_label, url, message) => {
    const response = await person.browser.get(url);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });

  it.each([
    [{ today, time_spent_seconds: -1 }, 'time_spent_seconds: Send a whole number of seconds from 0 to 86400.'],
    [{ today, time_spent_seconds: 86_401 }, 'time_spent_seconds: Send a whole number of seconds from 0 to 86400.'],
    [{ today, time_spent_seconds: 1.5 }, 'time_spent_seconds: Send a whole number of seconds from 0 to 86400.'],
    [{ today, time_spent_seconds: '60' }, 'time_spent_seconds: Send a whole number of seconds from 0 to 86400.'],
    [{ time_spent_seconds: 60 }, 'today:'],
    [{ today: addDays(today, 3), time_spent_seconds: 60 }, 'today: must be today'],
  ])('completing refuses %j', async (body, message) => {
    const response = await complete(person, 1, body);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });

  it.each([
    [Array.from({ length: 101 }, (_, index) => index + 1), 'completed_lessons: Send at most 100 lesson numbers.'],
    [[1, 'two'], 'completed_lessons'],
    [[1.5], 'completed_lessons'],
    ['1,2', 'completed_lessons'],
  ])('merging refuses %j', async (ids, message) => {
    const response = await merge(person, ids);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });

  it('accepts the extremes of time spent: 0 and a whole day', async () => {
    await expectProgress(await complete(person, 1, { today, time_spent_seconds: 0 }), { completed_lessons: [1] });
    await expectProgress(await complete(person, 2, { today, time_spent_seconds: 86_400 }), {
      completed_lessons: [1, 2],
    });
  });

  it.each(['0', '25', '999', '-1', 'abc', '1.5', '01x'])(
    'answers 404 for lesson %s, which is not on the path',
    async (id) => {
      const response = await complete(person, id);
      expect(response.status).toBe(404);
      expect((await json<ErrorJson>(response)).error.message).toBe('Lesson not found');
    },
  );
});

describe('completing lessons', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signedUpPerson(harness, 'Lena Lessons');
  });

  it("refuses a locked lesson with 409, by the server's own record", async () => {
    for (const id of [2, 3, 7, 24]) {
      const response = await complete(person, id);
      expect(response.status).toBe(409);
      expect(await json<ErrorJson>(response)).toEqual({
        error: { code: 'conflict', message: 'Complete the previous lessons first.' },
      });
    }
    expect((await progressOf(person)).completed_lessons).toEqual([]);
  });

  it('completes lessons in order: 100 XP each, and the next one unlocks', async () => {
    await expectProgress(await complete(person, 1), {
      completed_lessons: [1],
      xp: 100,
      streak: { current: 1, active_today: true },
    });
    expect((await complete(person, 3)).status).toBe(409);
    await expectProgress(await complete(person, 2), { completed_lessons: [1, 2], xp: 200 });
    await expectProgress(await complete(person, 3), {
      completed_lessons: [1, 2, 3],
      xp: 300,
      streak: { current: 1, active_today: true },
    });
  });

  it('keeps the first completion when a lesson is completed again', async () => {
    await expectProgress(await complete(person, 1, { today: addDays(today, 1), time_spent_seconds: 4000 }), {
      completed_lessons: [1, 2, 3],
      xp: 300,
    });
    const [row] = await harness.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, person.userId), eq(lessonProgress.lessonId, 1)));
    expect(row).toMatchObject({ completedOn: today, timeSpentSeconds: 90 });
  });

  it('stores the day and time spent the device sent', async () => {
    await complete(person, 4, { today, time_spent_seconds: 321 });
    const [row] = await harness.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, person.userId), eq(lessonProgress.lessonId, 4)));
    expect(row).toMatchObject({ completedOn: today, timeSpentSeconds: 321 });
  });

  it('takes Unit 2 from the room in the preferences', async () => {
    expect((await progressOf(person)).room_style).toBe('other');
    expect((await person.browser.put('/api/preferences', { motivation_style: 'kitchen' })).status).toBe(200);
    expect((await progressOf(person)).room_style).toBe('kitchen');
    // A garage has no routine of its own: it takes the room-agnostic one.
    await person.browser.put('/api/preferences', { motivation_style: 'garage' });
    expect((await progressOf(person)).room_style).toBe('other');
  });

  it('opens Unit 2 after lesson 6 and follows the path to its end', async () => {
    const walker = await signedUpPerson(harness, 'Walt Walker');
    for (let id = 1; id <= 24; id += 1) expect((await complete(walker, id)).status).toBe(200);
    expect(await progressOf(walker)).toMatchObject({
      xp: 2400,
      completed_lessons: Array.from({ length: 24 }, (_, i) => i + 1),
    });
  });
});

describe('merging progress from a device', () => {
  it('adds what the device completed while signed out, in id order, leaving out locked and unknown ids', async () => {
    const person = await signedUpPerson(harness, 'Mia Merge');
    await complete(person, 1);
    await expectProgress(await merge(person, [5, 3, 2, 99, 0, 3, 2]), { completed_lessons: [1, 2, 3], xp: 300 });
    // 5 is still locked (4 is missing): it stays out, and merging again changes nothing.
    await expectProgress(await merge(person, [5, 3, 2]), { completed_lessons: [1, 2, 3] });
  });

  it('brings a whole device path into an empty record, and a chain only as far as it is unbroken', async () => {
    const person = await signedUpPerson(harness, 'Noa New');
    await expectProgress(await merge(person, [1, 2, 4, 6]), { completed_lessons: [1, 2], xp: 200 });
    await expectProgress(await merge(person, []), { completed_lessons: [1, 2] });
    await expectProgress(await merge(person, [3, 4, 5, 6, 7]), { completed_lessons: [1, 2, 3, 4, 5, 6, 7], xp: 700 });
  });

  it('counts merged lessons on the day they reach the server', async () => {
    const person = await signedUpPerson(harness, 'Dee Day');
    await expectProgress(await merge(person, [1]), { streak: { current: 1, active_today: true } });
  });
});

describe('the streak', () => {
  let person: Person;
  let spaceId: string;
  const day = (offset: number) => addDays(today, offset);

  beforeAll(async () => {
    person = await signedUpPerson(harness, 'Stella Streak');
    const { spaces } = await json<{ spaces: { id: string }[] }>(
      await person.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] }),
    );
    spaceId = spaces[0]!.id;
  });

  async function completedDailyTask(userId: string, taskDate: string, isCompleted = true) {
    await harness.database.db.insert(dailyTasks).values({
      userId,
      spaceId,
      title: 'Wipe the counter',
      estimatedTime: 5,
      points: 10,
      taskDate,
      isCompleted,
      ...(isCompleted ? { completedAt: new Date() } : {}),
    });
  }

  it('is 0 with nothing done (starter tasks waiting do not count)', async () => {
    expect((await progressOf(person)).streak).toEqual({ current: 0, active_today: false });
  });

  it('counts days in a row from lessons, daily tasks, to-do items and upkeep, ending yesterday', async () => {
    const db = harness.database.db;
    await db.insert(lessonProgress).values({ userId: person.userId, lessonId: 1, completedOn: day(-1) });
    await completedDailyTask(person.userId, day(-2));
    await db
      .insert(todoItems)
      .values({ userId: person.userId, task: 'Sort mail', completed: true, completedOn: day(-3), estimatedTime: 10 });
    // An area's upkeep is a chore whose turns end 'done' (decision 021).
    const [area] = await db
      .insert(chores)
      .values({
        spaceId,
        area: 'fridge',
        title: 'Wipe the fridge shelves',
        rule: { kind: 'after_done', interval: 7 },
        anchorOn: day(-4),
        points: 0,
        needsReview: false,
      })
      .returning();
    const upkeepDone = (userId: string, doneOn: string) =>
      db.insert(choreOccurrences).values({ choreId: area!.id, spaceId, dueOn: doneOn, state: 'done', doneBy: userId, doneOn });
    await upkeepDone(person.userId, day(-4));
    // Not part of the streak: an open task, an open to-do item, a gap, and someone else's work.
    await completedDailyTask(person.userId, day(-5), false);
    await db
      .insert(todoItems)
      .values({ userId: person.userId, task: 'Open', completed: false, completedOn: day(-5), estimatedTime: 10 });
    const other = await signedUpPerson(harness, 'Otto Other');
    await completedDailyTask(other.userId, day(-5));
    await upkeepDone(other.userId, day(-5));
    await db.insert(lessonProgress).values({ userId: person.userId, lessonId: 2, completedOn: day(-6) });

    // Today has nothing yet, and the streak still stands.
    expect((await progressOf(person)).streak).toEqual({ current: 4, active_today: false });
    // The same day seen from a device one day ahead: yesterday had nothing, so the streak is broken.
    expect((await progressOf(person, day(1))).streak).toEqual({ current: 0, active_today: false });
    expect((await progressOf(other)).streak).toEqual({ current: 0, active_today: false });
  });

  it('grows when something is done today, and counts a day once however much was done', async () => {
    await expectProgress(await complete(person, 3), { streak: { current: 5, active_today: true } });
    await completedDailyTask(person.userId, today);
    expect((await progressOf(person)).streak).toEqual({ current: 5, active_today: true });
  });

  it('fills a gap when the missing day is done', async () => {
    await completedDailyTask(person.userId, day(-5));
    expect((await progressOf(person)).streak).toEqual({ current: 7, active_today: true });
  });

  it('looks back at most 400 days', async () => {
    const marathoner = await signedUpPerson(harness, 'Max Marathon');
    const rows = Array.from({ length: 450 }, (_, index) => ({
      userId: marathoner.userId,
      task: `Day ${index}`,
      completed: true,
      completedOn: day(-index),
      estimatedTime: 5,
    }));
    await harness.database.db.insert(todoItems).values(rows);
    expect((await progressOf(marathoner)).streak).toEqual({ current: 401, active_today: true });
  });
});
