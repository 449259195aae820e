import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import { isOverdue } from '@tidy/domain/recurrence';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { type choreOccurrences, chores, profiles, spaces, userRoles } from '../../db/schema';
import type { OCCURRENCE_STATES } from '../../db/schema/chores';
import { NotFound } from '../../http/errors';
import { dayIn, type Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { Notifier } from '../notifications/service';
import { isUuid, SPACE_NOT_FOUND, type Membership } from '../../policy/spaces';

// What the chores feature's files share: its dependencies, who the caller is in a space (with the
// household's clock), names of people, and how an occurrence is shown.

export type ChoreDeps = { db: Database; realtime: RealtimeBus; clock: Clock; notifier: Notifier };

export type ChoreRow = typeof chores.$inferSelect;
export type OccurrenceRow = typeof choreOccurrences.$inferSelect;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];
export type Person = { user_id: string; full_name: string };

export const CHORE_NOT_FOUND = 'Chore not found';

/** The caller in a space, with the household's time zone and its calendar day now. */
export type Viewer = { member: Membership; timeZone: string; today: string; now: Date };

/** The caller's membership and the household's day, in one query; null when not a member. */
export async function findViewer(deps: ChoreDeps, userId: string, spaceId: string): Promise<Viewer | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await deps.db
    .select({ role: userRoles.role, ownerId: spaces.userId, timeZone: spaces.timeZone })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, userId)));
  if (!row) return null;
  const now = deps.clock.now();
  return {
    member: { spaceId, userId, role: row.role as Role, isOwner: row.ownerId === userId },
    timeZone: row.timeZone,
    today: dayIn(row.timeZone, now),
    now,
  };
}

/** The caller in a space, or a 404 (with `message`) that says nothing about whether it exists. */
export async function requireViewer(deps: ChoreDeps, actor: Actor, spaceId: string, message = SPACE_NOT_FOUND) {
  const viewer = await findViewer(deps, actor.userId, spaceId);
  if (!viewer) throw new NotFound(message);
  return viewer;
}

/** A chore that is not archived, and the caller in its space; 404 for anyone outside it. */
export async function requireChore(deps: ChoreDeps, actor: Actor, choreId: string, options: { archived?: boolean } = {}) {
  const [chore] = isUuid(choreId) ? await deps.db.select().from(chores).where(eq(chores.id, choreId)) : [];
  if (!chore || (!options.archived && chore.archivedAt)) throw new NotFound(CHORE_NOT_FOUND);
  const viewer = await requireViewer(deps, actor, chore.spaceId, CHORE_NOT_FOUND);
  return { chore, viewer };
}

/** Full names by user id, from one primary-key lookup; someone without a profile reads 'Unknown User'. */
export async function namesOf(db: Database | Transaction, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: profiles.id, name: profiles.fullName }).from(profiles).where(inArray(profiles.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name || 'Unknown User']));
}

export const personOf = (names: Map<string, string>, id: string | null): Person | null =>
  id === null ? null : { user_id: id, full_name: names.get(id) ?? 'Unknown User' };

/** Who did a turn: without an id, someone who has since deleted their account (decision 027). */
export type Doer = { user_id: string | null; full_name: string };

/**
 * Who did a turn that was done (waiting for review, approved, or done): done_by is null only when they have since
 * deleted their account, and the household still sees that someone did it, as 'Unknown User'.
 */
export function doerOf(names: Map<string, string>, row: Pick<OccurrenceRow, 'doneBy' | 'state'>): Doer | null {
  if (row.doneBy !== null) return personOf(names, row.doneBy);
  return row.state === 'submitted' || row.state === 'approved' || row.state === 'done'
    ? { user_id: null, full_name: 'Unknown User' }
    : null;
}

export type Occurrence = {
  id: string;
  chore_id: string;
  space_id: string;
  title: string;
  points: number;
  due_on: string;
  due_time: string | null;
  overdue: boolean;
  state: OccurrenceState;
  turn: Person | null;
  done_by: Doer | null;
  done_on: string | null;
  submitted_at: string | null;
  reviewed_by: Person | null;
  reviewed_at: string | null;
  self_approved: boolean;
  points_awarded: number | null;
  rejection_reason: string | null;
};

/** Only what is still to do (or to redo) can be overdue; done work is not late any more. */
export function overdueAt(row: Pick<OccurrenceRow, 'state' | 'dueOn'>, dueTime: string | null, timeZone: string, now: Date) {
  return (row.state === 'todo' || row.state === 'sent_back') && isOverdue(row.dueOn, dueTime, timeZone, now);
}

export function toOccurrence(
  row: OccurrenceRow,
  chore: Pick<ChoreRow, 'title' | 'points' | 'dueTime'>,
  names: Map<string, string>,
  clock: { timeZone: string; now: Date },
): Occurrence {
  return {
    id: row.id,
    chore_id: row.choreId,
    space_id: row.spaceId,
    title: chore.title,
    points: chore.points,
    due_on: row.dueOn,
    due_time: chore.dueTime,
    overdue: overdueAt(row, chore.dueTime, clock.timeZone, clock.now),
    state: row.state as OccurrenceState,
    turn: personOf(names, row.assigneeId),
    done_by: doerOf(names, row),
    done_on: row.doneOn,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_by: personOf(names, row.reviewedBy),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    self_approved: row.selfApproved,
    points_awarded: row.pointsAwarded,
    rejection_reason: row.rejectionReason,
  };
}

/** Occurrences as shown, with every name from one lookup. */
export async function describeOccurrences(
  db: Database,
  rows: readonly { occurrence: OccurrenceRow; chore: Pick<ChoreRow, 'title' | 'points' | 'dueTime'> }[],
  clock: { timeZone: string; now: Date },
): Promise<Occurrence[]> {
  const names = await namesOf(
    db,
    rows.flatMap(({ occurrence }) => [occurrence.assigneeId, occurrence.doneBy, occurrence.reviewedBy]),
  );
  return rows.map(({ occurrence, chore }) => toOccurrence(occurrence, chore, names, clock));
}

export const announce = (deps: ChoreDeps, spaceId: string, id: string) =>
  deps.realtime.publish(spaceId, { type: 'changed', what: 'chores', id });
