import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TurnAnswer, TurnInput } from './turn-answer';
import { choreKeys } from './query-keys';

/** Organizers, not their own: approves a turn waiting for review and awards the chore's points. 409 once reviewed. */
export function approveTurn({ occurrenceId }: TurnInput): Promise<TurnAnswer> {
  return apiFetch<TurnAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/approve`, { method: 'POST' });
}

/** Invalidates: the space (chores, the calendar, and the balances when points move). */
export function useApproveTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTurn,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.space(spaceId) }),
  });
}
