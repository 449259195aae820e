import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { localToday, type Progress } from './get-progress';
import { lessonKeys } from './query-keys';

/** Sends lessons this device completed while signed out; the server keeps those that fit its record. */
export function mergeProgress(lessonIds: readonly number[]): Promise<Progress> {
  return apiFetch<Progress>('/api/progress/merge', {
    method: 'POST',
    body: { completed_lessons: lessonIds.slice(0, 100), today: localToday() },
  });
}

/** Puts the merged record in the progress cache. */
export function useMergeProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeProgress,
    onSuccess: (progress) => queryClient.setQueryData(lessonKeys.progress, progress),
  });
}
