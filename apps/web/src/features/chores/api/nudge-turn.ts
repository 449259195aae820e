import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { TurnInput } from './turn-answer';
import { choreKeys } from './query-keys';

/** Whether the nudge is on its way to a device of theirs; when not, they see it on Today. */
export type NudgeAnswer = { delivered: boolean; nudged_at: string };

/**
 * Organizers: nudges the member whose overdue turn this is. 409 when it is not overdue, nobody's, your own or
 * done; 429 within 12 hours of the last nudge of the turn (the server's message says so).
 */
export function nudgeTurn({ occurrenceId }: TurnInput): Promise<NudgeAnswer> {
  return apiFetch<NudgeAnswer>(`/api/chore-occurrences/${encodeURIComponent(occurrenceId)}/nudge`, { method: 'POST' });
}

/** Invalidates: the space's chores (the turn shows when it was nudged). */
export function useNudgeTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nudgeTurn,
    onSettled: (_answer, _error, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.list(spaceId) }),
  });
}
