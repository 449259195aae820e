import { useMutation } from '@tanstack/react-query';
import type { MotivationCard } from '@tidy/domain/motivation';
import { apiFetch } from '../../../lib/api-fetch';

export type ServerMotivation = MotivationCard & { tasksCompleted: number; key: string | null };

/** `shown`: keys of the cards already on screen (motivationKey), so the coach gives a different one. */
export type GetMotivationInput = { spaceId: string; date: string; shown?: readonly string[] };

/** The day's quote, tip and encouragement for the space, from the coach; another one than those shown. */
export async function getMotivation({ spaceId, date, shown = [] }: GetMotivationInput): Promise<ServerMotivation> {
  const params = new URLSearchParams({ date });
  if (shown.length > 0) params.set('shown', shown.join(','));
  return apiFetch<ServerMotivation>(`/api/spaces/${encodeURIComponent(spaceId)}/motivation?${params.toString()}`);
}

/**
 * Asked for only when someone presses Refresh (spec 02 §4): the card otherwise comes from the day's
 * cache or is built in the browser, so it is a mutation, not a query the page's live updates refetch.
 */
export function useRefreshMotivation() {
  return useMutation({ mutationFn: getMotivation });
}
