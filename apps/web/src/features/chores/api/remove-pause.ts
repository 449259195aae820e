import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { choreKeys } from './query-keys';

export type RemovePauseInput = { spaceId: string; pauseId: string };

/** Its member or an organizer: ends a pause; turns already moved stay where they are. */
export async function removePause({ pauseId }: RemovePauseInput): Promise<void> {
  await apiFetch<unknown>(`/api/pauses/${encodeURIComponent(pauseId)}`, { method: 'DELETE' });
}

/** Invalidates: the space's chores. */
export function useRemovePause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePause,
    onSuccess: (_nothing, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
