import type { Membership } from './spaces';

// Work inside a space (docs/permissions.md): every member keeps their own daily tasks and ticks off the
// space's tasks; organizers review what members submit and assign tasks.

export const canReview = (member: Membership) => member.role === 'organizer';
export const canAssign = (member: Membership) => member.role === 'organizer';
