import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from '../../home/api/query-keys';
import { familyKeys } from './query-keys';

/** Leaves a space you joined. The server refuses (409, with a message) the creator and the last organizer. */
export async function leaveSpace(spaceId: string): Promise<void> {
  await apiFetch<undefined>(`/api/spaces/${encodeURIComponent(spaceId)}/leave`, { method: 'POST' });
}

/** Invalidates: family, spaces, home status (it may have been the person's last space). */
export function useLeaveSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveSpace,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.family }),
        queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
        queryClient.invalidateQueries({ queryKey: homeKeys.status }),
      ]),
  });
}
