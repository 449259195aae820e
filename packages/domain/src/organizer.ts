import type { Role } from './constants';

// Handing a space over (issue 20, decision 027): its organizer makes another member the organizer and becomes a
// parent of it. A household hands its home to another grown-up who lives there: a parent. Not a child, and not
// a guest, who visits and may do the least; a guest who should run the space is invited as a parent first.

/** The roles a member may have to be made the space's organizer. */
export const ORGANIZER_SUCCESSOR_ROLES: readonly Role[] = ['parent'];

/** The role the organizer who hands the space over keeps in it. */
export const FORMER_ORGANIZER_ROLE: Role = 'parent';

/** Whether a member with this role may be made the organizer. */
export const canBecomeOrganizer = (role: Role): boolean => ORGANIZER_SUCCESSOR_ROLES.includes(role);

/** Why a member may not be made the organizer, in the household's words; null when they may. */
export function whyNotOrganizer(role: Role, name: string): string | null {
  if (canBecomeOrganizer(role)) return null;
  if (role === 'organizer') return `${name} is already the organizer of this space.`;
  if (role === 'child') return `${name} is a child here: only a parent can become the organizer.`;
  return `${name} is a guest here: only a parent can become the organizer. Invite them as a parent first.`;
}
