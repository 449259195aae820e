import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

/** One space, or every space of the home (`whole_home`); with `email` the server also e-mails the link. */
export type CreateInviteInput = {
  space_id?: string;
  whole_home?: boolean;
  role: InvitableRole;
  email?: string;
};

export type CreatedInvite = {
  id: string;
  link: string;
  /** '' for a link invite. */
  invited_email: string;
  role: InvitableRole;
  expires_at: string;
  is_whole_home: boolean;
  space_ids: string[];
};

/** Organizers of the space only (403 otherwise). */
export async function createInvite(input: CreateInviteInput): Promise<CreatedInvite> {
  const body = await apiFetch<{ invite: CreatedInvite }>('/api/invites', { method: 'POST', body: input });
  return body.invite;
}

/** Invalidates: family (its pending invites). */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.family }),
  });
}
