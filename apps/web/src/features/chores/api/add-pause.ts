import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { ChorePause } from './get-pauses';
import { choreKeys } from './query-keys';

/** `user_id` omitted: yourself; null: the whole household (organizers); an id: that member (organizers). */
export type PauseFields = { user_id?: string | null; from: string; to: string; note?: string };
export type AddPauseInput = { spaceId: string; fields: PauseFields };

/** Pauses chores for a while; open turns inside it move to after it. */
export async function addPause({ spaceId, fields }: AddPauseInput): Promise<ChorePause> {
  const body = await apiFetch<{ pause: ChorePause }>(`/api/spaces/${encodeURIComponent(spaceId)}/pauses`, {
    method: 'POST',
    body: fields,
  });
  return body.pause;
}

/** Invalidates: the space's chores (turns move out of the pause). */
export function useAddPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPause,
    onSuccess: (_pause, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
