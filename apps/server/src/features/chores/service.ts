import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { describeRecurrence, type RecurrenceRule } from '@tidy/domain/recurrence';
import type { ChoreAssignment } from '@tidy/domain/rotation';
import { addDays } from '@tidy/domain/time';
import type { Actor } from '../../auth/session';
import type { Transaction } from '../../db/client';
import { choreMembers, choreOccurrences, chores } from '../../db/schema';
import { Invalid, NotFound } from '../../http/errors';
import { canClaimTurn, canCompleteTurn, canManageChores, canNudgeTurn } from '../../policy/chores';
import { authorize } from '../../policy/spaces';
import { doersOf, firstTurn, openTurnsOf, placeTurn, rescheduledTurn, rotationsOf, turnContext } from './schedule';
import { myChoreStreak } from './today';
import {
  announce,
  CHORE_NOT_FOUND,
  namesOf,
  overdueAt,
  personOf,
  requireChore,
  requireViewer,
  type ChoreDeps,
  type ChoreRow,
  type OccurrenceRow,
  type Person,
  type Viewer,
} from './shared';

export { choresDueFor, myChoreStreak, submittedTurnCounts, type ChoreDue } from './today';
// Marking a turn done, for screens of other features (the kitchen tablet): the one implementation.
export { completeTurn } from './occurrences';
export { choreTurnsWaiting, choreTurnsWaitingQuery, claimDueReminders, dueReminderCandidates, type DueReminder } from './reminders';
export { projectedTurns, type PauseSpan, type TurnContext } from './schedule';
export {
  addAreaChores,
  areaChoreById,
  areaChoreCount,
  areaChoresDue,
  areaChoresOfSpace,
  completeAreaChore,
  deleteAreaChore,
  findAreaChore,
  type AreaChore,
  type AreaChoreInput,
} from './areas';

// Chores of a space (issue 17, decision 019): what the household keeps doing, how it repeats and who does
// it. Creating or changing one writes its open turn in the same transaction; occurrences.ts moves turns on.

const MANAGE_REFUSED = 'Only organizers and parents can change the chores.';
/** How far from today a chore may start: a year either way. */
const START_WINDOW_DAYS = 366;

export type Chore = {
  id: string;
  space_id: string;
  title: string;
  description: string;
  estimated_time: number;
  points: number;
  rule: RecurrenceRule | null;
  repeat: string;
  starts_on: string;
  due_time: string | null;
  area: string | null;
  assignment: { mode: 'one' | 'open' | 'rotation'; strategy: 'round_robin' | 'fewest_recent' | null; members: Person[] };
  current: {
    id: string;
    due_on: string;
    due_time: string | null;
    overdue: boolean;
    turn: Person | null;
    state: 'todo';
    can_claim: boolean;
    can_complete: boolean;
    can_nudge: boolean;
    nudged_at: string | null;
  } | null;
  archived: boolean;
  created_at: string;
};

export type ChoreInput = {
  title: string;
  description?: string | undefined;
  estimated_time: number;
  points: number;
  rule: RecurrenceRule | null;
  starts_on: string;
  due_time?: string | null | undefined;
  area?: string | null | undefined;
  assignment: ChoreAssignment;
};

/** Chores as the viewer sees them: rotations, open turns and names in three queries for any number. */
async function describeChores(deps: ChoreDeps, viewer: Viewer, rows: readonly ChoreRow[]): Promise<Chore[]> {
  const ids = rows.map((row) => row.id);
  const [rotations, open] = await Promise.all([rotationsOf(deps.db, ids), openTurnsOf(deps.db, ids)]);
  const names = await namesOf(deps.db, [
    ...rows.map((row) => row.assigneeId),
    ...[...rotations.values()].flat(),
    ...[...open.values()].map((turn) => turn.assigneeId),
  ]);
  return rows.map((row) => {
    const turn = open.get(row.id);
    const members = row.assignmentMode === 'rotation' ? (rotations.get(row.id) ?? []) : row.assignmentMode === 'one' ? [row.assigneeId] : [];
    return {
      id: row.id,
      space_id: row.spaceId,
      title: row.title,
      description: row.description,
      estimated_time: row.estimatedTime,
      points: row.points,
      rule: row.rule,
      repeat: row.rule ? describeRecurrence(row.rule) : 'Once',
      starts_on: row.anchorOn,
      due_time: row.dueTime,
      area: row.area,
      assignment: {
        mode: row.assignmentMode as Chore['assignment']['mode'],
        strategy: row.rotationStrategy as Chore['assignment']['strategy'],
        members: members.flatMap((id) => (id ? [personOf(names, id)!] : [])),
      },
      current: turn
        ? {
            id: turn.id,
            due_on: turn.dueOn,
            due_time: row.dueTime,
            overdue: overdueAt(turn, row.dueTime, viewer.timeZone, viewer.now),
            turn: personOf(names, turn.assigneeId),
            state: 'todo',
            can_claim: canClaimTurn(viewer.member, turn),
            can_complete: canCompleteTurn(viewer.member, turn),
            can_nudge: canNudgeTurn(viewer.member, turn) && overdueAt(turn, row.dueTime, viewer.timeZone, viewer.now),
            nudged_at: turn.nudgedAt?.toISOString() ?? null,
          }
        : null,
      archived: row.archivedAt !== null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/**
 * The space's chores, oldest first, with whose turn it is: the (space_id, area, created_at) index. An area's
 * upkeep is listed on its area's screen, not here (decision 021).
 */
export async function listChores(deps: ChoreDeps, actor: Actor, spaceId: string) {
  const viewer = await requireViewer(deps, actor, spaceId);
  const rows = await deps.db
    .select()
    .from(chores)
    .where(and(eq(chores.spaceId, spaceId), isNull(chores.area), isNull(chores.archivedAt)))
    .orderBy(asc(chores.createdAt), asc(chores.id));
  const [described, streak] = await Promise.all([
    describeChores(deps, viewer, rows),
    myChoreStreak(deps.db, actor.userId, spaceId, viewer.today),
  ]);
  return {
    chores: described,
    can_manage: canManageChores(viewer.member),
    my_streak: { current: streak.current, active_today: streak.activeToday, paused_today: streak.pausedToday },
  };
}

async function describeChore(deps: ChoreDeps, viewer: Viewer, row: ChoreRow): Promise<Chore> {
  return (await describeChores(deps, viewer, [row]))[0]!;
}

/** Members named by an assignment must do chores in the space (members, not guests). */
async function checkAssignment(deps: ChoreDeps, spaceId: string, assignment: ChoreAssignment) {
  const named = assignment.mode === 'one' ? [assignment.member] : assignment.mode === 'rotation' ? assignment.members : [];
  if (named.length === 0) return;
  const doers = await doersOf(deps.db, spaceId);
  if (named.some((id) => !doers.has(id))) {
    throw new Invalid('assignment: Choose members of this space who are not guests.', [
      { path: 'assignment', message: 'Choose members of this space who are not guests.' },
    ]);
  }
}

function checkStart(viewer: Viewer, startsOn: string) {
  if (startsOn < addDays(viewer.today, -START_WINDOW_DAYS) || startsOn > addDays(viewer.today, START_WINDOW_DAYS)) {
    const message = 'Choose a start within a year of today.';
    throw new Invalid(`starts_on: ${message}`, [{ path: 'starts_on', message }]);
  }
}

const assignmentColumns = (assignment: ChoreAssignment) => ({
  assignmentMode: assignment.mode,
  rotationStrategy: assignment.mode === 'rotation' ? assignment.strategy : null,
  assigneeId: assignment.mode === 'one' ? assignment.member : null,
});

async function writeRotation(tx: Transaction, choreId: string, assignment: ChoreAssignment) {
  await tx.delete(choreMembers).where(eq(choreMembers.choreId, choreId));
  if (assignment.mode !== 'rotation') return;
  await tx.insert(choreMembers).values(assignment.members.map((userId, position) => ({ choreId, userId, position })));
}

/** Adds a chore and its first turn (first due day with pauses, first in the rotation), in one transaction. */
export async function addChore(deps: ChoreDeps, actor: Actor, spaceId: string, input: ChoreInput) {
  const viewer = await requireViewer(deps, actor, spaceId);
  authorize(canManageChores(viewer.member), MANAGE_REFUSED);
  checkStart(viewer, input.starts_on);
  await checkAssignment(deps, spaceId, input.assignment);
  const created = await deps.db.transaction(async (tx) => {
    const [chore] = await tx
      .insert(chores)
      .values({
        spaceId,
        title: input.title,
        description: input.description ?? '',
        estimatedTime: input.estimated_time,
        points: input.points,
        rule: input.rule,
        anchorOn: input.starts_on,
        dueTime: input.due_time ?? null,
        area: input.area ?? null,
        ...assignmentColumns(input.assignment),
        createdBy: actor.userId,
      })
      .returning();
    await writeRotation(tx, chore!.id, input.assignment);
    const rotation = input.assignment.mode === 'rotation' ? input.assignment.members : undefined;
    const context = await turnContext(tx, chore!, { today: viewer.today, since: input.starts_on, rotation });
    const turn = firstTurn(chore!, context);
    await tx.insert(choreOccurrences).values({ choreId: chore!.id, spaceId, dueOn: turn.dueOn, assigneeId: turn.assigneeId });
    return chore!;
  });
  await announce(deps, spaceId, created.id);
  return describeChore(deps, viewer, created);
}

/**
 * Changes a chore. A new rule, start or assignment moves its open turn in the same transaction: the new
 * schedule's next day (not before today), and whoever has the turn keeps it while they are still in it.
 */
export async function changeChore(deps: ChoreDeps, actor: Actor, choreId: string, changes: Partial<ChoreInput>) {
  const { chore, viewer } = await requireChore(deps, actor, choreId);
  authorize(canManageChores(viewer.member), MANAGE_REFUSED);
  if (changes.starts_on !== undefined) checkStart(viewer, changes.starts_on);
  if (changes.assignment) await checkAssignment(deps, chore.spaceId, changes.assignment);
  if (!chore.needsReview && changes.points !== undefined) {
    const message = 'Upkeep of an area earns no points.';
    throw new Invalid(`points: ${message}`, [{ path: 'points', message }]);
  }
  const rescheduled = changes.rule !== undefined || changes.starts_on !== undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(chores)
      .set({
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.estimated_time !== undefined && { estimatedTime: changes.estimated_time }),
        ...(changes.points !== undefined && { points: changes.points }),
        ...(changes.rule !== undefined && { rule: changes.rule }),
        ...(changes.starts_on !== undefined && { anchorOn: changes.starts_on }),
        ...(changes.due_time !== undefined && { dueTime: changes.due_time }),
        ...(changes.area !== undefined && { area: changes.area }),
        ...(changes.assignment && assignmentColumns(changes.assignment)),
        updatedAt: new Date(),
      })
      .where(and(eq(chores.id, choreId), isNull(chores.archivedAt)))
      .returning();
    if (!row) throw new NotFound(CHORE_NOT_FOUND);
    if (changes.assignment) await writeRotation(tx, choreId, changes.assignment);
    if (rescheduled || changes.assignment) await moveOpenTurn(tx, row, viewer.today, rescheduled);
    return row;
  });
  await announce(deps, updated.spaceId, updated.id);
  return describeChore(deps, viewer, updated);
}

async function moveOpenTurn(tx: Transaction, chore: ChoreRow, today: string, rescheduled: boolean) {
  const open: OccurrenceRow | undefined = (await openTurnsOf(tx, [chore.id])).get(chore.id);
  // A chore done once and finished gets a turn again only when it now repeats.
  if (!open && chore.rule === null) return;
  const context = await turnContext(tx, chore, { today, since: chore.anchorOn });
  const stays = open?.assigneeId && (chore.assignmentMode === 'rotation' ? context.rotation : [chore.assigneeId]).includes(open.assigneeId);
  let turn = rescheduled || !open ? rescheduledTurn(chore, context, today, open?.assigneeId ?? null) : placeTurn(chore, context, open.dueOn, open.assigneeId);
  if (stays && open && turn.dueOn === open.dueOn) turn = { dueOn: open.dueOn, assigneeId: open.assigneeId };
  if (!open) {
    await tx.insert(choreOccurrences).values({ choreId: chore.id, spaceId: chore.spaceId, dueOn: turn.dueOn, assigneeId: turn.assigneeId });
    return;
  }
  // A turn that moves to another day or person is reminded afresh at its new due time.
  const moved = turn.dueOn !== open.dueOn || turn.assigneeId !== open.assigneeId;
  await tx
    .update(choreOccurrences)
    .set({ dueOn: turn.dueOn, assigneeId: turn.assigneeId, ...(moved && { remindedAt: null }) })
    .where(and(eq(choreOccurrences.id, open.id), eq(choreOccurrences.state, 'todo')));
}

/** Removes a chore (archived with its history, so it can be restored) or restores it; twice changes nothing. */
export async function setChoreArchived(deps: ChoreDeps, actor: Actor, choreId: string, archived: boolean) {
  const { chore, viewer } = await requireChore(deps, actor, choreId, { archived: true });
  authorize(canManageChores(viewer.member), MANAGE_REFUSED);
  const [updated] = await deps.db
    .update(chores)
    .set({ archivedAt: archived ? viewer.now : null, updatedAt: new Date() })
    .where(and(eq(chores.id, choreId), archived ? isNull(chores.archivedAt) : isNotNull(chores.archivedAt)))
    .returning();
  if (updated) await announce(deps, chore.spaceId, chore.id);
  return describeChore(deps, viewer, updated ?? chore);
}

/**
 * A person's turns still waiting for review, or sent back to them to redo, as their account is deleted (the
 * account feature's transaction): nobody could be paid for them or redo them, so they go with the person. Their
 * finished turns stay, with done_by cleared by the foreign key: the household's record ('Unknown User').
 */
export async function dropUnreviewedTurnsOf(tx: Transaction, userId: string) {
  await tx
    .delete(choreOccurrences)
    .where(and(eq(choreOccurrences.doneBy, userId), inArray(choreOccurrences.state, ['submitted', 'sent_back'])));
}
