import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpaceTask } from '../../tasks/api/get-space-tasks';
import { taskKeys } from '../../tasks/api/query-keys';
import { apiFetch } from '../../../lib/api-fetch';
import type { TaskEditProposal } from './edit-tasks';
import type { TaskListChange } from './get-latest-change';
import { coachKeys } from './query-keys';

export type ApplyTaskEditResult = {
  message: string;
  /** The change to undo; null when nothing changed. */
  versionId: string | null;
  undoUntil: string | null;
  tasks: SpaceTask[];
};

/** Applies a previewed change; 409 (an ApiError) when the open tasks changed since the preview. */
export async function applyTaskEdit({ spaceId, proposal }: { spaceId: string; proposal: TaskEditProposal }) {
  return apiFetch<ApplyTaskEditResult>(`/api/spaces/${encodeURIComponent(spaceId)}/coach/edit-tasks/apply`, {
    method: 'POST',
    body: proposal,
  });
}

/** Shows the new list at once, then invalidates the space (its progress and its latest change move too). */
export function useApplyTaskEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTaskEdit,
    onSuccess: (result, { spaceId }) => {
      queryClient.setQueryData(taskKeys.spaceTasks(spaceId), result.tasks);
      // Offer Undo at once; the refresh below brings the server's own account of the change.
      if (result.versionId && result.undoUntil) {
        queryClient.setQueryData<TaskListChange>(coachKeys.latestChange(spaceId), {
          id: result.versionId,
          reason: 'edit',
          summary: result.message,
          added_count: 0,
          created_at: new Date().toISOString(),
          undo_until: result.undoUntil,
        });
      }
      return queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    },
  });
}
