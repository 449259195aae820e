import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

/** Deletes a pending invite: its link stops working. Organizers of its space only. */
export async function cancelInvite(inviteId: string): Promise<void> {
  await apiFetch<undefined>(`/api/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

/** Invalidates: family (its pending invites). */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}
