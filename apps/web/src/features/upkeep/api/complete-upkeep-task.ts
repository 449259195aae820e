import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDays } from '@tidy/domain/time';
import { apiFetch } from '../../../lib/api-fetch';
import type { UpkeepAreaDetail, UpkeepTask } from './get-area';
import { upkeepKeys } from './query-keys';

export type CompleteUpkeepTaskInput = {
  spaceId: string;
  areaId: string;
  /** The person's own date: the day it counts as done. */
  today: string;
  task: UpkeepTask;
  /** Shown as "last done by" until the server answers. */
  doneBy: string;
};

/** "Mark Complete": done today, due again one interval later. Guests get 403. */
export async function completeUpkeepTask({ task, today }: CompleteUpkeepTaskInput): Promise<UpkeepTask> {
  const body = await apiFetch<{ task: UpkeepTask }>(`/api/upkeep-tasks/${encodeURIComponent(task.id)}/complete`, {
    method: 'POST',
    body: { today },
  });
  return body.task;
}

/** The task as it will be once done today: what the server will answer, shown before it does. */
export function completedToday(task: UpkeepTask, today: string, doneBy: string): UpkeepTask {
  // Done already today (or later, by someone further east): nothing moves.
  if (task.last_done_on !== null && task.last_done_on >= today) return task;
  return {
    ...task,
    last_done_on: today,
    last_done_by_name: doneBy,
    next_due_on: addDays(today, task.interval_days),
    status: 'completed',
  };
}

/** Optimistic: the row shows it done at once and goes back if the server refuses; invalidates: the space's upkeep. */
export function useCompleteUpkeepTask() {
  const queryClient = useQueryClient();
  const replace = (input: CompleteUpkeepTaskInput, task: UpkeepTask) =>
    queryClient.setQueryData<UpkeepAreaDetail>(upkeepKeys.area(input.spaceId, input.areaId, input.today), (area) =>
      area ? { ...area, tasks: area.tasks.map((each) => (each.id === task.id ? task : each)) } : area,
    );
  return useMutation({
    mutationFn: completeUpkeepTask,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: upkeepKeys.area(input.spaceId, input.areaId, input.today) });
      replace(input, completedToday(input.task, input.today, input.doneBy));
      return { before: input.task };
    },
    onError: (_error, input, context) => {
      if (context) replace(input, context.before);
    },
    onSuccess: (task, input) => {
      replace(input, task);
    },
    onSettled: (_task, _error, { spaceId }) => queryClient.invalidateQueries({ queryKey: upkeepKeys.all(spaceId) }),
  });
}
