import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from '../../home/api/query-keys';
import { familyKeys } from './query-keys';

export type HandOverInput = { spaceId: string; userId: string };

/**
 * The space's organizer makes a parent of it the organizer and becomes a parent (decision 027). 409 with the
 * reason for a child or a guest.
 */
export async function handOverSpace({
  spaceId,
  userId,
}: HandOverInput): Promise<{ organizer: { user_id: string; full_name: string } }> {
  return apiFetch(`/api/spaces/${encodeURIComponent(spaceId)}/organizer`, {
    method: 'POST',
    body: { user_id: userId },
  });
}

/** Invalidates: family, spaces (the roles in both changed). */
export function useHandOverSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverSpace,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.family }),
        queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
      ]),
  });
}
