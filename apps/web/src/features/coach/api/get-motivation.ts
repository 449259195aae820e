import { useMutation } from '@tanstack/react-query';
import type { MotivationCard } from '@tidy/domain/motivation';
import { apiFetch } from '../../../lib/api-fetch';

export type ServerMotivation = MotivationCard & { tasksCompleted: number };

export type GetMotivationInput = { spaceId: string; date: string };

/** The day's quote, tip and encouragement for the space, from the coach. */
export async function getMotivation({ spaceId, date }: GetMotivationInput): Promise<ServerMotivation> {
  return apiFetch<ServerMotivation>(
    `/api/spaces/${encodeURIComponent(spaceId)}/motivation?date=${encodeURIComponent(date)}`,
  );
}

/**
 * Asked for only when someone presses Refresh (spec 02 §4): the card otherwise comes from the day's
 * cache or is built in the browser, so it is a mutation, not a query the page's live updates refetch.
 */
export function useRefreshMotivation() {
  return useMutation({ mutationFn: getMotivation });
}
