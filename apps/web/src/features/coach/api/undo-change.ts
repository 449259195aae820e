import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpaceTask } from '../../tasks/api/get-space-tasks';
import { taskKeys } from '../../tasks/api/query-keys';
import { apiFetch } from '../../../lib/api-fetch';

/**
 * Undoes a change of the task list; 409 (an ApiError, its message says why) when it was already undone,
 * has expired, or a task it added or changed has been worked on since.
 */
export async function undoChange({ spaceId, versionId }: { spaceId: string; versionId: string }) {
  return apiFetch<{ message: string; tasks: SpaceTask[] }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/task-list-versions/${encodeURIComponent(versionId)}/undo`,
    { method: 'POST' },
  );
}

/** Shows the restored list at once, then invalidates the space (progress, and the latest change). */
export function useUndoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoChange,
    onSuccess: (result, { spaceId }) => {
      queryClient.setQueryData(taskKeys.spaceTasks(spaceId), result.tasks);
      return queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    },
    // A refusal may mean the list moved on: show it as it is.
    onError: (_error, { spaceId }) => queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) }),
  });
}
