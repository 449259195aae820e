import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../tasks/api/query-keys';
import { apiFetch } from '../../../lib/api-fetch';
import { markAnalysisPending } from './mark-analysis-pending';

/** Analyses the space's photos again; 409 (an ApiError) when it has none. */
export async function analyzeSpace(spaceId: string): Promise<{ analysis_queued: true }> {
  return apiFetch<{ analysis_queued: true }>(`/api/spaces/${encodeURIComponent(spaceId)}/analyze`, {
    method: 'POST',
  });
}

/** Invalidates: the space (the analysis state now, the task list when the analysis is done). */
export function useAnalyzeSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeSpace,
    onSuccess: (_result, spaceId) => {
      markAnalysisPending(queryClient, spaceId);
      return queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
    },
  });
}
