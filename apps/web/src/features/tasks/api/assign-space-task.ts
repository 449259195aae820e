import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TaskAssignment } from './get-space-tasks';
import { taskKeys } from './query-keys';

export type AssignSpaceTaskInput = { spaceId: string; taskId: string; assignedTo: string };

/** Organizers only: gives a task of the list to another member of the space, as pending. */
export async function assignSpaceTask({ taskId, assignedTo }: AssignSpaceTaskInput): Promise<TaskAssignment> {
  const body = await apiFetch<{ assignment: TaskAssignment }>(`/api/space-tasks/${encodeURIComponent(taskId)}/assign`, {
    method: 'POST',
    body: { assigned_to: assignedTo },
  });
  return body.assignment;
}

/** Invalidates: the space (its task list). */
export function useAssignSpaceTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSpaceTask,
    onSuccess: (_assignment, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
