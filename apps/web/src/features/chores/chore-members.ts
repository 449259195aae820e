import type { SpaceMember } from '../tasks/api/get-space';
import type { ChorePerson } from './api/get-chores';

/** Who chores can go to: the space's members but guests, by name (e-mail, else "Unknown User", when unnamed). */
export function choreMembers(members: readonly SpaceMember[]): ChorePerson[] {
  return members
    .filter((member) => member.role !== 'guest')
    .map((member) => ({
      user_id: member.user_id,
      full_name: member.full_name?.trim() || member.email?.trim() || 'Unknown User',
    }));
}
