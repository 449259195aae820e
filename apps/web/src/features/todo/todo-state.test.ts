import { describe, expect, it } from 'vitest';
import type { TodoItem } from './api/get-todo-list';
import {
  addItem,
  changeItem,
  clearCompleted,
  confirmItem,
  EMPTY_TODO_STATE,
  findItem,
  forgetRemoved,
  fromServer,
  mergeServerList,
  newLocalItem,
  putBack,
  removeItem,
  restoreItem,
  summarize,
  toOfflineItem,
  unsavedItems,
  type LocalTodoItem,
  type TodoState,
} from './todo-state';

const NOW = new Date('2025-03-01T09:00:00Z');
const TODAY = '2025-03-01';

function serverItem(id: string, overrides: Partial<TodoItem> = {}): TodoItem {
  return {
    id,
    task: `Task ${id}`,
    completed: false,
    completedAt: null,
    completedOn: null,
    stepId: null,
    stepTitle: null,
    estimatedTime: 15,
    points: 0,
    isCustom: true,
    timeSpentSeconds: 0,
    addedAt: `2025-02-${id.padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}
const saved = (id: string, overrides: Partial<TodoItem> = {}) => fromServer(serverItem(id, overrides));
const stateOf = (...items: LocalTodoItem[]): TodoState => ({ items, removedIds: [] });
const ids = (state: TodoState) => state.items.map((item) => item.id);

describe('a new item', () => {
  it('is made here with the spec’s fields, not on the server yet', () => {
    const item = newLocalItem({ task: 'Wipe the counters', estimatedTime: 5, isCustom: false, points: 10 }, 'n1', NOW);
    expect(item).toEqual({
      id: 'n1',
      task: 'Wipe the counters',
      completed: false,
      stepId: null,
      stepTitle: null,
      addedAt: '2025-03-01T09:00:00.000Z',
      estimatedTime: 5,
      isCustom: false,
      points: 10,
      timeSpentSeconds: 0,
      completedOn: null,
      completedAt: null,
      sync: 'new',
    });
    expect(ids(addItem(stateOf(saved('1')), item))).toEqual(['1', 'n1']);
  });
});

describe('changeItem', () => {
  it.each<[string, LocalTodoItem, Parameters<typeof changeItem>[2], Partial<LocalTodoItem>]>([
    ['completing sets the day and time', saved('1'), { completed: true, timeSpentSeconds: 42 }, { completed: true, completedOn: TODAY, completedAt: NOW.toISOString(), timeSpentSeconds: 42, sync: 'changed' }],
    ['reopening clears them', saved('1', { completed: true, completedOn: '2025-02-28', completedAt: 'x' }), { completed: false }, { completed: false, completedOn: null, completedAt: null, sync: 'changed' }],
    ['completing twice keeps the first day', saved('1', { completed: true, completedOn: '2025-02-28', completedAt: 'x' }), { completed: true }, { completedOn: '2025-02-28', sync: 'changed' }],
    ['saving the timer only', saved('1'), { timeSpentSeconds: 90 }, { completed: false, timeSpentSeconds: 90, sync: 'changed' }],
    ['a new item stays new', newLocalItem({ task: 'x', estimatedTime: 5, isCustom: true, points: 0 }, 'n', NOW), { timeSpentSeconds: 3 }, { sync: 'new', timeSpentSeconds: 3 }],
  ])('%s', (_name, item, change, expected) => {
    const next = changeItem(stateOf(item), item.id, change, NOW, TODAY);
    expect(findItem(next, item.id)).toMatchObject(expected);
  });

  it('leaves other items as they were (the same objects)', () => {
    const other = saved('2');
    const next = changeItem(stateOf(saved('1'), other), '1', { completed: true }, NOW, TODAY);
    expect(findItem(next, '2')).toBe(other);
  });
});

describe('removing', () => {
  it('removes an item and remembers its id once', () => {
    let state = removeItem(stateOf(saved('1'), saved('2')), '1');
    state = removeItem(state, '1');
    expect(state).toEqual({ items: [saved('2')], removedIds: ['1'] });
    expect(forgetRemoved(state, ['1'])).toEqual(stateOf(saved('2')));
  });

  it('Clear Completed removes only completed items', () => {
    const done = saved('2', { completed: true, completedOn: TODAY });
    const { state, removed } = clearCompleted(stateOf(saved('1'), done, saved('3')));
    expect(removed).toEqual(['2']);
    expect(ids(state)).toEqual(['1', '3']);
    expect(state.removedIds).toEqual(['2']);
  });

  it('putBack undoes a refused removal in the original order', () => {
    const first = saved('1');
    const state = putBack(removeItem(stateOf(first, saved('2')), '1'), [first]);
    expect(ids(state)).toEqual(['1', '2']);
    expect(state.removedIds).toEqual([]);
  });
});

describe('confirmItem', () => {
  it('takes the server’s copy when nothing changed since sending', () => {
    const sent = newLocalItem({ task: 'A', estimatedTime: 5, isCustom: true, points: 0 }, 'a', NOW);
    const next = confirmItem(stateOf(sent), sent, serverItem('a', { task: 'A' }));
    expect(findItem(next, 'a')).toEqual(saved('a', { task: 'A' }));
  });

  it('keeps what changed meanwhile, now known to the server', () => {
    const sent = newLocalItem({ task: 'A', estimatedTime: 5, isCustom: true, points: 0 }, 'a', NOW);
    const changed = changeItem(stateOf(sent), 'a', { completed: true }, NOW, TODAY);
    const next = confirmItem(changed, sent, serverItem('a'));
    expect(findItem(next, 'a')).toMatchObject({ completed: true, sync: 'changed' });
  });

  it('does not bring back an item removed meanwhile', () => {
    const sent = saved('1');
    expect(confirmItem(removeItem(stateOf(sent), '1'), sent, serverItem('1')).items).toEqual([]);
  });
});

describe('restoreItem', () => {
  it('puts back the item as it was when the server refused the change', () => {
    const before = saved('1');
    const state = changeItem(stateOf(before), '1', { completed: true }, NOW, TODAY);
    const sent = findItem(state, '1')!;
    expect(findItem(restoreItem(state, sent, before), '1')).toBe(before);
  });

  it('leaves a later change alone', () => {
    const before = saved('1');
    const first = changeItem(stateOf(before), '1', { timeSpentSeconds: 5 }, NOW, TODAY);
    const sent = findItem(first, '1')!;
    const later = changeItem(first, '1', { timeSpentSeconds: 9 }, NOW, TODAY);
    expect(findItem(restoreItem(later, sent, before), '1')!.timeSpentSeconds).toBe(9);
  });
});

describe('mergeServerList', () => {
  it('takes the server’s list as it is when nothing is waiting here', () => {
    const here = stateOf(saved('1'), saved('2'));
    const merged = mergeServerList(here, [serverItem('2', { completed: true }), serverItem('3')]);
    expect(ids(merged)).toEqual(['2', '3']);
    expect(findItem(merged, '2')!.completed).toBe(true);
  });

  it('after a sync: what was sent is saved; what changed or was added meanwhile still waits', () => {
    const offline = newLocalItem({ task: 'Made offline', estimatedTime: 5, isCustom: true, points: 0 }, 'o1', NOW);
    const start: TodoState = { items: [saved('1'), offline], removedIds: ['9'] };
    const sent = unsavedItems(start);
    // Meanwhile: item 1 is completed here and another item is added.
    let meanwhile = changeItem(start, '1', { completed: true }, NOW, TODAY);
    const later = newLocalItem({ task: 'Added later', estimatedTime: 5, isCustom: true, points: 0 }, 'o2', NOW);
    meanwhile = addItem(meanwhile, later);

    const merged = mergeServerList(meanwhile, [serverItem('1'), serverItem('o1', { task: 'Made offline' })], sent, ['9']);
    expect(merged.items.map((item) => [item.id, item.sync])).toEqual([
      ['1', 'changed'],
      ['o1', 'saved'],
      ['o2', 'new'],
    ]);
    expect(findItem(merged, '1')!.completed).toBe(true);
    expect(merged.removedIds).toEqual([]);
  });

  it('keeps a removal made meanwhile, and drops a sent item the server gave a new id', () => {
    const oldId = newLocalItem({ task: 'Renamed id', estimatedTime: 5, isCustom: true, points: 0 }, 'local-1', NOW);
    const start = stateOf(saved('1'), oldId);
    const sent = unsavedItems(start);
    const meanwhile = removeItem(start, '1');
    const merged = mergeServerList(meanwhile, [serverItem('1'), serverItem('fresh', { task: 'Renamed id' })], sent, []);
    expect(ids(merged)).toEqual(['fresh']);
    expect(merged.removedIds).toEqual(['1']);
  });
});

describe('toOfflineItem', () => {
  it('sends the item’s own fields, without the sync mark', () => {
    const item = saved('1', { completed: true, completedOn: TODAY, timeSpentSeconds: 30 });
    const { sync: _sync, ...rest } = item;
    expect(toOfflineItem(item)).toEqual(rest);
  });
});

describe('summarize', () => {
  it.each<[string, LocalTodoItem[], ReturnType<typeof summarize>]>([
    ['an empty list', [], { total: 0, completed: 0, percent: 0, estimatedMinutes: 0, timeSpentSeconds: 0 }],
    [
      'one of three done',
      [saved('1', { completed: true, estimatedTime: 5, timeSpentSeconds: 300 }), saved('2', { estimatedTime: 25 }), saved('3', { estimatedTime: 60, timeSpentSeconds: 61 })],
      { total: 3, completed: 1, percent: 33, estimatedMinutes: 90, timeSpentSeconds: 361 },
    ],
    ['two of three done', [saved('1', { completed: true }), saved('2', { completed: true }), saved('3')], { total: 3, completed: 2, percent: 67, estimatedMinutes: 45, timeSpentSeconds: 0 }],
  ])('%s', (_name, items, expected) => {
    expect(summarize(items)).toEqual(expected);
  });

  it('counts running timers through secondsOf', () => {
    expect(summarize([saved('1'), saved('2')], (item) => (item.id === '1' ? 12 : 3)).timeSpentSeconds).toBe(15);
  });
});

it('EMPTY_TODO_STATE has nothing', () => {
  expect(EMPTY_TODO_STATE).toEqual({ items: [], removedIds: [] });
});
