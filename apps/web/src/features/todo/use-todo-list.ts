import { useQuery, useQueryClient } from '@tanstack/react-query';
import { todayIsoDate } from '@tidy/domain/time';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-fetch';
import { useAddTodoItem } from './api/add-todo-item';
import { useClearCompletedTodos } from './api/clear-completed-todos';
import { getTodoList } from './api/get-todo-list';
import { todoKeys } from './api/query-keys';
import { useRemoveTodoItem } from './api/remove-todo-item';
import { syncTodoList } from './api/sync-todo-list';
import { useUpdateTodoItem, type TodoItemChange } from './api/update-todo-item';
import { isNetworkError, markServerReachable, markServerUnreachable, useBrowserOnline, useServerReachable } from './connection';
import { newItemId } from './item-id';
import {
  addItem,
  changeItem,
  clearCompleted,
  confirmItem,
  dropItem,
  EMPTY_TODO_STATE,
  findItem,
  forgetRemoved,
  mergeServerList,
  newLocalItem,
  putBack,
  removeItem,
  restoreItem,
  toOfflineItem,
  unsavedItems,
  type ItemChange,
  type LocalTodoItem,
  type NewTodo,
  type TodoState,
} from './todo-state';
import { browserStorage, claimTodoStorage, readTodoState, writeTodoState } from './todo-storage';

/** While the server cannot be reached, the list tries again this often (and at once when the browser is back online). */
const OFFLINE_RETRY_MS = 15_000;

const storage = browserStorage();

const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 409 ? error.message : fallback;

function changeFor(item: LocalTodoItem): TodoItemChange {
  return item.completed && item.completedOn
    ? { completed: true, completedOn: item.completedOn, timeSpentSeconds: item.timeSpentSeconds }
    : { completed: false, timeSpentSeconds: item.timeSpentSeconds };
}

/**
 * The to-do list of spec 02 §2: every change shows at once and is kept on this device (todoListItems), then
 * saved on the server. While the server cannot be reached, changes wait on the device and are merged into
 * the account once it answers again (POST /api/todo/sync).
 */
export function useTodoList(userId: string) {
  const queryClient = useQueryClient();
  const key = useMemo(() => todoKeys.list(userId), [userId]);
  const browserOnline = useBrowserOnline();
  const serverReachable = useServerReachable();
  const offline = !browserOnline || !serverReachable;

  const current = useCallback(
    () => queryClient.getQueryData<TodoState>(key) ?? EMPTY_TODO_STATE,
    [queryClient, key],
  );
  /** Changes the list here and on the device; returns the new list. */
  const update = useCallback(
    (change: (state: TodoState) => TodoState) => {
      const next = change(current());
      queryClient.setQueryData(key, next);
      writeTodoState(storage, userId, next);
      return next;
    },
    [queryClient, key, current, userId],
  );

  const list = useQuery({
    queryKey: key,
    // Sends what the server has not seen yet (if anything), then takes its list, keeping what changed here meanwhile.
    queryFn: async ({ signal }) => {
      const start = current();
      const sent = unsavedItems(start);
      const sentRemoved = [...start.removedIds];
      if (!navigator.onLine) throw new ApiError(0, 'network_error', 'You are offline.');
      try {
        const server =
          sent.length > 0 || sentRemoved.length > 0
            ? await syncTodoList({ items: sent.map(toOfflineItem), removedIds: sentRemoved }, signal)
            : await getTodoList(signal);
        markServerReachable();
        const merged = mergeServerList(current(), server, sent, sentRemoved);
        writeTodoState(storage, userId, merged);
        return merged;
      } catch (error) {
        if (isNetworkError(error)) markServerUnreachable();
        throw error;
      }
    },
    // What this device kept shows at once, even with no connection; the server's list follows.
    initialData: () => {
      claimTodoStorage(storage, userId);
      return readTodoState(storage, userId);
    },
    initialDataUpdatedAt: 0,
    networkMode: 'always',
    retry: false,
    refetchInterval: offline ? OFFLINE_RETRY_MS : false,
  });
  const { refetch } = list;

  useEffect(() => {
    const backOnline = () => void refetch();
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, [refetch]);

  const addMutation = useAddTodoItem();
  const updateMutation = useUpdateTodoItem();
  const removeMutation = useRemoveTodoItem();
  const clearMutation = useClearCompletedTodos();

  /** Tells the server about a removal; a network failure leaves it for the next sync. */
  const pushRemoval = useCallback(
    async (item: LocalTodoItem) => {
      try {
        await removeMutation.mutateAsync(item.id);
      } catch (error) {
        if (isNetworkError(error)) return markServerUnreachable();
        // 404: it was gone already, which is what we wanted.
        if (!(error instanceof ApiError && error.status === 404)) {
          update((state) => putBack(state, [item]));
          toast.error('Failed to remove task. Please try again.');
          return;
        }
      }
      markServerReachable();
      update((state) => forgetRemoved(state, [item.id]));
    },
    [removeMutation, update],
  );

  /** Saves the item as it is here now; `before` is put back if the server refuses. */
  const pushChange = useCallback(
    async (sent: LocalTodoItem, before?: LocalTodoItem) => {
      try {
        const saved = await updateMutation.mutateAsync({ id: sent.id, change: changeFor(sent) });
        markServerReachable();
        update((state) => confirmItem(state, sent, saved));
      } catch (error) {
        if (isNetworkError(error)) return markServerUnreachable();
        if (error instanceof ApiError && error.status === 404) {
          update((state) => dropItem(state, sent.id));
          toast.error('This task was removed on another device.');
          return;
        }
        if (before) update((state) => restoreItem(state, sent, before));
        toast.error('Failed to update task. Please try again.');
      }
    },
    [updateMutation, update],
  );

  /** Adds an item; resolves true once it is on the list (on the server, or kept here while offline). */
  const add = useCallback(
    async (input: NewTodo): Promise<boolean> => {
      const item = newLocalItem(input, newItemId(), new Date());
      update((state) => addItem(state, item));
      // With no network at all there is no point asking: the next sync carries it.
      if (!navigator.onLine) return true;
      try {
        const saved = await addMutation.mutateAsync({
          id: item.id,
          task: item.task,
          estimatedTime: item.estimatedTime,
          isCustom: item.isCustom,
          points: item.points,
          stepId: item.stepId,
          stepTitle: item.stepTitle,
        });
        markServerReachable();
        const next = update((state) => confirmItem(state, item, saved));
        const now = findItem(next, saved.id);
        // Removed or changed while it was on its way: the server gets that now.
        if (!now) void pushRemoval(fromSaved(item, saved.id));
        else if (now.sync === 'changed') void pushChange(now);
        return true;
      } catch (error) {
        if (isNetworkError(error)) {
          markServerUnreachable();
          return true;
        }
        update((state) => dropItem(state, item.id));
        toast.error(refusal(error, 'Failed to add task. Please try again.'));
        return false;
      }
    },
    [addMutation, update, pushChange, pushRemoval],
  );

  /** Completes or reopens an item and/or sets its time spent. */
  const change = useCallback(
    (id: string, itemChange: ItemChange) => {
      const before = findItem(current(), id);
      if (!before) return;
      const now = new Date();
      const next = update((state) => changeItem(state, id, itemChange, now, todayIsoDate(now)));
      const sent = findItem(next, id);
      // A new item's own request (or the next sync) carries the change; with no network, the next sync does.
      if (!sent || sent.sync === 'new' || !navigator.onLine) return;
      void pushChange(sent, before);
    },
    [current, update, pushChange],
  );

  const remove = useCallback(
    (id: string) => {
      const item = findItem(current(), id);
      if (!item) return;
      update((state) => removeItem(state, id));
      if (navigator.onLine) void pushRemoval(item);
    },
    [current, update, pushRemoval],
  );

  const clear = useCallback(async () => {
    const before = current();
    const removedItems = before.items.filter((item) => item.completed);
    if (removedItems.length === 0) return;
    const { removed } = clearCompleted(before);
    update((state) => clearCompleted(state).state);
    if (!navigator.onLine) return;
    try {
      await clearMutation.mutateAsync();
      markServerReachable();
      update((state) => forgetRemoved(state, removed));
    } catch (error) {
      if (isNetworkError(error)) return markServerUnreachable();
      update((state) => putBack(state, removedItems));
      toast.error('Failed to clear completed tasks. Please try again.');
    }
  }, [current, update, clearMutation]);

  const state = list.data ?? EMPTY_TODO_STATE;
  return {
    items: state.items,
    /** Changes kept on this device that the server has not got yet. */
    unsavedCount: unsavedItems(state).length + state.removedIds.length,
    offline,
    /** The first load, with nothing kept on this device to show meanwhile. */
    loading: list.dataUpdatedAt === 0 && list.isFetching && state.items.length === 0,
    /** The server refused what this device kept offline (e.g. the list is full); the message says why. */
    syncError: list.isError && !isNetworkError(list.error) ? list.error.message : null,
    retry: () => void refetch(),
    add,
    change,
    remove,
    clearCompleted: clear,
  };
}

/** The item as the server now has it under `id`, for a removal that overtook its own adding. */
function fromSaved(item: LocalTodoItem, id: string): LocalTodoItem {
  return { ...item, id };
}
