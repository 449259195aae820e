import { apiFetch } from '../../../lib/api-fetch';
import type { TodoItem } from './get-todo-list';

/** An item as this device kept it while the server could not be reached. */
export type OfflineTodoItem = {
  id: string;
  task: string;
  estimatedTime: number;
  completed: boolean;
  completedOn: string | null;
  completedAt: string | null;
  timeSpentSeconds: number;
  addedAt: string;
  stepId: number | null;
  stepTitle: string | null;
  isCustom: boolean;
  points: number;
};

export type SyncTodoListInput = { items: OfflineTodoItem[]; removedIds: string[] };

/**
 * Merges what this device did offline into the account, once (by the items' own ids; sending it again
 * changes nothing more), and returns the whole list. Used by the list's query, not as a mutation of its own.
 */
export async function syncTodoList(input: SyncTodoListInput, signal?: AbortSignal): Promise<TodoItem[]> {
  const body = await apiFetch<{ items: TodoItem[] }>('/api/todo/sync', { method: 'POST', body: input, signal });
  return body.items;
}
