import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { taskKeys } from './query-keys';

export type ApproveDailyTaskInput = { spaceId: string; taskId: string; points: number };

/** Organizers only: approves a submitted daily task and awards the points. 409 once it was reviewed. */
export async function approveDailyTask({ taskId, points }: ApproveDailyTaskInput): Promise<DailyTask> {
  const body = await apiFetch<{ task: DailyTask }>(`/api/daily-tasks/${encodeURIComponent(taskId)}/approve`, {
    method: 'POST',
    body: { points },
  });
  return body.task;
}

/** Invalidates: the space (approvals, points). */
export function useApproveDailyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDailyTask,
    onSuccess: (_task, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
