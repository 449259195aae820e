import { useQuery } from '@tanstack/react-query';
import type { InvitableRole, InviteStatus } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

/** What anyone holding the link may know about an invite (spec 01 §3, public invite details). */
export type InviteDetails = {
  id: string;
  space_id: string;
  role: InvitableRole;
  status: InviteStatus;
  expires_at: string;
  space_name: string | null;
  inviter_name: string | null;
  is_whole_home: boolean;
  space_count: number;
  /** The invited address half hidden ('s***@example.com'); null for a link invite. */
  invited_email_hint: string | null;
};

/** No sign-in needed; 404 when there is no such invite. */
export function getInvite(inviteId: string): Promise<InviteDetails> {
  return apiFetch<InviteDetails>(`/api/invites/${encodeURIComponent(inviteId)}`);
}

export function useInvite(inviteId: string) {
  return useQuery({
    queryKey: familyKeys.invite(inviteId),
    queryFn: () => getInvite(inviteId),
    enabled: inviteId !== '',
    // A missing invite stays missing: ask once, not again.
    retry: false,
  });
}
