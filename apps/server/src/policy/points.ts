import type { Membership } from './spaces';

// Points (issue 17, docs/permissions.md): everyone sees their own balance and history; organizers see
// everyone's in their space and correct mistakes, but never move their own points.

export const canAdjustPoints = (member: Membership) => member.role === 'organizer';
/** `userId` null is the whole space's ledger. */
export const canSeeLedgerOf = (viewer: Membership, userId: string | null) =>
  viewer.role === 'organizer' || userId === viewer.userId;
export const canUndoEntry = (member: Membership, entry: { userId: string }) =>
  member.role === 'organizer' && entry.userId !== member.userId;
