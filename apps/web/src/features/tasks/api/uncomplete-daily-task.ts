import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { putDailyTask } from './put-daily-task';

export type UncompleteDailyTaskInput = { spaceId: string; taskId: string };

/** Marks a completed draft task not done again. 409 when the task's state does not allow it. */
export async function uncompleteDailyTask({ taskId }: UncompleteDailyTaskInput): Promise<DailyTask> {
  const body = await apiFetch<{ task: DailyTask }>(`/api/daily-tasks/${encodeURIComponent(taskId)}/uncomplete`, {
    method: 'POST',
  });
  return body.task;
}

/** Updates the cached daily task; invalidates: the space. */
export function useUncompleteDailyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uncompleteDailyTask,
    onSuccess: (task, { spaceId }) => putDailyTask(queryClient, spaceId, task),
  });
}
