import { MAX_TITLE_LENGTH, MAX_TODO_TASK_LENGTH, TODO_MINUTES } from '@tidy/domain/constants';
import { quickSelectorPoints } from '@tidy/domain/points';
import { MAX_TIMER_SECONDS, type TimerState } from '@tidy/domain/todo-timer';
import { EMPTY_TODO_STATE, type LocalTodoItem, type SyncStatus, type TodoState } from './todo-state';

// Local storage for the to-do list (spec 02 §3): the items under `todoListItems`, in the spec's item shape
// with our extra fields; ids removed while offline; the running timers, so a timer keeps counting across a
// reload (a paused timer is the item's saved time spent); and whose list it is, so another person signing
// in on the same browser never gets it.

export const TODO_ITEMS_KEY = 'todoListItems';
export const TODO_REMOVED_KEY = 'todoListRemoved';
export const TODO_TIMERS_KEY = 'todoListTimers';
export const TODO_OWNER_KEY = 'todoListOwner';

export type TodoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type TimerMap = Readonly<Record<string, TimerState>>;

/** The browser's local storage, or null where it is missing or refused (private modes, blocked storage). */
export function browserStorage(): TodoStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson(storage: TodoStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function write(storage: TodoStorage | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only means the list is not kept on this device.
  }
}

/** Lesson ids the server accepts on an item. */
const MAX_STEP_ID = 1000;
const SYNC_STATUSES: readonly SyncStatus[] = ['saved', 'changed', 'new'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const wholeNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isoInstant = (value: unknown): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
};
const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * One stored item, or null when it is not one. What is stored is brought within the server's limits, so a
 * hand-edited or older value can never make a sync fail.
 */
function readItem(value: unknown): LocalTodoItem | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const task = text(value.task)?.trim().slice(0, MAX_TODO_TASK_LENGTH);
  if (!id || !task) return null;
  const estimatedTime = clamp(
    wholeNumber(value.estimatedTime, TODO_MINUTES.default),
    TODO_MINUTES.min,
    TODO_MINUTES.max,
  );
  const completed = value.completed === true;
  const completedAt = completed ? isoInstant(value.completedAt) : null;
  const stepId = wholeNumber(value.stepId, 0);
  return {
    id,
    task,
    completed,
    stepId: stepId >= 1 && stepId <= MAX_STEP_ID ? stepId : null,
    stepTitle: text(value.stepTitle)?.slice(0, MAX_TITLE_LENGTH) ?? null,
    addedAt: isoInstant(value.addedAt) ?? new Date().toISOString(),
    estimatedTime,
    isCustom: value.isCustom !== false,
    points: Math.min(wholeNumber(value.points, 0), quickSelectorPoints(estimatedTime)),
    timeSpentSeconds: Math.min(wholeNumber(value.timeSpentSeconds, 0), MAX_TIMER_SECONDS),
    completedOn: completed
      ? (isoDay(value.completedOn) ?? (completedAt ?? new Date().toISOString()).slice(0, 10))
      : null,
    completedAt,
    sync: SYNC_STATUSES.includes(value.sync as SyncStatus) ? (value.sync as SyncStatus) : 'new',
  };
}

function readTimer(value: unknown): TimerState | null {
  if (!isRecord(value)) return null;
  const timeElapsed = wholeNumber(value.timeElapsed, -1);
  if (timeElapsed < 0) return null;
  const startTime = typeof value.startTime === 'number' && Number.isFinite(value.startTime) ? value.startTime : null;
  const isRunning = value.isRunning === true && startTime !== null;
  return { isRunning, timeElapsed, startTime: isRunning ? startTime : null };
}

const isOwnedBy = (storage: TodoStorage, userId: string) => readJson(storage, TODO_OWNER_KEY) === userId;

/**
 * Makes the stored list the person's: what another person left on this browser is dropped first (it was
 * theirs; it must never be merged into this account).
 */
export function claimTodoStorage(storage: TodoStorage | null, userId: string): void {
  if (!storage || isOwnedBy(storage, userId)) return;
  try {
    for (const key of [TODO_ITEMS_KEY, TODO_REMOVED_KEY, TODO_TIMERS_KEY]) storage.removeItem(key);
  } catch {
    return;
  }
  write(storage, TODO_OWNER_KEY, userId);
}

/** The list this device kept for the person; empty when there is none or it is someone else's. */
export function readTodoState(storage: TodoStorage | null, userId: string): TodoState {
  if (!storage || !isOwnedBy(storage, userId)) return EMPTY_TODO_STATE;
  const items = readJson(storage, TODO_ITEMS_KEY);
  const removed = readJson(storage, TODO_REMOVED_KEY);
  return {
    items: Array.isArray(items) ? items.map(readItem).filter((item) => item !== null) : [],
    removedIds: Array.isArray(removed) ? removed.filter((id) => typeof id === 'string') : [],
  };
}

/** Keeps the list for the person; nothing is written over a list another person claimed meanwhile. */
export function writeTodoState(storage: TodoStorage | null, userId: string, state: TodoState): void {
  if (!storage || !isOwnedBy(storage, userId)) return;
  write(storage, TODO_ITEMS_KEY, state.items);
  write(storage, TODO_REMOVED_KEY, state.removedIds);
}

/** The running timers this device kept for the person's items, by item id. */
export function readTimers(storage: TodoStorage | null, userId: string): TimerMap {
  if (!storage || !isOwnedBy(storage, userId)) return {};
  const stored = readJson(storage, TODO_TIMERS_KEY);
  if (!isRecord(stored)) return {};
  const timers: Record<string, TimerState> = {};
  for (const [id, value] of Object.entries(stored)) {
    const timer = readTimer(value);
    if (timer?.isRunning) timers[id] = timer;
  }
  return timers;
}

export function writeTimers(storage: TodoStorage | null, userId: string, timers: TimerMap): void {
  if (!storage || !isOwnedBy(storage, userId)) return;
  write(storage, TODO_TIMERS_KEY, timers);
}

/**
 * At sign-out: drops the list this device kept once the server has all of it, so nothing of the person
 * stays behind on a shared device. A list with changes the server has not got yet (or a timer still
 * running) stays: it is still only theirs, another person never gets it, and signing back in saves it.
 */
export function forgetSavedTodoList(storage: TodoStorage | null): void {
  if (!storage) return;
  const owner = readJson(storage, TODO_OWNER_KEY);
  if (typeof owner !== 'string') return;
  const state = readTodoState(storage, owner);
  const unsaved = state.removedIds.length > 0 || state.items.some((item) => item.sync !== 'saved');
  if (unsaved || Object.keys(readTimers(storage, owner)).length > 0) return;
  try {
    for (const key of [TODO_ITEMS_KEY, TODO_REMOVED_KEY, TODO_TIMERS_KEY, TODO_OWNER_KEY]) storage.removeItem(key);
  } catch {
    // Storage the browser refuses holds nothing to forget.
  }
}
