import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TaskAssignment } from './get-space-tasks';
import { taskKeys } from './query-keys';

export type ApproveAssignmentInput = { spaceId: string; assignmentId: string };

/** Organizers only: approves a submitted assignment; the server computes and awards the points. */
export async function approveAssignment({ assignmentId }: ApproveAssignmentInput): Promise<TaskAssignment> {
  const body = await apiFetch<{ assignment: TaskAssignment }>(
    `/api/assignments/${encodeURIComponent(assignmentId)}/approve`,
    { method: 'POST' },
  );
  return body.assignment;
}

/** Invalidates: the space (approvals, task list and points). */
export function useApproveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAssignment,
    onSuccess: (_assignment, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
