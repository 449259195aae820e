import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpaceTask } from '../../tasks/api/get-space-tasks';
import { taskKeys } from '../../tasks/api/query-keys';
import { apiFetch } from '../../../lib/api-fetch';

export type EditTasksInput = { spaceId: string; prompt: string };

export type EditTasksResult = {
  /** False when the coach could not tell what to change; `message` then says so and nothing changed. */
  understood: boolean;
  message: string;
  tasks: SpaceTask[];
};

/** Changes the space's task list by a request in plain words (organizers and parents). */
export async function editTasks({ spaceId, prompt }: EditTasksInput): Promise<EditTasksResult> {
  return apiFetch<EditTasksResult>(`/api/spaces/${encodeURIComponent(spaceId)}/coach/edit-tasks`, {
    method: 'POST',
    body: { prompt },
  });
}

/** Shows the new list at once, then invalidates the space (its progress counts change too). */
export function useEditTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTasks,
    onSuccess: (result, { spaceId }) => {
      queryClient.setQueryData(taskKeys.spaceTasks(spaceId), result.tasks);
      return queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    },
  });
}
