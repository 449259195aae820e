import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpkeepTaskInput } from '@tidy/domain/upkeep';
import { apiFetch } from '../../../lib/api-fetch';
import type { UpkeepTask } from './get-area';
import { upkeepKeys } from './query-keys';

export type AddUpkeepTaskInput = { spaceId: string; areaId: string; today: string; task: UpkeepTaskInput };

/** "Add New Task": a recurring task of the area, due at once (organizers and parents). */
export async function addUpkeepTask({ spaceId, areaId, today, task }: AddUpkeepTaskInput): Promise<UpkeepTask> {
  const body = await apiFetch<{ task: UpkeepTask }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/areas/${encodeURIComponent(areaId)}/tasks`,
    { method: 'POST', body: { ...task, today } },
  );
  return body.task;
}

/** Adds the new task to the cached area at once; invalidates: the space's upkeep. */
export function useAddUpkeepTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUpkeepTask,
    onSuccess: async (task, { spaceId, areaId, today }) => {
      queryClient.setQueryData<{ tasks: UpkeepTask[] }>(upkeepKeys.area(spaceId, areaId, today), (area) =>
        area ? { ...area, tasks: [...area.tasks, task] } : area,
      );
      await queryClient.invalidateQueries({ queryKey: upkeepKeys.all(spaceId) });
    },
  });
}
