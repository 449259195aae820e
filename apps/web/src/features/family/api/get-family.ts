import { useQuery } from '@tanstack/react-query';
import type { InvitableRole, InviteStatus, Role, SpaceType } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

export type FamilyMember = {
  user_id: string;
  full_name: string | null;
  email: string | null;
  role: Role;
  is_you: boolean;
  /** The space's owner, its organizer (who created it, or was handed it): nobody can remove them. */
  is_creator: boolean;
};

export type PendingInvite = {
  id: string;
  /** '' for a link invite. */
  invited_email: string;
  role: InvitableRole;
  status: InviteStatus;
  expires_at: string;
  is_whole_home: boolean;
  /** The address to share: the site root with ?invite={id}; null unless you may invite (organizers). */
  link: string | null;
};

export type FamilySpace = {
  id: string;
  name: string;
  space_type: SpaceType;
  /** Your role in this space. */
  role: Role;
  /** You own this space: you are its organizer (you created it, or it was handed to you). */
  is_owner: boolean;
  members: FamilyMember[];
  /** Shown to organizers and parents only; [] for everyone else. */
  invites: PendingInvite[];
};

/** Every space the signed-in person belongs to, with its members and pending invites. */
export async function getFamily(): Promise<FamilySpace[]> {
  const body = await apiFetch<{ spaces: FamilySpace[] }>('/api/family');
  return body.spaces;
}

export function useFamily() {
  return useQuery({ queryKey: familyKeys.family, queryFn: getFamily });
}
