import { useMutation } from '@tanstack/react-query';
import type { FeedbackCategory, Rating } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';

export type SendFeedbackInput = {
  feedback_text: string;
  category: FeedbackCategory;
  rating: Rating | null;
  /** The screen it was sent from, e.g. /app. */
  page?: string;
};

/** Anyone, signed in or not: the server takes who sent it from the session (10 an hour per address). */
export function sendFeedback(input: SendFeedbackInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/feedback', { method: 'POST', body: input });
}

/** Invalidates nothing: feedback is never read back in the app. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
