import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
  type WithSubquery,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { pointsLedger, profiles, userPoints, userRoles, users } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { canAdjustPoints, canSeeLedgerOf, canUndoEntry } from '../../policy/points';
import { authorize, findMembership, isUuid, requireMembership } from '../../policy/spaces';

// The points feature (issue 17, decision 019): the only writer of the ledger and the balances. Every
// movement is one appended entry plus the same change to the running balance, in the caller's
// transaction; nothing is edited in place. A balance never goes below zero: the database refuses it
// (user_points_not_negative) and every taking is one conditional update, so of two racing spends of the
// last points the second finds nothing to take.

export type PointsDeps = { db: Database; realtime: RealtimeBus };

export type LedgerKind = 'earn' | 'spend' | 'adjust' | 'refund' | 'reversal';
/** Kinds that count as points earned (the leaderboard); spends and their refunds only move the balance. */
export const EARNED_KINDS: readonly LedgerKind[] = ['earn', 'adjust', 'reversal'];

export const NOT_ENOUGH_POINTS = 'Not enough points for this.';
export const MAX_ADJUSTMENT = 1000;
export const LEDGER_PAGE_SIZE = 50;

type EntryRow = typeof pointsLedger.$inferSelect;
/** What an entry was for: the work that earned it or the reward request that spent it. */
type EntryFor = { dailyTaskId?: string; assignmentId?: string; choreOccurrenceId?: string; rewardRequestId?: string };

/** Gives members their balance row at 0 (joining or creating a space), so the screen reads 0, not nothing. */
export async function openAccounts(tx: Transaction, rows: readonly { userId: string; spaceId: string }[]) {
  if (rows.length === 0) return;
  await tx
    .insert(userPoints)
    .values(rows.map((row) => ({ ...row, points: 0 })))
    .onConflictDoNothing();
}

// A balance only ever grows by this one statement (an earning's part, or `moveBalance`): the row is made at
// the first points, and each increase adds to what is stored, so two at once both count.
function balanceIncrease(amount: { userId: SQLWrapper; spaceId: SQLWrapper; points: SQLWrapper }, from: SQL) {
  return sql`insert into ${userPoints} (${columnNames(userPoints.userId, userPoints.spaceId, userPoints.points)})
    select ${amount.userId}, ${amount.spaceId}, ${amount.points}${from}
    on conflict (${columnNames(userPoints.userId, userPoints.spaceId)})
    do update set ${columnNames(userPoints.points)} = ${userPoints.points} + excluded.${columnNames(userPoints.points)},
      ${columnNames(userPoints.updatedAt)} = now()`;
}

/** Column names as an INSERT or ON CONFLICT lists them (Drizzle writes a column as "table"."column"). */
const columnNames = (...columns: PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

// Adjustments and undos add through the same statement (prepared once per connection, db/prepared.ts).
const balanceIncreaseBy = preparedStatement((db) => {
  const increased = db.$with('increased', { points: userPoints.points }).as(
    sql`${balanceIncrease(
      {
        userId: sql`${sql.placeholder('userId')}::text`,
        spaceId: sql`${sql.placeholder('spaceId')}::uuid`,
        points: sql`${sql.placeholder('points')}::int`,
      },
      sql``,
    )} returning ${userPoints.points}`,
  );
  return db.with(increased).select().from(increased).prepare('tidy_balance_increase_by');
});

/** Adds (or, with a negative amount, takes) points; a taking that would go below zero changes nothing and returns null. */
async function moveBalance(tx: Transaction, userId: string, spaceId: string, points: number): Promise<number | null> {
  if (points >= 0) {
    const [row] = await balanceIncreaseBy(tx).execute({ userId, spaceId, points });
    return row!.points;
  }
  const [row] = await tx
    .update(userPoints)
    .set({ points: sql`${userPoints.points} + ${points}`, updatedAt: new Date() })
    .where(and(eq(userPoints.userId, userId), eq(userPoints.spaceId, spaceId), gte(userPoints.points, -points)))
    .returning({ points: userPoints.points });
  return row?.points ?? null;
}

/**
 * What a piece of approved work earns, as SQL: the values `earn` is given, or the columns of the caller's own
 * conditional update when the earning is written by the same statement (`withEarning`). The links it lacks
 * are null.
 */
export type Earning = {
  userId: SQLWrapper;
  spaceId: SQLWrapper;
  points: SQLWrapper;
  reason: SQLWrapper;
  awardedBy: SQLWrapper;
  dailyTaskId?: SQLWrapper;
  assignmentId?: SQLWrapper;
  choreOccurrenceId?: SQLWrapper;
};

/**
 * The one way points are earned for approved work (a daily task, an assignment, a chore turn), exactly once
 * per piece of work (unique indexes): the ledger entry and the same increase to the running balance, as two
 * parts (CTEs) of one statement. With `work` (a CTE, the work's own conditional update), they write one entry
 * and one increase for each row it returned: none when it updated nothing.
 */
function earningParts(db: Database, earning: Earning, work?: WithSubquery) {
  const from = work ? sql` from ${work}` : sql``;
  const entry = db.$with('earned_entry', getTableColumns(pointsLedger)).as(
    sql`insert into ${pointsLedger} (${columnNames(
      pointsLedger.userId,
      pointsLedger.spaceId,
      pointsLedger.kind,
      pointsLedger.points,
      pointsLedger.reason,
      pointsLedger.dailyTaskId,
      pointsLedger.assignmentId,
      pointsLedger.choreOccurrenceId,
      pointsLedger.awardedBy,
    )})
    select ${earning.userId}, ${earning.spaceId}, 'earn', ${earning.points}, ${earning.reason},
      ${earning.dailyTaskId ?? sql`null::uuid`}, ${earning.assignmentId ?? sql`null::uuid`},
      ${earning.choreOccurrenceId ?? sql`null::uuid`}, ${earning.awardedBy}${from}
    returning *`,
  );
  const balance = db.$with('earned_balance', {}).as(balanceIncrease(earning, from));
  return [entry, balance] as const;
}

/**
 * A statement that approves work and earns its points at once: `work` is the work's conditional update (a CTE
 * returning the approved row), `earning` says from its columns who earns what. One statement is one
 * transaction, and one round trip: when another approval came first, the update finds nothing and nothing is
 * earned. Select the answer from `work`. Check the points first with `requireEarnablePoints`.
 */
export function withEarning(db: Database, work: WithSubquery, earning: Earning) {
  return db.with(work, ...earningParts(db, earning, work));
}

/** Points earned are a whole number above 0 (the database would take any integer). */
export function requireEarnablePoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0) throw new Invalid('Points earned must be a whole number above 0.');
}

// `earn`'s statement, for work approved by other statements of the caller's transaction: prepared once per
// connection (db/prepared.ts), in one shape for every earning; the links an entry lacks are sent as null.
const earningEntry = preparedStatement((db) => {
  const [entry, balance] = earningParts(db, {
    userId: sql`${sql.placeholder('userId')}::text`,
    spaceId: sql`${sql.placeholder('spaceId')}::uuid`,
    points: sql`${sql.placeholder('points')}::int`,
    reason: sql`${sql.placeholder('reason')}::text`,
    awardedBy: sql`${sql.placeholder('awardedBy')}::text`,
    dailyTaskId: sql`${sql.placeholder('dailyTaskId')}::uuid`,
    assignmentId: sql`${sql.placeholder('assignmentId')}::uuid`,
    choreOccurrenceId: sql`${sql.placeholder('choreOccurrenceId')}::uuid`,
  });
  return db.with(entry, balance).select().from(entry).prepare('tidy_earning');
});

/**
 * Credits points for approved work, exactly once per task, assignment or chore occurrence (unique
 * indexes): the ledger entry and the running total, in one statement of the caller's transaction.
 */
export async function earn(
  tx: Transaction,
  entry: { userId: string; spaceId: string; points: number; reason: string; awardedBy: string } & Omit<
    EntryFor,
    'rewardRequestId'
  >,
) {
  requireEarnablePoints(entry.points);
  const [row] = await earningEntry(tx).execute({
    userId: entry.userId,
    spaceId: entry.spaceId,
    points: entry.points,
    reason: entry.reason,
    dailyTaskId: entry.dailyTaskId ?? null,
    assignmentId: entry.assignmentId ?? null,
    choreOccurrenceId: entry.choreOccurrenceId ?? null,
    awardedBy: entry.awardedBy,
  });
  return row!;
}

/**
 * Spends points on an approved reward request, in the transaction that approves it. Throws 409 and writes
 * nothing when the balance does not cover the cost, also when another spend took the points meanwhile.
 */
export async function spend(
  tx: Transaction,
  entry: { userId: string; spaceId: string; cost: number; reason: string; awardedBy: string; rewardRequestId: string },
) {
  if (!Number.isInteger(entry.cost) || entry.cost <= 0) throw new Invalid('A cost must be a whole number above 0.');
  const balance = await moveBalance(tx, entry.userId, entry.spaceId, -entry.cost);
  if (balance === null) throw new Conflict(NOT_ENOUGH_POINTS);
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      spaceId: entry.spaceId,
      kind: 'spend',
      points: -entry.cost,
      reason: entry.reason,
      awardedBy: entry.awardedBy,
      rewardRequestId: entry.rewardRequestId,
    })
    .returning();
  return { entry: row!, balance };
}

/** An organizer adds or takes points with a reason; not their own, and never below zero. */
export async function adjust(
  deps: PointsDeps,
  actor: Actor,
  spaceId: string,
  input: { user_id: string; points: number; reason: string },
) {
  const member = await requireMembership(deps.db, actor, spaceId);
  authorize(canAdjustPoints(member), 'Only organizers can adjust points.');
  authorize(input.user_id !== actor.userId, 'You cannot adjust your own points.');
  const target = await findMembership(deps.db, input.user_id, spaceId);
  if (!target) throw new NotFound('Member not found');
  const result = await deps.db.transaction(async (tx) => {
    const balance = await moveBalance(tx, input.user_id, spaceId, input.points);
    if (balance === null) throw new Conflict(`${NOT_ENOUGH_POINTS} An adjustment cannot take a balance below 0.`);
    const [row] = await tx
      .insert(pointsLedger)
      .values({
        userId: input.user_id,
        spaceId,
        kind: 'adjust',
        points: input.points,
        reason: input.reason,
        awardedBy: actor.userId,
      })
      .returning();
    return { row: row!, balance };
  });
  deps.realtime.publish(spaceId, { type: 'changed', what: 'points', id: result.row.id });
  return { entry: await describeOne(deps.db, actor, result.row, member), balance: result.balance };
}

/**
 * An organizer undoes an entry made by mistake: a spend is refunded, an earning or adjustment reversed.
 * The undo is a new entry naming the one it undoes, at most once (unique index); an undo is not undone.
 * A reversal that would take the balance below zero is refused.
 */
export async function undo(deps: PointsDeps, actor: Actor, entryId: string, reason: string) {
  const { db } = deps;
  const [original] = isUuid(entryId) ? await db.select().from(pointsLedger).where(eq(pointsLedger.id, entryId)) : [];
  if (!original) throw new NotFound('Entry not found');
  const member = await findMembership(db, actor.userId, original.spaceId);
  if (!member) throw new NotFound('Entry not found');
  authorize(canUndoEntry(member, original), 'Only organizers can undo points, and not their own.');
  if (original.kind === 'refund' || original.kind === 'reversal') throw new Conflict('An undo cannot be undone.');
  const result = await db
    .transaction(async (tx) => {
      const [already] = await tx
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(eq(pointsLedger.reversesId, original.id));
      if (already) throw new Conflict('This entry was already undone.');
      const points = -original.points;
      const balance = await moveBalance(tx, original.userId, original.spaceId, points);
      if (balance === null) throw new Conflict(`${NOT_ENOUGH_POINTS} Undoing it would take the balance below 0.`);
      const [row] = await tx
        .insert(pointsLedger)
        .values({
          userId: original.userId,
          spaceId: original.spaceId,
          kind: original.kind === 'spend' ? 'refund' : 'reversal',
          points,
          reason: reason || `Undone: ${original.reason}`,
          reversesId: original.id,
          awardedBy: actor.userId,
        })
        .returning();
      return { row: row!, balance };
    })
    .catch((error: unknown) => {
      // Two organizers undoing the same entry at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw new Conflict('This entry was already undone.');
      throw error;
    });
  deps.realtime.publish(original.spaceId, { type: 'changed', what: 'points', id: result.row.id });
  return { entry: await describeOne(db, actor, result.row, member), balance: result.balance };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Balances of one person in several spaces (Today, navigation): one query on the primary key. */
export async function balancesOf(db: Database, userId: string, spaceIds: readonly string[]) {
  if (spaceIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ spaceId: userPoints.spaceId, points: userPoints.points })
    .from(userPoints)
    .where(and(eq(userPoints.userId, userId), inArray(userPoints.spaceId, [...spaceIds])));
  return new Map(rows.map((row) => [row.spaceId, row.points]));
}

const balanceRow = preparedStatement((db) =>
  db
    .select({ points: userPoints.points })
    .from(userPoints)
    .where(and(eq(userPoints.userId, sql.placeholder('userId')), eq(userPoints.spaceId, sql.placeholder('spaceId'))))
    .prepare('tidy_balance_of'),
);

/** One person's balance in a space (0 before anything moved). */
export async function balanceOf(db: Database | Transaction, userId: string, spaceId: string): Promise<number> {
  const [row] = await balanceRow(db).execute({ userId, spaceId });
  return row?.points ?? 0;
}

const undoneBy = alias(pointsLedger, 'undone_by');
const byUser = alias(users, 'by_user');
const byProfile = alias(profiles, 'by_profile');

export type LedgerEntry = {
  id: string;
  user_id: string;
  kind: LedgerKind;
  points: number;
  reason: string;
  for: { kind: 'daily_task' | 'assignment' | 'chore' | 'reward'; id: string } | null;
  reverses_id: string | null;
  undone: boolean;
  can_undo: boolean;
  /** Who made the movement; a person who has since deleted their account has no id and reads 'Unknown User'. */
  by: { user_id: string | null; full_name: string };
  created_at: string;
};

function forOf(row: EntryRow): LedgerEntry['for'] {
  if (row.dailyTaskId) return { kind: 'daily_task', id: row.dailyTaskId };
  if (row.assignmentId) return { kind: 'assignment', id: row.assignmentId };
  if (row.choreOccurrenceId) return { kind: 'chore', id: row.choreOccurrenceId };
  if (row.rewardRequestId) return { kind: 'reward', id: row.rewardRequestId };
  return null;
}

type ViewerMembership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

function toEntry(row: EntryRow, undone: boolean, by: LedgerEntry['by'], viewer: ViewerMembership): LedgerEntry {
  const isUndo = row.kind === 'refund' || row.kind === 'reversal';
  return {
    id: row.id,
    user_id: row.userId,
    kind: row.kind as LedgerKind,
    points: row.points,
    reason: row.reason,
    for: forOf(row),
    reverses_id: row.reversesId,
    undone,
    can_undo: !undone && !isUndo && canUndoEntry(viewer, row),
    by,
    created_at: row.createdAt.toISOString(),
  };
}

async function describeOne(db: Database, actor: Actor, row: EntryRow, viewer: ViewerMembership) {
  return toEntry(row, false, { user_id: actor.userId, full_name: actor.fullName }, viewer);
}

/**
 * A page of the ledger of a space, newest first: one member's entries (their own, or anyone's for an
 * organizer), or the whole space's (organizers). Pages continue before the entry named by `before`.
 * Reads the (user_id, space_id, created_at) or (space_id, created_at) index; "undone" is a lookup on the
 * unique reverses_id index.
 */
export async function ledger(
  deps: PointsDeps,
  actor: Actor,
  spaceId: string,
  query: { member?: string | undefined; before?: string | undefined; limit?: number | undefined },
) {
  const { db } = deps;
  const viewer = await requireMembership(db, actor, spaceId);
  const member = query.member ?? actor.userId;
  const wholeSpace = query.member === 'all';
  authorize(
    wholeSpace ? canSeeLedgerOf(viewer, null) : canSeeLedgerOf(viewer, member),
    "Only organizers see other members' points.",
  );
  if (!wholeSpace && member !== actor.userId && !(await findMembership(db, member, spaceId)))
    throw new NotFound('Member not found');
  const limit = query.limit ?? LEDGER_PAGE_SIZE;

  // The cursor's time as PostgreSQL's text, to the microsecond: a Date keeps milliseconds, and entries made in
  // the same millisecond as the cursor's, just before it, would fall between two pages.
  let cursor: { createdAt: string; id: string } | null = null;
  if (query.before) {
    const [row] = isUuid(query.before)
      ? await db
          .select({
            createdAt: sql<string>`${pointsLedger.createdAt}::text`,
            id: pointsLedger.id,
            spaceId: pointsLedger.spaceId,
          })
          .from(pointsLedger)
          .where(eq(pointsLedger.id, query.before))
      : [];
    if (!row || row.spaceId !== spaceId) throw new Invalid('before: not an entry of this ledger');
    cursor = row;
  }
  const rows = await db
    .select({
      entry: pointsLedger,
      undoneId: undoneBy.id,
      byId: byUser.id,
      byName: sql<string>`coalesce(nullif(${byProfile.fullName}, ''), ${byUser.name})`,
    })
    .from(pointsLedger)
    .leftJoin(undoneBy, eq(undoneBy.reversesId, pointsLedger.id))
    .leftJoin(byUser, eq(byUser.id, pointsLedger.awardedBy))
    .leftJoin(byProfile, eq(byProfile.id, pointsLedger.awardedBy))
    .where(
      and(
        eq(pointsLedger.spaceId, spaceId),
        wholeSpace ? undefined : eq(pointsLedger.userId, member),
        cursor
          ? or(
              lt(pointsLedger.createdAt, sql`${cursor.createdAt}::timestamptz`),
              and(eq(pointsLedger.createdAt, sql`${cursor.createdAt}::timestamptz`), lt(pointsLedger.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const entries = page.map((row) =>
    toEntry(
      row.entry,
      row.undoneId !== null,
      // Every movement is made by someone; awarded_by is cleared only when their account is deleted.
      row.byId ? { user_id: row.byId, full_name: row.byName } : { user_id: null, full_name: 'Unknown User' },
      viewer,
    ),
  );
  return {
    member: wholeSpace ? null : member,
    balance: wholeSpace ? null : await balanceOf(db, member, spaceId),
    entries,
    next_before: rows.length > limit ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

/**
 * Of these reward requests, the ones whose spend was undone (a refund names it). Read-only, for the
 * rewards feature: the spend is found on its unique reward_request_id index, the refund on reverses_id.
 */
export async function refundedRequests(
  db: Database | Transaction,
  requestIds: readonly string[],
): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const refund = alias(pointsLedger, 'refund');
  const rows = await db
    .select({ requestId: pointsLedger.rewardRequestId })
    .from(pointsLedger)
    .innerJoin(refund, eq(refund.reversesId, pointsLedger.id))
    .where(and(inArray(pointsLedger.rewardRequestId, [...requestIds]), eq(pointsLedger.kind, 'spend')));
  return new Set(rows.flatMap((row) => (row.requestId ? [row.requestId] : [])));
}

/** Members of a space with their balances, for the organizer's adjust dialog and the store. */
export async function spaceBalances(db: Database, spaceId: string) {
  const rows = await db
    .select({
      userId: userRoles.userId,
      points: sql<number>`coalesce(${userPoints.points}, 0)::int`,
    })
    .from(userRoles)
    .leftJoin(userPoints, and(eq(userPoints.userId, userRoles.userId), eq(userPoints.spaceId, userRoles.spaceId)))
    .where(eq(userRoles.spaceId, spaceId));
  return new Map(rows.map((row) => [row.userId, Number(row.points)]));
}
