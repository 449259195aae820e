import type { Role } from '@tidy/domain/constants';
import { canBecomeOrganizer } from '@tidy/domain/organizer';
import type { FamilyMember, FamilySpace, PendingInvite } from './api/get-family';

/** 'parent' → 'Parent': roles are shown capitalised on badges and in details. */
export function roleLabel(role: Role | string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : role;
}

/** Spec 01 §8: a member without a name is shown by e-mail, else as 'Unknown User'. */
export function memberName(member: Pick<FamilyMember, 'full_name' | 'email'>): string {
  return member.full_name?.trim() || member.email?.trim() || 'Unknown User';
}

/** Spec 01 §6: an organizer may remove others, never themselves, and nobody removes the space's creator. */
export function canRemoveMember(space: Pick<FamilySpace, 'role'>, member: FamilyMember): boolean {
  return space.role === 'organizer' && !member.is_you && !member.is_creator;
}

/** The space's organizer (its owner) may make a parent the organizer in their place (decision 027). */
export function canHandOverTo(space: Pick<FamilySpace, 'role' | 'is_owner'>, member: FamilyMember): boolean {
  return space.role === 'organizer' && space.is_owner && !member.is_you && canBecomeOrganizer(member.role);
}

/** Only an organizer may cancel an invite; parents see them but cannot. */
export function canCancelInvites(space: Pick<FamilySpace, 'role'>): boolean {
  return space.role === 'organizer';
}

/** The space's organizer stays with it (they hand it over or delete it); anyone else may leave. */
export function canLeaveSpace(space: Pick<FamilySpace, 'is_owner'>): boolean {
  return !space.is_owner;
}

/** How many different people share the person's spaces, themselves included (the Members tab count). */
export function familyMemberCount(spaces: readonly FamilySpace[]): number {
  return new Set(spaces.flatMap((space) => space.members.map((member) => member.user_id))).size;
}

/** Only pending invites are listed (spec 01 §4). */
export function pendingInvites(space: Pick<FamilySpace, 'invites'>): PendingInvite[] {
  return space.invites.filter((invite) => invite.status === 'pending');
}

/** The spaces where the person may invite: those they organize. */
export function organizedSpaces(spaces: readonly FamilySpace[]): FamilySpace[] {
  return spaces.filter((space) => space.role === 'organizer');
}
