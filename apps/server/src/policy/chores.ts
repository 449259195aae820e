import type { Membership } from './spaces';

// Recurring chores (issue 17, docs/permissions.md): every member sees the chores, whose turn it is and the
// history. The adults running the space (organizers and parents) decide what the chores are; organizers
// review what was done, as they review tasks. Everyone who lives there (not guests) takes open chores.

export const canSeeChores = (member: Membership) => Boolean(member);
/** Add, change, remove and restore chores: what needs doing is for the adults running the space. */
export const canManageChores = (member: Membership) => member.role === 'organizer' || member.role === 'parent';
/** Who may be given a chore or take an open one: guests are visiting. */
export const canDoChores = (member: Membership) => member.role !== 'guest';
/** See what waits for review, approve, send back and skip. */
export const canReviewChores = (member: Membership) => member.role === 'organizer';
/** An organizer's own work is approved as it is done (at the chore's points), so nobody reviews their own. */
export const isSelfApproving = (member: Membership) => member.role === 'organizer';

type Turn = { assigneeId: string | null; doneBy: string | null };

/** Mark a turn done: the person whose turn it is, or anyone who does chores while nobody has taken it. */
export const canCompleteTurn = (member: Membership, turn: Turn) =>
  turn.assigneeId === null ? canDoChores(member) : turn.assigneeId === member.userId;
export const canClaimTurn = (member: Membership, turn: Turn) => turn.assigneeId === null && canDoChores(member);
/** Approve or send back what someone did: a reviewer, never for their own work. */
export const canReviewTurn = (member: Membership, turn: Turn) => canReviewChores(member) && turn.doneBy !== member.userId;
/** Skip a turn (no points): a reviewer's call. */
export const canSkipTurn = (member: Membership) => canReviewChores(member);
/** Nudge the person whose turn is overdue: whoever reviews chores in the space, never about their own turn. */
export const canNudge = (member: Membership) => canReviewChores(member);
export const canNudgeTurn = (member: Membership, turn: Pick<Turn, 'assigneeId'>) =>
  canNudge(member) && turn.assigneeId !== null && turn.assigneeId !== member.userId;

/** Pause chores: a member for themself; an organizer for anyone in the space or (null) the whole household. */
export const canPauseFor = (member: Membership, userId: string | null) =>
  userId === member.userId || member.role === 'organizer';
export const canRemovePause = (member: Membership, pause: { userId: string | null }) =>
  pause.userId === member.userId || member.role === 'organizer';
