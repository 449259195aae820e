import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TodoItem } from './get-todo-list';
import { todoKeys } from './query-keys';

export type AddTodoItemInput = {
  /** This device's id for the item (a uuid): a retry with it never makes a second copy. */
  id?: string;
  task: string;
  estimatedTime: number;
  isCustom?: boolean;
  points?: number;
  stepId?: number | null;
  stepTitle?: string | null;
};

/** Adds an item to your list: 1–240 minutes; 409 when the list already holds 200 items. */
export async function addTodoItem(input: AddTodoItemInput): Promise<TodoItem> {
  const body = await apiFetch<{ item: TodoItem }>('/api/todo', { method: 'POST', body: input });
  return body.item;
}

/**
 * Marks the list stale without refetching it at once: the to-do page keeps its own copy up to date, and
 * another screen that adds an item (a lesson) sees it on the list the next time the list is shown.
 */
export function useAddTodoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTodoItem,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'none' }),
  });
}
