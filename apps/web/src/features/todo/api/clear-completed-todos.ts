import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { todoKeys } from './query-keys';

/** Clear Completed: removes every completed item of yours; resolves to how many went. */
export async function clearCompletedTodos(): Promise<number> {
  const body = await apiFetch<{ removed: number }>('/api/todo/clear-completed', { method: 'POST' });
  return body.removed;
}

/** Marks the list stale (see useAddTodoItem). */
export function useClearCompletedTodos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCompletedTodos,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'none' }),
  });
}
