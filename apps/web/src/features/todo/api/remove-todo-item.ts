import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { todoKeys } from './query-keys';

/** Removes one of your items; 404 when it is already gone (or not yours). */
export async function removeTodoItem(id: string): Promise<void> {
  await apiFetch<void>(`/api/todo/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Marks the list stale (see useAddTodoItem). */
export function useRemoveTodoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTodoItem,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'none' }),
  });
}
