import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { upkeepKeys } from './query-keys';

export type DeleteUpkeepTaskInput = { spaceId: string; taskId: string };

/** Removes an upkeep task and its history for everyone (organizers and parents). */
export async function deleteUpkeepTask({ taskId }: DeleteUpkeepTaskInput): Promise<void> {
  await apiFetch<void>(`/api/upkeep-tasks/${encodeURIComponent(taskId)}`, { method: 'DELETE' });
}

/** Invalidates: the space's upkeep. */
export function useDeleteUpkeepTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpkeepTask,
    onSuccess: (_result, { spaceId }) => queryClient.invalidateQueries({ queryKey: upkeepKeys.all(spaceId) }),
  });
}
