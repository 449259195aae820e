import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TaskAssignment } from './get-space-tasks';
import { taskKeys } from './query-keys';

export type SubmitAssignmentInput = { spaceId: string; assignmentId: string };

/** The assignee sends their assigned task to the organizer for approval. */
export async function submitAssignment({ assignmentId }: SubmitAssignmentInput): Promise<TaskAssignment> {
  const body = await apiFetch<{ assignment: TaskAssignment }>(
    `/api/assignments/${encodeURIComponent(assignmentId)}/submit`,
    { method: 'POST' },
  );
  return body.assignment;
}

/** Invalidates: the space (its task list and the approvals). */
export function useSubmitAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssignment,
    onSuccess: (_assignment, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
