import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TurnAnswer, TurnInput } from './turn-answer';
import { choreKeys } from './query-keys';

/** Marks your turn (or an open one) done: waiting for review, or for an organizer approved at once. */
export function completeTurn({ occurrenceId }: TurnInput): Promise<TurnAnswer> {
  return apiFetch<TurnAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/complete`, {
    method: 'POST',
  });
}

/** Invalidates: the space (chores, the calendar, and the balances when points move). */
export function useCompleteTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTurn,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.space(spaceId) }),
  });
}
