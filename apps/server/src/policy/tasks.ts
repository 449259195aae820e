import type { Membership } from './spaces';

// Work inside a space (docs/permissions.md): every member keeps their own daily tasks and ticks off the
// space's tasks; organizers review what members submit and assign tasks.

export const canReview = (member: Membership) => member.role === 'organizer';
export const canAssign = (member: Membership) => member.role === 'organizer';
/** Rewriting the space's shared task list (edit by prompt) is for the adults running the space. */
export const canEditTaskList = (member: Membership) => member.role === 'organizer' || member.role === 'parent';
