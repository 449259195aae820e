import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TurnAnswer, TurnInput } from './turn-answer';
import { choreKeys } from './query-keys';

/** Takes an open turn (members but guests). 409 when someone took it first. */
export function claimTurn({ occurrenceId }: TurnInput): Promise<TurnAnswer> {
  return apiFetch<TurnAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/claim`, { method: 'POST' });
}

/** Invalidates: the space (chores, the calendar, and the balances when points move). */
export function useClaimTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTurn,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.space(spaceId) }),
  });
}
