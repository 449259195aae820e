import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyTaskInput } from '@tidy/domain/validation';
import { apiFetch } from '../../../lib/api-fetch';
import type { DailyTask } from './get-daily-tasks';
import { taskKeys } from './query-keys';

/** Where the tasks come from: typed by you, or suggested by the coach (which may take under 5 minutes). */
export type DailyTaskOrigin = 'custom' | 'coach';

export type AddDailyTasksInput = { spaceId: string; date: string; tasks: DailyTaskInput[]; origin?: DailyTaskOrigin };

/** Adds 1–10 daily tasks for the date to your own list. */
export async function addDailyTasks({
  spaceId,
  date,
  tasks,
  origin = 'custom',
}: AddDailyTasksInput): Promise<DailyTask[]> {
  const body = await apiFetch<{ tasks: DailyTask[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/daily-tasks`, {
    method: 'POST',
    body: { date, origin, tasks },
  });
  return body.tasks;
}

/** Invalidates: the space's daily tasks for that date. */
export function useAddDailyTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDailyTasks,
    onSuccess: (_tasks, { spaceId, date }) =>
      queryClient.invalidateQueries({ queryKey: taskKeys.dailyTasks(spaceId, date) }),
  });
}
