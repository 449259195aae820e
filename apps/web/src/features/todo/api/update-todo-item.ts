import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TodoItem } from './get-todo-list';
import { todoKeys } from './query-keys';

export type TodoItemChange = {
  completed?: boolean;
  /** Your local date (YYYY-MM-DD); needed when completing. */
  completedOn?: string;
  timeSpentSeconds?: number;
};

export type UpdateTodoItemInput = { id: string; change: TodoItemChange };

/** Completes or reopens one of your items and/or saves the time on its timer; 404 when it is not yours. */
export async function updateTodoItem({ id, change }: UpdateTodoItemInput): Promise<TodoItem> {
  const body = await apiFetch<{ item: TodoItem }>(`/api/todo/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });
  return body.item;
}

/** Marks the list stale (see useAddTodoItem): the to-do page puts the answer into its list itself. */
export function useUpdateTodoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodoItem,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'none' }),
  });
}
