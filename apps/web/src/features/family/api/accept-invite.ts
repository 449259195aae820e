import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from '../../home/api/query-keys';
import { familyKeys } from './query-keys';

export type AcceptedInvite = { space_ids: string[]; space_name: string | null; role: InvitableRole };

/**
 * Joins the space(s) of the invite with its role. Errors: 403 `email_mismatch`, 409 `invite_processed`,
 * 410 `invite_expired`, 404 when there is no such invite.
 */
export function acceptInvite(inviteId: string): Promise<AcceptedInvite> {
  return apiFetch<AcceptedInvite>(`/api/invites/${encodeURIComponent(inviteId)}/accept`, { method: 'POST' });
}

/**
 * Invalidates: spaces, family, home status, and the invite itself (no longer pending). The invite is
 * only marked stale, not fetched again: the open invitation screen would otherwise learn that the invite
 * is now used and leave for the home page while the join itself goes on to My Spaces.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: (_accepted, inviteId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
        queryClient.invalidateQueries({ queryKey: homeKeys.status }),
        queryClient.invalidateQueries({ queryKey: familyKeys.family }),
        queryClient.invalidateQueries({ queryKey: familyKeys.invite(inviteId), refetchType: 'none' }),
      ]),
  });
}
