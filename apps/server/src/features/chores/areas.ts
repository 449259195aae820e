import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RecurrenceRule } from '@tidy/domain/recurrence';
import { addDays } from '@tidy/domain/time';
import type { Database, Transaction } from '../../db/client';
import { choreOccurrences, chores, profiles } from '../../db/schema';
import { finishTurn } from './occurrences';
import { firstTurn, openTurnsOf, turnContext } from './schedule';
import type { ChoreRow } from './shared';

// An area's upkeep is a chore (decision 021): its area, "N days after it was last done", open to anyone,
// no review, no points. The upkeep feature keeps its screens and answers and calls these, with its own
// transaction where it writes; the rules of turns (the first one, doing one, the next one, pauses) are the
// chores engine's own (schedule.ts, occurrences.ts).

type Db = Database | Transaction;

export type AreaChoreInput = {
  area: string;
  title: string;
  intervalDays: number;
  /** The day it is first due: today for one added by hand, a spread start for a space's starting tasks. */
  firstDueOn: string;
  createdBy?: string | null;
  createdAt?: Date;
};

const afterDone = (interval: number): RecurrenceRule => ({ kind: 'after_done', interval });

/**
 * Adds an area's chores and their first turns, in the caller's transaction. Their wait is taken to have
 * begun an interval before the first due day, so the rule (anchor + interval) puts the first turn there,
 * moved out of a household pause like every chore's. One read of what decides turns for all of them.
 */
export async function addAreaChores(
  tx: Transaction,
  spaceId: string,
  inputs: readonly AreaChoreInput[],
  today: string,
) {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(chores)
    .values(
      inputs.map((input) => ({
        spaceId,
        title: input.title,
        points: 0,
        needsReview: false,
        rule: afterDone(input.intervalDays),
        anchorOn: addDays(input.firstDueOn, -input.intervalDays),
        area: input.area,
        assignmentMode: 'open',
        createdBy: input.createdBy ?? null,
        ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
      })),
    )
    .returning();
  const context = await turnContext(
    tx,
    { id: rows[0]!.id, spaceId, assignmentMode: 'open', rotationStrategy: null },
    { today },
  );
  await tx.insert(choreOccurrences).values(
    rows.map((row) => {
      const turn = firstTurn(row, context);
      return { choreId: row.id, spaceId, dueOn: turn.dueOn, assigneeId: turn.assigneeId };
    }),
  );
  return rows;
}

/** How many chores an area holds (the cap of its list): the (space_id, area, created_at) index. */
export async function areaChoreCount(db: Db, spaceId: string, area: string): Promise<number> {
  const [held] = await db
    .select({ n: count() })
    .from(chores)
    .where(and(eq(chores.spaceId, spaceId), eq(chores.area, area), isNull(chores.archivedAt)));
  return held?.n ?? 0;
}

/** An area's chore by id (null for any other chore, or one removed). */
export async function findAreaChore(db: Db, choreId: string): Promise<ChoreRow | null> {
  const [row] = await db
    .select()
    .from(chores)
    .where(and(eq(chores.id, choreId), isNotNull(chores.area), isNull(chores.archivedAt)));
  return row ?? null;
}

/**
 * Marks an area's chore done on `today` by `userId` (finishTurn: the one way a turn is done), in the
 * caller's transaction. False when nothing changed: done already that day or later, or done at once by
 * someone else.
 */
export async function completeAreaChore(tx: Transaction, chore: ChoreRow, userId: string, today: string, now: Date) {
  const open = (await openTurnsOf(tx, [chore.id])).get(chore.id);
  if (!open) return false;
  const done = await finishTurn(tx, chore, open, { userId, today, now, selfApproved: false });
  return done !== null;
}

/** Removes an area's chore and its history (the upkeep screen's "remove"), in the caller's transaction. */
export async function deleteAreaChore(tx: Transaction, choreId: string) {
  await tx.delete(chores).where(and(eq(chores.id, choreId), isNotNull(chores.area)));
}

export type AreaChore = {
  id: string;
  spaceId: string;
  area: string;
  title: string;
  intervalDays: number;
  createdAt: Date;
  /** The open turn's day. */
  dueOn: string;
  lastDoneOn: string | null;
  lastDoneBy: string | null;
  lastDoneByName: string | null;
};

const intervalOf = (rule: RecurrenceRule | null) => (rule?.kind === 'after_done' ? rule.interval : 1);

/**
 * Area chores matching `where` with their open turn's day and who did each last, in the order they were
 * added: one query for the chores and their open turns, one for the last done turn of each (the
 * (chore_id, due_on) index).
 */
export async function readAreaChores(db: Db, where: SQL | undefined): Promise<AreaChore[]> {
  const rows = await db
    .select({ chore: chores, dueOn: choreOccurrences.dueOn })
    .from(chores)
    .leftJoin(choreOccurrences, and(eq(choreOccurrences.choreId, chores.id), eq(choreOccurrences.state, 'todo')))
    .where(and(isNotNull(chores.area), isNull(chores.archivedAt), where))
    .orderBy(asc(chores.createdAt), asc(chores.id));
  const last = await lastDoneOf(
    db,
    rows.map((row) => row.chore.id),
  );
  return rows.map(({ chore, dueOn }) => {
    const done = last.get(chore.id);
    const intervalDays = intervalOf(chore.rule);
    return {
      id: chore.id,
      spaceId: chore.spaceId,
      area: chore.area!,
      title: chore.title,
      intervalDays,
      createdAt: chore.createdAt,
      // Every area chore has an open turn; were one missing, its rule still tells the day.
      dueOn: dueOn ?? addDays(chore.anchorOn, intervalDays),
      lastDoneOn: done?.doneOn ?? null,
      lastDoneBy: done?.doneBy ?? null,
      lastDoneByName: done?.name ?? null,
    };
  });
}

export const areaChoresOfSpace = (db: Db, spaceId: string, area?: string) =>
  readAreaChores(db, and(eq(chores.spaceId, spaceId), area === undefined ? undefined : eq(chores.area, area)));

export const areaChoreById = async (db: Db, choreId: string) =>
  (await readAreaChores(db, eq(chores.id, choreId)))[0] ?? null;

/** The last turn done of each chore, with who did it. */
async function lastDoneOf(db: Db, choreIds: readonly string[]) {
  const done = new Map<string, { doneOn: string | null; doneBy: string | null; name: string | null }>();
  if (choreIds.length === 0) return done;
  const rows = await db
    .selectDistinctOn([choreOccurrences.choreId], {
      choreId: choreOccurrences.choreId,
      doneOn: choreOccurrences.doneOn,
      doneBy: choreOccurrences.doneBy,
      name: profiles.fullName,
    })
    .from(choreOccurrences)
    .leftJoin(profiles, eq(profiles.id, choreOccurrences.doneBy))
    .where(and(inArray(choreOccurrences.choreId, [...choreIds]), eq(choreOccurrences.state, 'done')))
    .orderBy(choreOccurrences.choreId, desc(choreOccurrences.doneOn), desc(choreOccurrences.createdAt));
  for (const row of rows) done.set(row.choreId, row);
  return done;
}

/**
 * Area chores due on or before `date` in the given spaces, the most overdue first, at most `limit`: the
 * open turns of the (space_id, due_on) index. `everDone` tells a task waiting since it was added (not late)
 * from one missed.
 */
export async function areaChoresDue(db: Db, spaceIds: readonly string[], date: string, limit: number) {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({
      id: chores.id,
      spaceId: chores.spaceId,
      area: chores.area,
      title: chores.title,
      rule: chores.rule,
      dueOn: choreOccurrences.dueOn,
      everDone: sql<boolean>`exists (select 1 from ${choreOccurrences} as done where done.chore_id = ${chores.id} and done.state = 'done')`,
    })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .where(
      and(
        inArray(choreOccurrences.spaceId, [...spaceIds]),
        eq(choreOccurrences.state, 'todo'),
        lte(choreOccurrences.dueOn, date),
        isNotNull(chores.area),
        isNull(chores.archivedAt),
      ),
    )
    .orderBy(asc(choreOccurrences.dueOn), asc(chores.createdAt))
    .limit(limit);
  return rows.map(({ rule, ...row }) => ({
    ...row,
    area: row.area!,
    intervalDays: intervalOf(rule),
    everDone: Boolean(row.everDone),
  }));
}
