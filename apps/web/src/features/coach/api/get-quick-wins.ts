import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Suggestion } from '../suggestion';

export type GetQuickWinsInput = { spaceId: string; date: string };

/** A few 2–5 minute ideas worth 6–12 points that are not on today's list yet. */
export async function getQuickWins({ spaceId, date }: GetQuickWinsInput): Promise<Suggestion[]> {
  const body = await apiFetch<{ tasks: Suggestion[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/coach/quick-wins`, {
    method: 'POST',
    body: { date },
  });
  return body.tasks;
}

/** Asked for on "Get AI Task Ideas"; changes nothing on the server. */
export function useQuickWins() {
  return useMutation({ mutationFn: getQuickWins });
}
