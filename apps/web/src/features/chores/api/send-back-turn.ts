import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { choreKeys } from './query-keys';
import type { TurnAnswer, TurnInput } from './turn-answer';

export type SendBackTurnInput = TurnInput & { reason?: string | undefined };

/** Organizers, not their own: sends a turn waiting for review back to be done again, with a reason. */
export function sendBackTurn({ occurrenceId, reason }: SendBackTurnInput): Promise<TurnAnswer> {
  return apiFetch<TurnAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/send-back`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** Invalidates: the space (chores, the calendar). */
export function useSendBackTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBackTurn,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.space(spaceId) }),
  });
}
