import type { Membership } from './spaces';

// Recurring upkeep of a space's areas (docs/permissions.md): every member sees it; everyone who lives there
// (not guests) marks a task done; the adults running the space add and remove tasks.

export const canSeeUpkeep = (member: Membership) => Boolean(member);
export const canCompleteUpkeep = (member: Membership) => member.role !== 'guest';
export const canManageUpkeep = (member: Membership) => member.role === 'organizer' || member.role === 'parent';
