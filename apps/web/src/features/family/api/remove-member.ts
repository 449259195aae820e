import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

export type RemoveMemberInput = { spaceId: string; userId: string };

/** Organizers only; never yourself (400) nor the space's creator (403). */
export async function removeMember({ spaceId, userId }: RemoveMemberInput): Promise<void> {
  await apiFetch<undefined>(`/api/spaces/${encodeURIComponent(spaceId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

/** Invalidates: family. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}
