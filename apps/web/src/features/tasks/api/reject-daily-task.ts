import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { taskKeys } from './query-keys';

export type RejectDailyTaskInput = { spaceId: string; taskId: string; reason?: string | undefined };

/** Organizers only: sends a submitted daily task back, with an optional reason for the member. */
export async function rejectDailyTask({ taskId, reason }: RejectDailyTaskInput): Promise<DailyTask> {
  const body = await apiFetch<{ task: DailyTask }>(`/api/daily-tasks/${encodeURIComponent(taskId)}/reject`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
  return body.task;
}

/** Invalidates: the space (approvals). */
export function useRejectDailyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDailyTask,
    onSuccess: (_task, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
