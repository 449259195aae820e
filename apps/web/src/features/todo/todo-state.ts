import { progressPercent } from '@tidy/domain/progress';
import type { TodoItem } from './api/get-todo-list';
import type { OfflineTodoItem } from './api/sync-todo-list';

// The list as this device knows it. The page changes it at once, then tells the server; what the server has
// not confirmed yet is marked, kept in local storage (spec 02 §3 todoListItems) and sent again later, so the
// list keeps working while the server cannot be reached. Pure functions: every change makes new objects, so
// "has this item changed since we sent it?" is an identity check.

/**
 * 'saved': the server has it as it is here. 'changed': the server has the item but not the latest change.
 * 'new': the server may not have it at all yet.
 */
export type SyncStatus = 'saved' | 'changed' | 'new';

/** Spec 02 §3 "Todo item (local)" (id, task, completed, stepId, stepTitle, addedAt, estimatedTime, isCustom), and ours. */
export type LocalTodoItem = {
  id: string;
  task: string;
  completed: boolean;
  stepId: number | null;
  stepTitle: string | null;
  addedAt: string;
  estimatedTime: number;
  isCustom: boolean;
  points: number;
  timeSpentSeconds: number;
  completedOn: string | null;
  completedAt: string | null;
  sync: SyncStatus;
};

export type TodoState = {
  readonly items: readonly LocalTodoItem[];
  /** Items removed here that the server may still have. */
  readonly removedIds: readonly string[];
};

export const EMPTY_TODO_STATE: TodoState = { items: [], removedIds: [] };

export function fromServer(item: TodoItem): LocalTodoItem {
  return {
    id: item.id,
    task: item.task,
    completed: item.completed,
    stepId: item.stepId,
    stepTitle: item.stepTitle,
    addedAt: item.addedAt,
    estimatedTime: item.estimatedTime,
    isCustom: item.isCustom,
    points: item.points,
    timeSpentSeconds: item.timeSpentSeconds,
    completedOn: item.completedOn,
    completedAt: item.completedAt,
    sync: 'saved',
  };
}

export type NewTodo = {
  task: string;
  estimatedTime: number;
  isCustom: boolean;
  points: number;
  stepId?: number | null;
  stepTitle?: string | null;
};

/** A new item made on this device, not on the server yet. */
export function newLocalItem(input: NewTodo, id: string, now: Date): LocalTodoItem {
  return {
    id,
    task: input.task,
    completed: false,
    stepId: input.stepId ?? null,
    stepTitle: input.stepTitle ?? null,
    addedAt: now.toISOString(),
    estimatedTime: input.estimatedTime,
    isCustom: input.isCustom,
    points: input.points,
    timeSpentSeconds: 0,
    completedOn: null,
    completedAt: null,
    sync: 'new',
  };
}

export const findItem = (state: TodoState, id: string) => state.items.find((item) => item.id === id);

export function addItem(state: TodoState, item: LocalTodoItem): TodoState {
  return { ...state, items: [...state.items, item] };
}

export type ItemChange = { completed?: boolean; timeSpentSeconds?: number };

/** Completes or reopens an item and/or sets its time spent, here first: it is then 'changed' (or still 'new'). */
export function changeItem(state: TodoState, id: string, change: ItemChange, now: Date, today: string): TodoState {
  return {
    ...state,
    items: state.items.map((item) => {
      if (item.id !== id) return item;
      const next: LocalTodoItem = { ...item, sync: item.sync === 'new' ? 'new' : 'changed' };
      if (change.completed === true && !item.completed) {
        Object.assign(next, { completed: true, completedOn: today, completedAt: now.toISOString() });
      } else if (change.completed === false && item.completed) {
        Object.assign(next, { completed: false, completedOn: null, completedAt: null });
      }
      if (change.timeSpentSeconds !== undefined) next.timeSpentSeconds = change.timeSpentSeconds;
      return next;
    }),
  };
}

/** Removes an item here and remembers its id until the server has removed it too. */
export function removeItem(state: TodoState, id: string): TodoState {
  return {
    items: state.items.filter((item) => item.id !== id),
    removedIds: state.removedIds.includes(id) ? state.removedIds : [...state.removedIds, id],
  };
}

/** Clear Completed, here first; returns the ids it removed. */
export function clearCompleted(state: TodoState): { state: TodoState; removed: string[] } {
  const removed = state.items.filter((item) => item.completed).map((item) => item.id);
  return {
    state: {
      items: state.items.filter((item) => !item.completed),
      removedIds: [...state.removedIds, ...removed.filter((id) => !state.removedIds.includes(id))],
    },
    removed,
  };
}

/** The server has removed these (or never had them): no need to remember them any longer. */
export function forgetRemoved(state: TodoState, ids: readonly string[]): TodoState {
  if (ids.length === 0) return state;
  return { ...state, removedIds: state.removedIds.filter((id) => !ids.includes(id)) };
}

/**
 * The server answered for `sent` with `saved`. Unchanged since: it is now the server's copy. Changed since
 * (or removed meanwhile): what is here stays, and the server at least has the item now ('new' → 'changed').
 */
export function confirmItem(state: TodoState, sent: LocalTodoItem, saved: TodoItem): TodoState {
  return {
    ...state,
    items: state.items.map((item) => {
      if (item.id !== sent.id) return item;
      if (item === sent) return fromServer(saved);
      return { ...item, id: saved.id, sync: item.sync === 'new' ? 'changed' : item.sync };
    }),
  };
}

/** Undoes a change the server refused, unless the item changed again since (`sent` is what was sent). */
export function restoreItem(state: TodoState, sent: LocalTodoItem, before: LocalTodoItem): TodoState {
  return { ...state, items: state.items.map((item) => (item === sent ? before : item)) };
}

/** Undoes a removal the server refused: the items come back in their place (oldest first). */
export function putBack(state: TodoState, removed: readonly LocalTodoItem[]): TodoState {
  const present = new Set(state.items.map((item) => item.id));
  const back = removed.filter((item) => !present.has(item.id));
  const ids = new Set(removed.map((item) => item.id));
  return {
    items: [...state.items, ...back].sort((a, b) => Date.parse(a.addedAt) - Date.parse(b.addedAt)),
    removedIds: state.removedIds.filter((id) => !ids.has(id)),
  };
}

/** Drops an item the server no longer has (removed on another device), with nothing left to send. */
export function dropItem(state: TodoState, id: string): TodoState {
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}

/** Items the server has not confirmed, in the shape the sync endpoint takes. */
export function unsavedItems(state: TodoState): LocalTodoItem[] {
  return state.items.filter((item) => item.sync !== 'saved');
}

export function toOfflineItem(item: LocalTodoItem): OfflineTodoItem {
  return {
    id: item.id,
    task: item.task,
    estimatedTime: item.estimatedTime,
    completed: item.completed,
    completedOn: item.completedOn,
    completedAt: item.completedAt,
    timeSpentSeconds: item.timeSpentSeconds,
    addedAt: item.addedAt,
    stepId: item.stepId,
    stepTitle: item.stepTitle,
    isCustom: item.isCustom,
    points: item.points,
  };
}

/**
 * The server's list (from GET, or from a sync that sent `sent` and `sentRemoved`) merged with what happened
 * here while the request was on its way: items changed or added meanwhile keep their local state, items
 * removed meanwhile stay removed. Anything else is as the server has it (so an item removed on another
 * device disappears here too).
 */
export function mergeServerList(
  state: TodoState,
  server: readonly TodoItem[],
  sent: readonly LocalTodoItem[] = [],
  sentRemoved: readonly string[] = [],
): TodoState {
  const local = new Map(state.items.map((item) => [item.id, item]));
  const sentById = new Map(sent.map((item) => [item.id, item]));
  const onServer = new Set(server.map((item) => item.id));
  const removedHere = new Set(state.removedIds.filter((id) => !sentRemoved.includes(id)));

  const items: LocalTodoItem[] = [];
  for (const saved of server) {
    if (removedHere.has(saved.id)) continue;
    const mine = local.get(saved.id);
    const changedMeanwhile = mine !== undefined && mine.sync !== 'saved' && mine !== sentById.get(saved.id);
    items.push(changedMeanwhile ? { ...mine, sync: 'changed' } : fromServer(saved));
  }
  // Not on the server: added here and not sent yet (or changed since it was sent), so still to be saved.
  for (const mine of state.items) {
    if (onServer.has(mine.id) || mine.sync === 'saved') continue;
    if (sentById.get(mine.id) === mine) continue;
    items.push(mine);
  }
  return { items, removedIds: [...removedHere] };
}

export type TodoSummary = {
  total: number;
  completed: number;
  percent: number;
  estimatedMinutes: number;
  timeSpentSeconds: number;
};

/** The progress overview; `secondsOf` gives an item's time spent including a running timer. */
export function summarize(
  items: readonly LocalTodoItem[],
  secondsOf: (item: LocalTodoItem) => number = (item) => item.timeSpentSeconds,
): TodoSummary {
  const completed = items.filter((item) => item.completed).length;
  return {
    total: items.length,
    completed,
    percent: progressPercent(completed, items.length),
    estimatedMinutes: items.reduce((sum, item) => sum + item.estimatedTime, 0),
    timeSpentSeconds: items.reduce((sum, item) => sum + secondsOf(item), 0),
  };
}
