import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TurnAnswer, TurnInput } from './turn-answer';
import { choreKeys } from './query-keys';

/** Organizers: skips a turn still to do, no points; the chore moves on to its next day and person. */
export function skipTurn({ occurrenceId }: TurnInput): Promise<TurnAnswer> {
  return apiFetch<TurnAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/skip`, { method: 'POST' });
}

/** Invalidates: the space (chores, the calendar, and the balances when points move). */
export function useSkipTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipTurn,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.space(spaceId) }),
  });
}
