import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoItems } from '../../db/schema';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { MAX_TODO_ITEMS } from './service';

type Item = {
  id: string;
  task: string;
  completed: boolean;
  completedAt: string | null;
  completedOn: string | null;
  stepId: number | null;
  stepTitle: string | null;
  estimatedTime: number;
  points: number;
  isCustom: boolean;
  timeSpentSeconds: number;
  addedAt: string;
};
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;

let harness: TestApp;
let sam: Person;
let stranger: Person;
const today = new Date().toISOString().slice(0, 10);

async function add(person: Person, body: Record<string, unknown>) {
  const response = await person.browser.post('/api/todo', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ item: Item }>(response)).item;
}
const listOf = async (person: Person) => (await json<{ items: Item[] }>(await person.browser.get('/api/todo'))).items;

beforeAll(async () => {
  harness = await createTestApp();
  [sam, stranger] = (await Promise.all([signedUpPerson(harness, 'Sam Rivera'), signedUpPerson(harness, 'Stu Stranger')])) as [Person, Person];
});
afterAll(() => harness.close());

describe('adding items', () => {
  it('adds your own task with the default 15 minutes, as a custom task worth nothing by itself', async () => {
    const item = await add(sam, { task: '  Sort the mail  ' });
    expect(item).toMatchObject({
      task: 'Sort the mail',
      estimatedTime: 15,
      completed: false,
      completedAt: null,
      completedOn: null,
      isCustom: true,
      points: 0,
      timeSpentSeconds: 0,
      stepId: null,
      stepTitle: null,
    });
    expect(Date.parse(item.addedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('adds a preset at round(time × 2) points, and a lesson task with its step', async () => {
    expect(await add(sam, { task: 'Wipe the counters', estimatedTime: 5, isCustom: false })).toMatchObject({ points: 10, isCustom: false });
    expect(await add(sam, { task: 'Reset one drawer', estimatedTime: 15, isCustom: false, points: 30 })).toMatchObject({ points: 30 });
    expect(await add(sam, { task: 'Choose a landing spot', estimatedTime: 10, stepId: 3, stepTitle: 'Entryway basics', isCustom: false })).toMatchObject({
      stepId: 3,
      stepTitle: 'Entryway basics',
    });
  });

  it.each([
    ['an empty task', { task: '' }, 'task: Please describe the task.'],
    ['a task of spaces only', { task: '    ' }, 'task: Please describe the task.'],
    ['no task at all', { estimatedTime: 10 }, 'task: Please describe the task.'],
    ['0 minutes', { task: 'Dust', estimatedTime: 0 }, 'estimatedTime: Time must be a whole number from 1 to 240 minutes.'],
    ['241 minutes', { task: 'Dust', estimatedTime: 241 }, 'estimatedTime: Time must be a whole number from 1 to 240 minutes.'],
    ['fractional minutes', { task: 'Dust', estimatedTime: 2.5 }, 'estimatedTime: Time must be a whole number from 1 to 240 minutes.'],
    ['minutes as text', { task: 'Dust', estimatedTime: '10' }, 'estimatedTime: Time must be a whole number from 1 to 240 minutes.'],
    ['a task over 500 characters', { task: 'x'.repeat(501) }, 'task: The task must be 500 characters or fewer.'],
    ['more points than two a minute', { task: 'Dust', estimatedTime: 5, points: 11 }, 'points: A to-do item earns at most two points per minute.'],
    ['negative points', { task: 'Dust', points: -1 }, 'points: A to-do item earns at most two points per minute.'],
    ['step 0', { task: 'Dust', stepId: 0 }, 'stepId: A lesson step is a whole number from 1 to 1000.'],
  ])('refuses %s', async (_name, body, message) => {
    const response = await sam.browser.post('/api/todo', body);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error).toMatchObject({ code: 'invalid_input', message });
  });

  it.each([1, 240])('accepts %s minutes', async (minutes) => {
    expect((await add(sam, { task: `Edge ${minutes}`, estimatedTime: minutes })).estimatedTime).toBe(minutes);
  });

  it('keeps a client uuid as the id, and a retry with it returns the same item instead of a copy', async () => {
    const id = randomUUID();
    const first = await add(sam, { id, task: 'Retried task' });
    expect(first.id).toBe(id);
    const again = await add(sam, { id, task: 'Retried task' });
    expect(again).toEqual(first);
    expect((await listOf(sam)).filter((item) => item.task === 'Retried task')).toHaveLength(1);
  });

  it('lists your items oldest first, and nobody else’s', async () => {
    await add(stranger, { task: 'Stranger’s own task' });
    const items = await listOf(sam);
    expect(items[0]!.task).toBe('Sort the mail');
    const added = items.map((item) => Date.parse(item.addedAt));
    expect(added).toEqual([...added].sort((a, b) => a - b));
    expect(items.map((item) => item.task)).not.toContain('Stranger’s own task');
  });
});

describe('completing, timing and removing', () => {
  it('completes with your local date, saves the time spent, and reopens', async () => {
    const item = await add(sam, { task: 'Fold the laundry' });
    const done = await json<{ item: Item }>(
      await sam.browser.patch(`/api/todo/${item.id}`, { completed: true, completedOn: today, timeSpentSeconds: 125 }),
    );
    expect(done.item).toMatchObject({ completed: true, completedOn: today, timeSpentSeconds: 125 });
    expect(done.item.completedAt).not.toBeNull();

    // Completing again keeps the first time it was completed.
    const twice = await json<{ item: Item }>(await sam.browser.patch(`/api/todo/${item.id}`, { completed: true, completedOn: today }));
    expect(twice.item.completedAt).toBe(done.item.completedAt);

    const reopened = await json<{ item: Item }>(await sam.browser.patch(`/api/todo/${item.id}`, { completed: false }));
    expect(reopened.item).toMatchObject({ completed: false, completedAt: null, completedOn: null, timeSpentSeconds: 125 });

    const paused = await json<{ item: Item }>(await sam.browser.patch(`/api/todo/${item.id}`, { timeSpentSeconds: 0 }));
    expect(paused.item).toMatchObject({ completed: false, timeSpentSeconds: 0 });
  });

  it.each([
    ['nothing to change', {}, 'Send completed or timeSpentSeconds to change.'],
    ['completing without a date', { completed: true }, 'completedOn: Send your local date when completing an item.'],
    ['a date that is not today', { completed: true, completedOn: '2001-01-01' }, 'completedOn: must be today'],
    ['negative time spent', { timeSpentSeconds: -1 }, 'timeSpentSeconds: Time spent must be a whole number of seconds from 0 to 86400.'],
    ['more than a day', { timeSpentSeconds: 86_401 }, 'timeSpentSeconds: Time spent must be a whole number of seconds from 0 to 86400.'],
  ])('refuses %s', async (_name, body, message) => {
    const item = await add(sam, { task: 'Validation target' });
    const response = await sam.browser.patch(`/api/todo/${item.id}`, body);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });

  it('removes an item, once', async () => {
    const item = await add(sam, { task: 'Remove me' });
    expect((await sam.browser.delete(`/api/todo/${item.id}`)).status).toBe(204);
    expect((await sam.browser.delete(`/api/todo/${item.id}`)).status).toBe(404);
    expect((await listOf(sam)).map((i) => i.id)).not.toContain(item.id);
  });

  it('Clear Completed removes only your completed items', async () => {
    const a = await add(sam, { task: 'Done A' });
    const b = await add(sam, { task: 'Done B' });
    await sam.browser.patch(`/api/todo/${a.id}`, { completed: true, completedOn: today });
    await sam.browser.patch(`/api/todo/${b.id}`, { completed: true, completedOn: today });
    const theirs = await add(stranger, { task: 'Stranger done' });
    await stranger.browser.patch(`/api/todo/${theirs.id}`, { completed: true, completedOn: today });

    const before = await listOf(sam);
    const response = await sam.browser.post('/api/todo/clear-completed');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ removed: before.filter((item) => item.completed).length });
    const after = await listOf(sam);
    expect(after.every((item) => !item.completed)).toBe(true);
    expect(after).toHaveLength(before.filter((item) => !item.completed).length);
    expect((await listOf(stranger)).map((item) => item.id)).toContain(theirs.id);
    expect(await json(await sam.browser.post('/api/todo/clear-completed'))).toEqual({ removed: 0 });
  });
});

describe('your items are yours alone', () => {
  it('a stranger cannot see, change, complete or remove your item: it does not exist for them', async () => {
    const item = await add(sam, { task: 'Private task' });
    for (const response of [
      await stranger.browser.patch(`/api/todo/${item.id}`, { completed: true, completedOn: today }),
      await stranger.browser.patch(`/api/todo/${item.id}`, { timeSpentSeconds: 5 }),
      await stranger.browser.delete(`/api/todo/${item.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect((await json<ErrorJson>(response)).error).toEqual({ code: 'not_found', message: 'To-do item not found' });
    }
    // Nor can they take it over through a sync under its id, or remove it from there.
    const synced = await json<{ items: Item[] }>(
      await stranger.browser.post('/api/todo/sync', {
        items: [{ id: item.id, task: 'Hijacked', estimatedTime: 5, completed: true, completedOn: today, timeSpentSeconds: 9, addedAt: new Date().toISOString() }],
        removedIds: [item.id],
      }),
    );
    const copy = synced.items.find((i) => i.task === 'Hijacked');
    expect(copy).toBeDefined();
    expect(copy!.id).not.toBe(item.id);
    const [row] = await harness.database.db.select().from(todoItems).where(eq(todoItems.id, item.id));
    expect(row).toMatchObject({ userId: sam.userId, task: 'Private task', completed: false, timeSpentSeconds: 0 });
  });

  it('a malformed or unknown id is the same 404', async () => {
    for (const id of ['not-a-uuid', randomUUID()]) {
      expect((await sam.browser.patch(`/api/todo/${id}`, { timeSpentSeconds: 1 })).status).toBe(404);
      expect((await sam.browser.delete(`/api/todo/${id}`)).status).toBe(404);
    }
  });

  it('asks a visitor to sign in on every route', async () => {
    const visitor = testBrowser(harness);
    const id = randomUUID();
    for (const response of [
      await visitor.get('/api/todo'),
      await visitor.post('/api/todo', { task: 'x' }),
      await visitor.patch(`/api/todo/${id}`, { timeSpentSeconds: 1 }),
      await visitor.delete(`/api/todo/${id}`),
      await visitor.post('/api/todo/clear-completed'),
      await visitor.post('/api/todo/sync', { items: [] }),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});

describe('syncing a list kept offline', () => {
  let kim: Person;
  beforeAll(async () => {
    kim = await signedUpPerson(harness, 'Kim Offline');
  });

  const offline = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID() as string,
    task: 'Offline task',
    estimatedTime: 10,
    completed: false,
    timeSpentSeconds: 0,
    addedAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  });

  it('merges once: the same items sent again make no copies', async () => {
    const online = await add(kim, { task: 'Added online' });
    const local = [
      offline({ task: 'Made on the train', addedAt: new Date(Date.now() - 7_200_000).toISOString() }),
      offline({ task: 'Done on the train', completed: true, completedOn: '2024-05-01', completedAt: '2024-05-01T08:00:00Z', timeSpentSeconds: 300 }),
      offline({ id: 'local-1', task: 'Old client id', isCustom: false, estimatedTime: 6 }),
      // What the device changed offline about an item it had from the server.
      { ...offline({ id: online.id, task: 'Added online', completed: true, completedOn: today, timeSpentSeconds: 61 }) },
    ];
    const first = await json<{ items: Item[] }>(await kim.browser.post('/api/todo/sync', { items: local }));
    expect(first.items).toHaveLength(4);
    expect(first.items[0]).toMatchObject({ id: local[0]!.id, task: 'Made on the train', addedAt: local[0]!.addedAt });
    expect(first.items.find((i) => i.task === 'Done on the train')).toMatchObject({
      id: local[1]!.id,
      completed: true,
      completedOn: '2024-05-01',
      completedAt: '2024-05-01T08:00:00.000Z',
      timeSpentSeconds: 300,
    });
    const oldId = first.items.find((i) => i.task === 'Old client id')!;
    expect(oldId.id).not.toBe('local-1');
    expect(oldId).toMatchObject({ isCustom: false, points: 12 });
    expect(first.items.find((i) => i.id === online.id)).toMatchObject({ completed: true, completedOn: today, timeSpentSeconds: 61 });

    const again = await json<{ items: Item[] }>(await kim.browser.post('/api/todo/sync', { items: local.filter((item) => item.id !== 'local-1') }));
    expect(again.items).toEqual(first.items);
    expect(await listOf(kim)).toEqual(first.items);
  });

  it('removes the items removed offline, and only yours', async () => {
    const items = await listOf(kim);
    const theirs = await add(stranger, { task: 'Not Kim’s' });
    const result = await json<{ items: Item[] }>(
      await kim.browser.post('/api/todo/sync', { items: [], removedIds: [items[0]!.id, theirs.id, 'junk'] }),
    );
    expect(result.items.map((i) => i.id)).not.toContain(items[0]!.id);
    expect(result.items).toHaveLength(items.length - 1);
    expect((await listOf(stranger)).map((i) => i.id)).toContain(theirs.id);
  });

  it.each([
    ['an empty task', { task: ' ' }, 'items.0.task: Please describe the task.'],
    ['241 minutes', { estimatedTime: 241 }, 'items.0.estimatedTime: Time must be a whole number from 1 to 240 minutes.'],
    ['completed with no day', { completed: true }, 'items.0.completedOn: A completed item needs the day it was completed.'],
    ['a completion day in the future', { completed: true, completedOn: '2999-01-01' }, 'items.0.completedOn: must be a real day, not in the future'],
    ['a completion day that does not exist', { completed: true, completedOn: '2024-02-31' }, 'items.0.completedOn: must be a real day, not in the future'],
    ['no addedAt', { addedAt: undefined }, 'items.0.addedAt: must be a date and time like 2026-11-21T09:30:00Z'],
  ])('refuses %s', async (_name, overrides, message) => {
    const response = await kim.browser.post('/api/todo/sync', { items: [offline(overrides)] });
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });

  it('refuses more than 200 items at once', async () => {
    const items = Array.from({ length: MAX_TODO_ITEMS + 1 }, () => offline());
    const response = await kim.browser.post('/api/todo/sync', { items });
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe('items: Send at most 200 items.');
  });
});

describe('the list holds at most 200 items', () => {
  it('refuses the 201st item with a clear 409, by add and by sync, until one is removed', async () => {
    const full = await signedUpPerson(harness, 'Fay Full');
    const existing = (await listOf(full)).length;
    await harness.database.db.insert(todoItems).values(
      Array.from({ length: MAX_TODO_ITEMS - existing }, (_, index) => ({ userId: full.userId, task: `Item ${index}`, estimatedTime: 5 })),
    );
    const refused = await full.browser.post('/api/todo', { task: 'One too many' });
    expect(refused.status).toBe(409);
    expect((await json<ErrorJson>(refused)).error).toEqual({
      code: 'conflict',
      message: 'Your to-do list is full: it holds up to 200 items. Remove some or clear the completed ones first.',
    });
    const syncRefused = await full.browser.post('/api/todo/sync', {
      items: [{ id: randomUUID(), task: 'Offline extra', estimatedTime: 5, completed: false, timeSpentSeconds: 0, addedAt: new Date().toISOString() }],
    });
    expect(syncRefused.status).toBe(409);

    const [first] = await listOf(full);
    expect((await full.browser.delete(`/api/todo/${first!.id}`)).status).toBe(204);
    await add(full, { task: 'Fits again' });
  });
});
