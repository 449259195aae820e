import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SpaceType } from '@tidy/domain/constants';
import { findUpkeepArea } from '@tidy/domain/upkeep-areas';
import type { Actor } from '../../auth/session';
import {
  choreOccurrences,
  chores,
  dailyTasks,
  pointsLedger,
  profiles,
  rewardRequests,
  rewards,
  spaces,
  spaceTasks,
  taskAssignments,
  userRoles,
} from '../../db/schema';
import { NotFound } from '../../http/errors';
import { canSeeDailyTasksOf, canSeeEveryonesPoints, canSeePointsOf } from '../../policy/summary';
import { findMembership, requireMembership, type Membership } from '../../policy/spaces';
import { DONE_STATES, exactInstant, namesOf, personOf, type SummaryDeps } from './shared';

// A space's history (issue 17): newest first, what was done and by whom, and how points moved. Two sources,
// each one query with the same keyset cursor, merged into one page:
// - chore turns done (waiting for review, approved, or done with no review, such as an area's upkeep), from
//   the completion rows, with the points their approval earned from the ledger;
// - every other movement of the points ledger: tasks approved, rewards bought, adjustments, undos.
// Who sees what is policy/summary.ts: done work for every member, points as the ledger shows them.

export const HISTORY_PAGE_SIZE = 30;

export const HISTORY_KINDS = [
  'chore_done',
  'task_approved',
  'reward_redeemed',
  'points_adjusted',
  'points_refunded',
  'points_reversed',
  'points_earned',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export type HistoryEvent = {
  id: string;
  kind: HistoryKind;
  at: string;
  /** Whose work, or whose points (a chore turn of someone who has since deleted their account: no id). */
  member: EventPerson;
  /** The chore, task or reward; for an adjustment or undo, its reason. */
  title: string;
  /** A chore turn's state: waiting for review ('submitted'), 'approved', or 'done' (no review needed). */
  state: 'submitted' | 'approved' | 'done' | null;
  /** The area of the space (a chore for an area's upkeep), by name. */
  area: string | null;
  /** The points it moved, + or −; null when none moved or the viewer may not see this member's points. */
  points: number | null;
  /** Who approved, adjusted or undid it; no id when they have since deleted their account. */
  by: EventPerson | null;
  self_approved: boolean;
};

/** Someone in an event: `user_id` is null once they deleted their account, and they read 'Unknown User'. */
export type EventPerson = { user_id: string | null; full_name: string };

const UNKNOWN: EventPerson = { user_id: null, full_name: 'Unknown User' };

/** A position in the history: the instant (to the microsecond) and id of the last event of a page. */
type Cursor = { at: string; id: string };

export const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const toCursor = (event: { at: string; id: string }) => `${event.at}_${event.id}`;

function parseCursor(before: string | undefined): Cursor | null {
  const match = before ? CURSOR_PATTERN.exec(before) : null;
  return match ? { at: match[1]!, id: match[2]! } : null;
}

/** Rows older than the cursor, newest first: `at <= c` keeps the index range; the id breaks ties. */
function olderThan(at: AnyColumn, id: AnyColumn, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return and(sql`${at} <= ${cursor.at}::timestamptz`, or(sql`${at} < ${cursor.at}::timestamptz`, lt(id, cursor.id)));
}

type Page = { member: string | undefined; cursor: Cursor | null; limit: number };

/**
 * Chore turns done in the space, newest first, with the points their approval earned (the ledger's earning
 * of that turn, on its unique chore_occurrence_id index). The (space_id, due_on) index finds the space's
 * turns; with a member, the (done_by, done_on) index.
 */
async function choreTurnsDone(deps: SummaryDeps, spaceId: string, page: Page) {
  const earning = alias(pointsLedger, 'earning');
  return deps.db
    .select({
      id: choreOccurrences.id,
      at: exactInstant(choreOccurrences.submittedAt),
      doneBy: choreOccurrences.doneBy,
      state: choreOccurrences.state,
      reviewedBy: choreOccurrences.reviewedBy,
      selfApproved: choreOccurrences.selfApproved,
      title: chores.title,
      area: chores.area,
      points: earning.points,
    })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .leftJoin(earning, and(eq(earning.choreOccurrenceId, choreOccurrences.id), eq(earning.kind, 'earn')))
    .where(
      and(
        eq(choreOccurrences.spaceId, spaceId),
        // done_by is null only when the one who did it has since deleted their account: the turn stays.
        isNotNull(choreOccurrences.submittedAt),
        inArray(choreOccurrences.state, [...DONE_STATES]),
        page.member ? eq(choreOccurrences.doneBy, page.member) : undefined,
        olderThan(choreOccurrences.submittedAt, choreOccurrences.id, page.cursor),
      ),
    )
    .orderBy(desc(choreOccurrences.submittedAt), desc(choreOccurrences.id))
    .limit(page.limit + 1);
}

/**
 * Which ledger entries the viewer sees as events: all of a member's whose points and daily tasks they may
 * see, and of everyone else only the approved assignments of the space's plan (the space's task list shows
 * those to every member; their points stay hidden). Chore earnings are shown with their turn, not twice.
 */
function visibleEntries(viewer: Membership, member: string | undefined): SQL | undefined {
  const notAChoreEarning = or(ne(pointsLedger.kind, 'earn'), sql`${pointsLedger.choreOccurrenceId} is null`);
  const assignmentsApproved = and(eq(pointsLedger.kind, 'earn'), isNotNull(pointsLedger.assignmentId));
  const seesAllOf = (userId: string) => canSeePointsOf(viewer, userId) && canSeeDailyTasksOf(viewer, userId);
  if (member) return and(notAChoreEarning, seesAllOf(member) ? undefined : assignmentsApproved);
  if (canSeeEveryonesPoints(viewer)) return notAChoreEarning;
  return and(notAChoreEarning, or(eq(pointsLedger.userId, viewer.userId), assignmentsApproved));
}

/**
 * The ledger's movements in the space, newest first, with what each was for (one primary-key lookup each):
 * the (space_id, created_at) index, or with a member the (user_id, space_id, created_at) one.
 */
async function ledgerMovements(deps: SummaryDeps, viewer: Membership, spaceId: string, page: Page) {
  return deps.db
    .select({
      id: pointsLedger.id,
      at: exactInstant(pointsLedger.createdAt),
      userId: pointsLedger.userId,
      kind: pointsLedger.kind,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      awardedBy: pointsLedger.awardedBy,
      dailyTaskId: pointsLedger.dailyTaskId,
      assignmentId: pointsLedger.assignmentId,
      dailyTitle: dailyTasks.title,
      planTitle: spaceTasks.title,
      rewardTitle: rewards.title,
    })
    .from(pointsLedger)
    .leftJoin(dailyTasks, eq(dailyTasks.id, pointsLedger.dailyTaskId))
    .leftJoin(taskAssignments, eq(taskAssignments.id, pointsLedger.assignmentId))
    .leftJoin(spaceTasks, eq(spaceTasks.id, taskAssignments.taskId))
    .leftJoin(rewardRequests, eq(rewardRequests.id, pointsLedger.rewardRequestId))
    .leftJoin(rewards, eq(rewards.id, rewardRequests.rewardId))
    .where(
      and(
        eq(pointsLedger.spaceId, spaceId),
        page.member ? eq(pointsLedger.userId, page.member) : undefined,
        visibleEntries(viewer, page.member),
        olderThan(pointsLedger.createdAt, pointsLedger.id, page.cursor),
      ),
    )
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(page.limit + 1);
}

type LedgerRow = Awaited<ReturnType<typeof ledgerMovements>>[number];
type TurnRow = Awaited<ReturnType<typeof choreTurnsDone>>[number];
/** `byId` undefined: nobody approved it; null: someone who has since deleted their account did. */
type Draft = Omit<HistoryEvent, 'member' | 'by'> & { memberId: string | null; byId: string | null | undefined };

const MOVEMENT_KINDS: Record<string, HistoryKind> = {
  spend: 'reward_redeemed',
  adjust: 'points_adjusted',
  refund: 'points_refunded',
  reversal: 'points_reversed',
  earn: 'points_earned',
};

function fromLedger(row: LedgerRow, viewer: Membership): Draft {
  const taskTitle = row.dailyTaskId ? row.dailyTitle : row.assignmentId ? row.planTitle : null;
  const isTask = row.kind === 'earn' && (row.dailyTaskId !== null || row.assignmentId !== null);
  return {
    id: row.id,
    kind: isTask ? 'task_approved' : (MOVEMENT_KINDS[row.kind] ?? 'points_earned'),
    at: row.at,
    memberId: row.userId,
    title: (isTask ? taskTitle : row.kind === 'spend' ? row.rewardTitle : null) ?? row.reason,
    state: null,
    area: null,
    points: canSeePointsOf(viewer, row.userId) ? row.points : null,
    // Every movement is made by someone; awarded_by is cleared only when their account is deleted.
    byId: row.awardedBy,
    self_approved: isTask && row.awardedBy === row.userId,
  };
}

function fromTurn(row: TurnRow, viewer: Membership, spaceType: SpaceType): Draft {
  const doer = row.doneBy;
  return {
    id: row.id,
    kind: 'chore_done',
    at: row.at,
    memberId: doer,
    title: row.title,
    state: row.state as Draft['state'],
    area: row.area ? (findUpkeepArea(spaceType, row.area)?.name ?? row.area) : null,
    points: row.points !== null && doer !== null && canSeePointsOf(viewer, doer) ? row.points : null,
    byId: row.state === 'approved' ? row.reviewedBy : undefined,
    self_approved: row.selfApproved,
  };
}

/** The space's current members by name, for the member filter. */
async function membersOf(deps: SummaryDeps, spaceId: string) {
  const rows = await deps.db
    .select({ userId: userRoles.userId, name: profiles.fullName })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.spaceId, spaceId))
    .orderBy(asc(profiles.fullName), asc(userRoles.userId));
  return rows.map((row) => ({ user_id: row.userId, full_name: row.name?.trim() || 'Unknown User' }));
}

/**
 * A page of the space's history, newest first, before the event named by `before` (the previous page's
 * next_before); with `member`, only that member's work and points. Any member reads it; what each event
 * shows follows policy/summary.ts.
 */
export async function spaceHistory(
  deps: SummaryDeps,
  actor: Actor,
  spaceId: string,
  query: { member?: string | undefined; before?: string | undefined; limit?: number | undefined },
) {
  const viewer = await requireMembership(deps.db, actor, spaceId);
  if (query.member && query.member !== actor.userId && !(await findMembership(deps.db, query.member, spaceId))) {
    throw new NotFound('Member not found');
  }
  const page: Page = {
    member: query.member,
    cursor: parseCursor(query.before),
    limit: query.limit ?? HISTORY_PAGE_SIZE,
  };
  const [[space], members, turns, movements] = await Promise.all([
    deps.db.select({ spaceType: spaces.spaceType }).from(spaces).where(eq(spaces.id, spaceId)),
    membersOf(deps, spaceId),
    choreTurnsDone(deps, spaceId, page),
    ledgerMovements(deps, viewer, spaceId, page),
  ]);
  const drafts = [
    ...turns.map((row) => fromTurn(row, viewer, (space?.spaceType ?? 'other') as SpaceType)),
    ...movements.map((row) => fromLedger(row, viewer)),
  ].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  const shown = drafts.slice(0, page.limit);
  const names = await namesOf(
    deps.db,
    shown.flatMap((draft) => [draft.memberId, draft.byId ?? null]),
  );
  const events: HistoryEvent[] = shown.map(({ memberId, byId, ...event }) => ({
    ...event,
    at: new Date(event.at).toISOString(),
    member: memberId === null ? UNKNOWN : personOf(names, memberId),
    by: byId === undefined ? null : byId === null ? UNKNOWN : personOf(names, byId),
  }));
  const last = shown.at(-1);
  return {
    member: query.member ?? null,
    members,
    events,
    next_before: drafts.length > page.limit && last ? toCursor(last) : null,
  };
}
