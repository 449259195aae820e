import type { SpaceMember } from './api/get-space';

/** A member without a name is shown by e-mail, else as 'Unknown User' (spec 02 §8). */
export function memberName(member: Pick<SpaceMember, 'full_name' | 'email'>): string {
  return member.full_name?.trim() || member.email?.trim() || 'Unknown User';
}

/** Who an organizer may assign a task to: the other members of the space (spec 02 §5). */
export function assignableMembers(members: readonly SpaceMember[]): SpaceMember[] {
  return members.filter((member) => !member.is_you);
}

/** 'organizer' → 'Organizer'. */
export function roleLabel(role: string): string {
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : role;
}
