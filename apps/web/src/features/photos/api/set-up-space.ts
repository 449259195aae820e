import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../tasks/api/query-keys';
import { apiFetch } from '../../../lib/api-fetch';
import { setupFormData, type SetupPhoto } from '../setup-form';
import type { Photo } from './get-space-photos';
import { markAnalysisPending } from './mark-analysis-pending';

export type SetUpSpaceInput = { spaceId: string; photos: readonly SetupPhoto[]; notes: string };
export type SetUpSpaceResult = { photos: Photo[]; analysis_queued: boolean };

/** Uploads the chosen photos (with their labels) and the notes; the analysis then runs in the background. */
export async function setUpSpace({ spaceId, photos, notes }: SetUpSpaceInput): Promise<SetUpSpaceResult> {
  return apiFetch<SetUpSpaceResult>(`/api/spaces/${encodeURIComponent(spaceId)}/setup`, {
    method: 'POST',
    body: setupFormData(photos, notes),
  });
}

/** Invalidates: the space (its photos, analysis state and, once analysed, its task list). */
export function useSetUpSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpSpace,
    onSuccess: (result, { spaceId }) => {
      if (result.analysis_queued) markAnalysisPending(queryClient, spaceId);
      return queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    },
  });
}
