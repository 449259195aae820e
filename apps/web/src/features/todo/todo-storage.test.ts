import { describe, expect, it } from 'vitest';
import { fromServer, type TodoState } from './todo-state';
import {
  claimTodoStorage,
  forgetSavedTodoList,
  readTimers,
  readTodoState,
  TODO_ITEMS_KEY,
  TODO_OWNER_KEY,
  TODO_REMOVED_KEY,
  TODO_TIMERS_KEY,
  writeTimers,
  writeTodoState,
} from './todo-storage';
import { memoryStorage, refusingStorage } from '../../test-support/storage';

const item = fromServer({
  id: 'a1',
  task: 'Sort the mail',
  completed: true,
  completedAt: '2025-03-01T09:00:00.000Z',
  completedOn: '2025-03-01',
  stepId: null,
  stepTitle: null,
  estimatedTime: 15,
  points: 0,
  isCustom: true,
  timeSpentSeconds: 75,
  addedAt: '2025-03-01T08:00:00.000Z',
});
const state: TodoState = { items: [item], removedIds: ['gone'] };

describe('the stored list', () => {
  it('keeps the items under todoListItems, in the spec’s shape, and reads them back', () => {
    const storage = memoryStorage();
    claimTodoStorage(storage, 'sam');
    writeTodoState(storage, 'sam', state);
    const stored = JSON.parse(storage.data.get(TODO_ITEMS_KEY)!) as Record<string, unknown>[];
    expect(Object.keys(stored[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'task',
        'completed',
        'stepId',
        'stepTitle',
        'addedAt',
        'estimatedTime',
        'isCustom',
      ]),
    );
    expect(JSON.parse(storage.data.get(TODO_REMOVED_KEY)!)).toEqual(['gone']);
    expect(readTodoState(storage, 'sam')).toEqual(state);
  });

  it('is never given to another person: claiming drops what someone else left', () => {
    const storage = memoryStorage();
    claimTodoStorage(storage, 'sam');
    writeTodoState(storage, 'sam', state);
    writeTimers(storage, 'sam', { a1: { isRunning: true, timeElapsed: 0, startTime: 1 } });
    expect(readTodoState(storage, 'kim')).toEqual({ items: [], removedIds: [] });

    claimTodoStorage(storage, 'kim');
    expect(storage.data.get(TODO_OWNER_KEY)).toBe('"kim"');
    expect(storage.data.has(TODO_ITEMS_KEY)).toBe(false);
    expect(storage.data.has(TODO_TIMERS_KEY)).toBe(false);
    // Sam's tab, still open, no longer writes over Kim's list.
    writeTodoState(storage, 'sam', state);
    expect(readTodoState(storage, 'kim').items).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"a"}'],
  ])('reads %s as an empty list', (_name, stored) => {
    const storage = memoryStorage({ [TODO_OWNER_KEY]: '"sam"', [TODO_ITEMS_KEY]: stored });
    expect(readTodoState(storage, 'sam').items).toEqual([]);
  });

  it('drops stored items that are not items and brings the rest within the server’s limits', () => {
    const storage = memoryStorage({
      [TODO_OWNER_KEY]: '"sam"',
      [TODO_ITEMS_KEY]: JSON.stringify([
        {
          id: 'old',
          task: 'From an older version',
          completed: false,
          addedAt: '2024-01-01T00:00:00Z',
          estimatedTime: 10,
          isCustom: true,
          stepId: 2,
          stepTitle: 'Lesson',
        },
        {
          id: 'odd',
          task: `  ${'x'.repeat(600)}  `,
          completed: true,
          addedAt: 'yesterday',
          estimatedTime: 999,
          points: 5000,
          timeSpentSeconds: 10 ** 9,
          stepId: 0,
          completedAt: '2025-03-01T10:00:00Z',
        },
        { id: 'bad', task: '   ', addedAt: 'x', estimatedTime: 5 },
        { task: 'no id', addedAt: 'x', estimatedTime: 5 },
        'junk',
      ]),
    });
    const [old, odd, ...rest] = readTodoState(storage, 'sam').items;
    expect(rest).toEqual([]);
    expect(old).toEqual({
      id: 'old',
      task: 'From an older version',
      completed: false,
      stepId: 2,
      stepTitle: 'Lesson',
      addedAt: '2024-01-01T00:00:00.000Z',
      estimatedTime: 10,
      isCustom: true,
      points: 0,
      timeSpentSeconds: 0,
      completedOn: null,
      completedAt: null,
      sync: 'new',
    });
    expect(odd).toMatchObject({
      task: 'x'.repeat(500),
      estimatedTime: 240,
      points: 480,
      timeSpentSeconds: 86_400,
      stepId: null,
      completedAt: '2025-03-01T10:00:00.000Z',
      completedOn: '2025-03-01',
    });
    expect(Number.isFinite(Date.parse(odd!.addedAt))).toBe(true);
  });

  it('works without storage at all', () => {
    expect(readTodoState(null, 'sam')).toEqual({ items: [], removedIds: [] });
    expect(() => writeTodoState(null, 'sam', state)).not.toThrow();
  });

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage({ [TODO_OWNER_KEY]: '"sam"' });
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeTodoState(storage, 'sam', state)).not.toThrow();
  });
});

describe('the stored timers', () => {
  it('keeps running timers and drops anything else', () => {
    const storage = memoryStorage({
      [TODO_OWNER_KEY]: '"sam"',
      [TODO_TIMERS_KEY]: JSON.stringify({
        a1: { isRunning: true, timeElapsed: 30, startTime: 1_000 },
        paused: { isRunning: false, timeElapsed: 5, startTime: null },
        broken: { isRunning: true, timeElapsed: -4, startTime: 1 },
        noStart: { isRunning: true, timeElapsed: 4, startTime: null },
      }),
    });
    expect(readTimers(storage, 'sam')).toEqual({ a1: { isRunning: true, timeElapsed: 30, startTime: 1_000 } });
    expect(readTimers(storage, 'kim')).toEqual({});
  });
});

describe('at sign-out', () => {
  const saved: TodoState = { items: [item], removedIds: [] };
  const keys = [TODO_ITEMS_KEY, TODO_REMOVED_KEY, TODO_TIMERS_KEY, TODO_OWNER_KEY];

  it('drops the list once the server has all of it', () => {
    const storage = memoryStorage();
    claimTodoStorage(storage, 'sam');
    writeTodoState(storage, 'sam', saved);
    forgetSavedTodoList(storage);
    for (const key of keys) expect(storage.data.has(key)).toBe(false);
  });

  it('keeps it while the server still lacks a change, a removal or a running timer', () => {
    const cases: [string, (storage: ReturnType<typeof memoryStorage>) => void][] = [
      [
        'a changed item',
        (storage) => writeTodoState(storage, 'sam', { items: [{ ...item, sync: 'changed' }], removedIds: [] }),
      ],
      [
        'a new item',
        (storage) => writeTodoState(storage, 'sam', { items: [{ ...item, sync: 'new' }], removedIds: [] }),
      ],
      ['a removal', (storage) => writeTodoState(storage, 'sam', { items: [], removedIds: ['gone'] })],
      [
        'a running timer',
        (storage) => {
          writeTodoState(storage, 'sam', saved);
          writeTimers(storage, 'sam', { a1: { isRunning: true, timeElapsed: 0, startTime: 1 } });
        },
      ],
    ];
    for (const [what, keep] of cases) {
      const storage = memoryStorage();
      claimTodoStorage(storage, 'sam');
      keep(storage);
      forgetSavedTodoList(storage);
      expect(readTodoState(storage, 'sam'), what).not.toEqual({ items: [], removedIds: [] });
      expect(storage.data.get(TODO_OWNER_KEY), what).toBe('"sam"');
    }
  });

  it('does nothing without storage, without a list, or with storage that refuses', () => {
    expect(() => forgetSavedTodoList(null)).not.toThrow();
    const empty = memoryStorage();
    forgetSavedTodoList(empty);
    expect(empty.data.size).toBe(0);
    expect(() => forgetSavedTodoList(refusingStorage)).not.toThrow();
  });
});
