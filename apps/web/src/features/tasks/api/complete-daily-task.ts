import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { putDailyTask } from './put-daily-task';

export type CompleteDailyTaskInput = { spaceId: string; taskId: string };

/** Marks one of your daily tasks done (draft, not yet submitted). 409 when the task's state does not allow it. */
export async function completeDailyTask({ taskId }: CompleteDailyTaskInput): Promise<DailyTask> {
  const body = await apiFetch<{ task: DailyTask }>(`/api/daily-tasks/${encodeURIComponent(taskId)}/complete`, {
    method: 'POST',
  });
  return body.task;
}

/** Updates the cached daily task; invalidates: the space. */
export function useCompleteDailyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDailyTask,
    onSuccess: (task, { spaceId }) => putDailyTask(queryClient, spaceId, task),
  });
}
