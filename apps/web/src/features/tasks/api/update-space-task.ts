import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { SpaceTask } from './get-space-tasks';
import { taskKeys } from './query-keys';

export type UpdateSpaceTaskInput = { spaceId: string; taskId: string; is_completed: boolean };

/** Marks a task of the space's list complete or incomplete. */
export async function updateSpaceTask({ taskId, is_completed }: UpdateSpaceTaskInput): Promise<SpaceTask> {
  const body = await apiFetch<{ task: SpaceTask }>(`/api/space-tasks/${encodeURIComponent(taskId)}`, {
    method: 'PATCH',
    body: { is_completed },
  });
  return body.task;
}

/** Invalidates: the space (its task list and progress). */
export function useUpdateSpaceTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpaceTask,
    onSuccess: (_task, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
