import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { firstDueOnWithPauses, isPausedOn, nextDueOnWithPauses, shiftOutOfPauses, type Pause } from '@tidy/domain/pause';
import { isScheduled, type RecurrenceRule } from '@tidy/domain/recurrence';
import { nextInRotation, ROTATION_RECENT_DAYS, type RotationStrategy } from '@tidy/domain/rotation';
import { addDays, dayNumber } from '@tidy/domain/time';
import type { Database, Transaction } from '../../db/client';
import { choreMembers, choreOccurrences, chorePauses, userRoles } from '../../db/schema';
import type { ChoreRow, OccurrenceRow } from './shared';

// When a chore is next due and whose turn it is, with pauses: the household's pauses move the date (the
// domain rules of pause.ts); a member's pause passes their turn to the next one available, or moves the
// date of a chore only they do until they are back. Nothing here writes; occurrences.ts does.

type Db = Database | Transaction;

/** A pause as the rules read it, with whose it is (null: the whole household). */
export type PauseSpan = Pause & { userId: string | null };

/** Everything that decides a chore's turns, read once per write. */
export type TurnContext = {
  /** Rotation members in their order, only those still in the space and not guests. */
  rotation: string[];
  /** Who may still do chores in the space (members but guests). */
  doers: Set<string>;
  /** Pauses of the space that have not ended before `since`. */
  pauses: PauseSpan[];
  /** Turns of this chore each member did in the last ROTATION_RECENT_DAYS days (fewest_recent only). */
  recentCounts: Record<string, number>;
};

/** The space's pauses still running on or after `since`: the (space_id, ends_on) index. */
export async function pausesOf(db: Db, spaceIds: readonly string[], since: string): Promise<(PauseSpan & { spaceId: string })[]> {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({ spaceId: chorePauses.spaceId, userId: chorePauses.userId, from: chorePauses.startsOn, to: chorePauses.endsOn })
    .from(chorePauses)
    .where(and(inArray(chorePauses.spaceId, [...spaceIds]), gte(chorePauses.endsOn, since)));
  return rows;
}

/** Rotation members of chores, in order: the (chore_id, user_id) primary key. */
export async function rotationsOf(db: Db, choreIds: readonly string[]): Promise<Map<string, string[]>> {
  const rotations = new Map<string, string[]>();
  if (choreIds.length === 0) return rotations;
  const rows = await db
    .select({ choreId: choreMembers.choreId, userId: choreMembers.userId })
    .from(choreMembers)
    .where(inArray(choreMembers.choreId, [...choreIds]))
    .orderBy(asc(choreMembers.choreId), asc(choreMembers.position));
  for (const row of rows) rotations.set(row.choreId, [...(rotations.get(row.choreId) ?? []), row.userId]);
  return rotations;
}

/** Members of a space who do chores (not guests): the user_roles space index. */
export async function doersOf(db: Db, spaceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.spaceId, spaceId), ne(userRoles.role, 'guest')));
  return new Set(rows.map((row) => row.userId));
}

/** Turns of each chore each member did in the last ROTATION_RECENT_DAYS days, in one query: the (chore_id, done_on) index. */
export async function recentCountsOfChores(db: Db, choreIds: readonly string[], today: string) {
  const rows = await db
    .select({ choreId: choreOccurrences.choreId, userId: choreOccurrences.doneBy, done: sql<number>`count(*)::int` })
    .from(choreOccurrences)
    .where(
      and(
        inArray(choreOccurrences.choreId, [...choreIds]),
        isNotNull(choreOccurrences.doneBy),
        gte(choreOccurrences.doneOn, addDays(today, -ROTATION_RECENT_DAYS)),
        inArray(choreOccurrences.state, ['submitted', 'approved', 'sent_back', 'done']),
      ),
    )
    .groupBy(choreOccurrences.choreId, choreOccurrences.doneBy);
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (!row.userId) continue;
    counts.set(row.choreId, { ...counts.get(row.choreId), [row.userId]: Number(row.done) });
  }
  return counts;
}

type ChoreAssignment = Pick<ChoreRow, 'id' | 'spaceId' | 'assignmentMode' | 'rotationStrategy'>;

/**
 * What decides the chore's turns from `since` on. `rotation` gives the members of a chore being written
 * (not yet stored); otherwise they are read.
 */
export async function turnContext(
  db: Db,
  chore: ChoreAssignment,
  { today, since = today, rotation }: { today: string; since?: string; rotation?: readonly string[] },
): Promise<TurnContext> {
  const rotating = chore.assignmentMode === 'rotation';
  // One after the other: inside a transaction the queries share one connection.
  const doers = await doersOf(db, chore.spaceId);
  const rotations = rotating && !rotation ? await rotationsOf(db, [chore.id]) : new Map<string, string[]>();
  const pauses = await pausesOf(db, [chore.spaceId], since < today ? since : today);
  const recentCounts =
    rotating && chore.rotationStrategy === 'fewest_recent' ? await recentCountsOfChores(db, [chore.id], today) : new Map<string, Record<string, number>>();
  const members = rotating ? (rotation ?? rotations.get(chore.id) ?? []) : [];
  return { doers, rotation: members.filter((id) => doers.has(id)), pauses, recentCounts: recentCounts.get(chore.id) ?? {} };
}

const householdPauses = (pauses: readonly PauseSpan[]) => pauses.filter((pause) => pause.userId === null);
const pausesOfMember = (pauses: readonly PauseSpan[], userId: string) => pauses.filter((pause) => pause.userId === userId);

/** The first day on or after `date` the chore's schedule allows, outside the household's pauses. */
function onSchedule(rule: RecurrenceRule | null, anchorOn: string, date: string, household: readonly Pause[]): string {
  if (rule === null || !isScheduled(rule)) return shiftOutOfPauses(date, household);
  const dayBefore = addDays(date, -1);
  return nextDueOnWithPauses(rule, { anchorOn, previousDueOn: dayBefore, completedOn: dayBefore }, household);
}

export type Turn = { dueOn: string; assigneeId: string | null };

type Assignment = Pick<ChoreRow, 'rule' | 'anchorOn' | 'assignmentMode' | 'rotationStrategy' | 'assigneeId'>;

/**
 * Whose turn it is on a due day (already outside household pauses): the one member, nobody (open), or the
 * next in the rotation who is not away that day. When everyone who could do it is away, the day moves to
 * the first scheduled day one of them is back. A chore's one member who left the space leaves it open.
 */
export function placeTurn(chore: Assignment, context: TurnContext, dueOn: string, lastAssignee: string | null): Turn {
  const household = householdPauses(context.pauses);
  const eligible =
    chore.assignmentMode === 'rotation'
      ? context.rotation
      : chore.assignmentMode === 'one' && chore.assigneeId && context.doers.has(chore.assigneeId)
        ? [chore.assigneeId]
        : [];
  if (eligible.length === 0) return { dueOn, assigneeId: null };
  let due = dueOn;
  // Each step moves past the end of at least one member's pause, so this ends; the bound guards bad data.
  for (let step = 0; step < 100; step += 1) {
    const isPaused = (member: string) => isPausedOn(pausesOfMember(context.pauses, member), due);
    const assigneeId =
      chore.assignmentMode === 'rotation'
        ? nextInRotation({
            strategy: (chore.rotationStrategy ?? 'round_robin') as RotationStrategy,
            members: eligible,
            lastAssignee,
            recentCounts: context.recentCounts,
            isPaused,
          })
        : isPaused(eligible[0]!)
          ? null
          : eligible[0]!;
    if (assigneeId) return { dueOn: due, assigneeId };
    const back = eligible.map((member) => shiftOutOfPauses(due, pausesOfMember(context.pauses, member))).sort()[0]!;
    due = onSchedule(chore.rule, chore.anchorOn, back, household);
  }
  return { dueOn: due, assigneeId: null };
}

/** A new chore's first turn: its first due day (or, done once, its start) and who goes first. */
export function firstTurn(chore: Assignment, context: TurnContext): Turn {
  const household = householdPauses(context.pauses);
  const dueOn = chore.rule ? firstDueOnWithPauses(chore.rule, chore.anchorOn, household) : shiftOutOfPauses(chore.anchorOn, household);
  return placeTurn(chore, context, dueOn, null);
}

/**
 * The turn after `done` was done (or skipped) on `today`: never a pile, a chore late for a week is next due
 * after today. Null for a chore done once.
 */
export function turnAfter(chore: Assignment, context: TurnContext, done: Pick<OccurrenceRow, 'dueOn' | 'assigneeId'>, today: string): Turn | null {
  if (chore.rule === null) return null;
  const household = householdPauses(context.pauses);
  const dueOn = nextDueOnWithPauses(chore.rule, { anchorOn: chore.anchorOn, previousDueOn: done.dueOn, completedOn: today }, household);
  return placeTurn(chore, context, dueOn, done.assigneeId);
}

/**
 * The turns that follow `open` up to `until`, as if each were done on its own day (the open one on `today`
 * at the earliest): what the calendar shows ahead and the calendar feed publishes. Each turn counts as done
 * by its person, so fewest-lately rotations move on. Bounded: a chore has at most one turn a day.
 */
export function projectedTurns(chore: Assignment, context: TurnContext, open: Turn, today: string, until: string): Turn[] {
  const recentCounts = { ...context.recentCounts };
  const counting = { ...context, recentCounts };
  const turns: Turn[] = [];
  let previous = open;
  let doneOn = open.dueOn > today ? open.dueOn : today;
  const steps = dayNumber(until) - dayNumber(doneOn) + 1;
  for (let step = 0; step <= steps; step += 1) {
    if (previous.assigneeId) recentCounts[previous.assigneeId] = (recentCounts[previous.assigneeId] ?? 0) + 1;
    const turn = turnAfter(chore, counting, previous, doneOn);
    if (!turn || turn.dueOn > until) break;
    turns.push(turn);
    previous = turn;
    doneOn = turn.dueOn;
  }
  return turns;
}

/**
 * A changed schedule's next turn: its first due day, but for a chore under way not before today (a changed
 * rule does not make past days due).
 */
export function rescheduledTurn(chore: Assignment, context: TurnContext, today: string, lastAssignee: string | null): Turn {
  const first = firstTurn(chore, context);
  if (first.dueOn >= today || chore.rule === null || !isScheduled(chore.rule)) return first;
  return placeTurn(chore, context, onSchedule(chore.rule, chore.anchorOn, today, householdPauses(context.pauses)), lastAssignee);
}

/** The open turn of each chore (the one still to do): the partial unique index of todo rows. */
export async function openTurnsOf(db: Db, choreIds: readonly string[]): Promise<Map<string, OccurrenceRow>> {
  if (choreIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(choreOccurrences)
    .where(and(inArray(choreOccurrences.choreId, [...choreIds]), eq(choreOccurrences.state, 'todo')));
  return new Map(rows.map((row) => [row.choreId, row]));
}

/**
 * An open turn moved by a new pause: out of the household's pauses (a scheduled chore to its first day
 * after, the others to the day after it ends), and to the next one available when its person is away then.
 */
export function movedTurn(chore: Assignment, context: TurnContext, open: Pick<OccurrenceRow, 'dueOn' | 'assigneeId'>): Turn {
  const dueOn = onSchedule(chore.rule, chore.anchorOn, open.dueOn, householdPauses(context.pauses));
  const { assigneeId } = open;
  // Whoever has it keeps it while they are still in it: the rotation's member, the one member, or who took it.
  const stillIn = chore.assignmentMode === 'rotation' ? context.rotation.includes(assigneeId ?? '') : true;
  if (assigneeId && stillIn && !isPausedOn(pausesOfMember(context.pauses, assigneeId), dueOn)) return { dueOn, assigneeId };
  // An open chore someone took goes back to everyone when they are away.
  if (chore.assignmentMode === 'open') return { dueOn, assigneeId: null };
  return placeTurn(chore, context, dueOn, assigneeId);
}
