import { canSeeLedgerOf } from './points';
import type { Membership } from './spaces';

// History and the weekly summary (issue 17, docs/permissions.md): a read model over the other features'
// records, so it decides nothing new. Done work follows the chores and the space's task list, which every
// member sees; points follow the points ledger exactly (canSeeLedgerOf); daily tasks stay their owner's.

/** Any member reads the space's history and filters it by any member; what each entry shows is below. */
export const canReadHistory = (viewer: Membership) => Boolean(viewer);

/** Chore turns, assignments of the space's plan and upkeep done: every member sees who did what. */
export const canSeeDoneWork = (viewer: Membership) => Boolean(viewer);

/**
 * Points (earned, spent, adjusted, refunded, reversed, and how many tasks and rewards they were for): a member
 * sees their own; organizers see everyone's. The same rule as the points ledger, by calling it.
 */
export const canSeePointsOf = (viewer: Membership, userId: string) => canSeeLedgerOf(viewer, userId);
/** Everyone's points in the space at once (the ledger's whole-space view): organizers. */
export const canSeeEveryonesPoints = (viewer: Membership) => canSeeLedgerOf(viewer, null);

/**
 * A daily task is its owner's own list (for anyone else it does not exist); organizers, who review them,
 * see them as they see the points they earned.
 */
export const canSeeDailyTasksOf = (viewer: Membership, userId: string) => canSeeLedgerOf(viewer, userId);
