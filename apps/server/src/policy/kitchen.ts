import type { Membership } from './spaces';

// The kitchen tablet (issue 20, decision 028, docs/permissions.md). A shared screen is linked by an organizer to
// some of their spaces and holds a credential of its own, not a person's session. On it a member picks
// themself (with their PIN, if they set one) and does their own chores and tasks, through the same services as
// their own Today; nothing else.

/** Link a tablet to a space, see the tablets of a space and unlink them: the people who run the space. */
export const canManageKitchenDevices = (member: Membership) => member.role === 'organizer';

/**
 * A tablet acts in a space only while the organizer who linked it is still an organizer there: their
 * authority is what it carries. Removed, demoted or gone, the space drops off the tablet at its next request.
 */
export const deviceActsIn = (linker: Pick<Membership, 'role'>) => linker.role === 'organizer';

/** Who appears on a tablet of a space: the household (guests are visiting, and have no chores). */
export const showsOnKitchenDevice = (member: Pick<Membership, 'role'>) => member.role !== 'guest';

/** Wrong PINs for one person on one tablet before it waits: 5 in a 15-minute window, in the database. */
export const PIN_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
