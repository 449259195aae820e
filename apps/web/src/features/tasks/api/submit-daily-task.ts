import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { putDailyTask } from './put-daily-task';
import { taskKeys } from './query-keys';

export type SubmitDailyTaskInput = { spaceId: string; taskId: string };

/** Sends a completed (or rejected) daily task to the organizer for approval. 409 when the task's state does not allow it. */
export async function submitDailyTask({ taskId }: SubmitDailyTaskInput): Promise<DailyTask> {
  const body = await apiFetch<{ task: DailyTask }>(`/api/daily-tasks/${encodeURIComponent(taskId)}/submit`, {
    method: 'POST',
  });
  return body.task;
}

/**
 * Updates the cached daily task. An organizer's own task comes back approved with its points: then
 * invalidates the space (their points).
 */
export function useSubmitDailyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDailyTask,
    onSuccess: async (task, { spaceId }) => {
      putDailyTask(queryClient, spaceId, task);
      if (task.self_approved) await queryClient.invalidateQueries({ queryKey: taskKeys.detail(spaceId) });
    },
  });
}
