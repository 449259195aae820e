import type { Membership } from './spaces';

// Photos and set-up of a space (docs/permissions.md): every member sees the photos; organizers and parents
// add or remove them and ask for a new analysis.

export const canSeePhotos = (member: Membership) => Boolean(member);
export const canSetUpSpace = (member: Membership) => member.role === 'organizer' || member.role === 'parent';
