import { apiFetch } from '../../../lib/api-fetch';

/** A to-do item as the server keeps it (GET /api/todo), camelCase like the spec's local item. */
export type TodoItem = {
  id: string;
  task: string;
  completed: boolean;
  completedAt: string | null;
  /** The person's local date of completion (YYYY-MM-DD). */
  completedOn: string | null;
  stepId: number | null;
  stepTitle: string | null;
  estimatedTime: number;
  points: number;
  isCustom: boolean;
  timeSpentSeconds: number;
  addedAt: string;
};

/**
 * Your to-do list, oldest first. The list's query (use-todo-list.ts) calls this or, when this device
 * holds changes the server has not seen, the sync endpoint instead: one cache entry, two sources.
 */
export async function getTodoList(signal?: AbortSignal): Promise<TodoItem[]> {
  const body = await apiFetch<{ items: TodoItem[] }>('/api/todo', { signal });
  return body.items;
}
