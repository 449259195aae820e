import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { localToday, type Progress } from './get-progress';
import { lessonKeys } from './query-keys';

export type CompleteLessonInput = { lessonId: number; timeSpentSeconds: number };

/** The server's limit: a lesson left open longer than a day was not being studied. */
const MAX_TIME_SPENT_SECONDS = 86_400;

/** Completes a lesson; 409 while it is locked by the server's record. Completing it again changes nothing. */
export function completeLesson({ lessonId, timeSpentSeconds }: CompleteLessonInput): Promise<Progress> {
  return apiFetch<Progress>(`/api/lessons/${encodeURIComponent(lessonId)}/complete`, {
    method: 'POST',
    body: {
      today: localToday(),
      time_spent_seconds: Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.round(timeSpentSeconds))),
    },
  });
}

/** Puts the answer in the progress cache (the path, XP and streak update at once). */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (progress) => queryClient.setQueryData(lessonKeys.progress, progress),
  });
}
