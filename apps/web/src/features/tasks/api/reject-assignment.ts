import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TaskAssignment } from './get-space-tasks';
import { taskKeys } from './query-keys';

export type RejectAssignmentInput = { spaceId: string; assignmentId: string; reason?: string | undefined };

/** Organizers only: sends a submitted assignment back, with an optional reason. */
export async function rejectAssignment({ assignmentId, reason }: RejectAssignmentInput): Promise<TaskAssignment> {
  const body = await apiFetch<{ assignment: TaskAssignment }>(
    `/api/assignments/${encodeURIComponent(assignmentId)}/reject`,
    { method: 'POST', body: reason ? { reason } : {} },
  );
  return body.assignment;
}

/** Invalidates: the space (approvals and task list). */
export function useRejectAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAssignment,
    onSuccess: (_assignment, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
