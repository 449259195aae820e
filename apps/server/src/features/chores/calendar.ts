import { and, desc, eq, gte, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { isScheduled } from '@tidy/domain/recurrence';
import { daysBetween } from '@tidy/domain/upkeep';
import type { Actor } from '../../auth/session';
import { choreOccurrences, chores } from '../../db/schema';
import { Invalid } from '../../http/errors';
import { isUuid } from '../../policy/spaces';
import { doersOf, openTurnsOf, pausesOf, projectedTurns, recentCountsOfChores, rotationsOf, type Turn } from './schedule';
import {
  describeOccurrences,
  doerOf,
  namesOf,
  overdueAt,
  personOf,
  requireChore,
  requireViewer,
  type ChoreDeps,
  type ChoreRow,
  type Doer,
  type OccurrenceState,
  type Person,
} from './shared';

// A chore's history and the space's calendar: the turns that exist, and for a week or a month ahead the
// days each repeating chore will come due and whose turn it will be, as if each turn were done on its day.

export const MAX_CALENDAR_DAYS = 62;
export const HISTORY_PAGE_SIZE = 30;

export type CalendarEntry = {
  /** The occurrence's id; null for a projected one. */
  id: string | null;
  chore_id: string;
  title: string;
  due_on: string;
  due_time: string | null;
  projected: boolean;
  state: OccurrenceState;
  turn: Person | null;
  done_by: Doer | null;
  overdue: boolean;
};

/**
 * The space's turns due from `from` to `to` (at most MAX_CALENDAR_DAYS days): the real ones, then each
 * repeating chore's projected days after its open turn. "After done" chores show only their open turn:
 * their next day depends on when it is done. With `member`, only that person's turns.
 */
export async function choreCalendar(deps: ChoreDeps, actor: Actor, spaceId: string, query: { from: string; to: string; member?: string | undefined }) {
  const viewer = await requireViewer(deps, actor, spaceId);
  const span = daysBetween(query.from, query.to);
  if (span < 0) throw new Invalid('to: Choose a last day on or after the first.', [{ path: 'to', message: 'Choose a last day on or after the first.' }]);
  if (span >= MAX_CALENDAR_DAYS) {
    const message = `Choose at most ${MAX_CALENDAR_DAYS} days.`;
    throw new Invalid(`to: ${message}`, [{ path: 'to', message }]);
  }
  const { db } = deps;
  const [real, active] = await Promise.all([
    db
      .select({ occurrence: choreOccurrences, chore: chores })
      .from(choreOccurrences)
      .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
      .where(and(eq(choreOccurrences.spaceId, spaceId), gte(choreOccurrences.dueOn, query.from), lte(choreOccurrences.dueOn, query.to), isNull(chores.archivedAt))),
    db.select().from(chores).where(and(eq(chores.spaceId, spaceId), isNull(chores.archivedAt))),
  ]);
  const repeating = active.filter((chore) => chore.rule !== null && isScheduled(chore.rule));
  const ids = repeating.map((chore) => chore.id);
  const [openTurns, rotations, doers, pauses, counts] = await Promise.all([
    openTurnsOf(db, ids),
    rotationsOf(db, ids),
    doersOf(db, spaceId),
    pausesOf(db, [spaceId], viewer.today),
    recentCountsOfChores(db, ids, viewer.today),
  ]);
  const projected: { chore: ChoreRow; turn: Turn }[] = [];
  for (const chore of repeating) {
    const open = openTurns.get(chore.id);
    if (!open) continue;
    const context = { doers, pauses, rotation: (rotations.get(chore.id) ?? []).filter((id) => doers.has(id)), recentCounts: counts.get(chore.id) ?? {} };
    for (const turn of projectedTurns(chore, context, open, viewer.today, query.to)) {
      if (turn.dueOn >= query.from) projected.push({ chore, turn });
    }
  }
  const names = await namesOf(db, [
    ...real.flatMap(({ occurrence }) => [occurrence.assigneeId, occurrence.doneBy]),
    ...projected.map(({ turn }) => turn.assigneeId),
  ]);
  const entries: CalendarEntry[] = [
    ...real.map(({ occurrence, chore }) => ({
      id: occurrence.id,
      chore_id: chore.id,
      title: chore.title,
      due_on: occurrence.dueOn,
      due_time: chore.dueTime,
      projected: false,
      state: occurrence.state as OccurrenceState,
      turn: personOf(names, occurrence.assigneeId),
      done_by: doerOf(names, occurrence),
      overdue: overdueAt(occurrence, chore.dueTime, viewer.timeZone, viewer.now),
    })),
    ...projected.map(({ chore, turn }) => ({
      id: null,
      chore_id: chore.id,
      title: chore.title,
      due_on: turn.dueOn,
      due_time: chore.dueTime,
      projected: true,
      state: 'todo' as const,
      turn: personOf(names, turn.assigneeId),
      done_by: null,
      overdue: false,
    })),
  ];
  const member = query.member;
  return {
    from: query.from,
    to: query.to,
    occurrences: entries
      .filter((entry) => !member || entry.turn?.user_id === member || entry.done_by?.user_id === member)
      .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.title.localeCompare(b.title) || Number(a.projected) - Number(b.projected)),
  };
}

/**
 * A chore's past turns, newest first (who did it, when, what became of it, the points), a page at a time
 * before the turn named by `before`: the (chore_id, due_on) index.
 */
export async function choreHistory(deps: ChoreDeps, actor: Actor, choreId: string, query: { before?: string | undefined; limit?: number | undefined }) {
  const { chore, viewer } = await requireChore(deps, actor, choreId, { archived: true });
  const limit = query.limit ?? HISTORY_PAGE_SIZE;
  let cursor: { dueOn: string; id: string } | null = null;
  if (query.before) {
    const [row] = isUuid(query.before)
      ? await deps.db
          .select({ dueOn: choreOccurrences.dueOn, id: choreOccurrences.id, choreId: choreOccurrences.choreId })
          .from(choreOccurrences)
          .where(eq(choreOccurrences.id, query.before))
      : [];
    if (!row || row.choreId !== choreId) throw new Invalid('before: not a turn of this chore', [{ path: 'before', message: 'not a turn of this chore' }]);
    cursor = row;
  }
  const rows = await deps.db
    .select()
    .from(choreOccurrences)
    .where(
      and(
        eq(choreOccurrences.choreId, choreId),
        ne(choreOccurrences.state, 'todo'),
        cursor
          ? or(lt(choreOccurrences.dueOn, cursor.dueOn), and(eq(choreOccurrences.dueOn, cursor.dueOn), lt(choreOccurrences.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(choreOccurrences.dueOn), desc(choreOccurrences.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const entries = await describeOccurrences(
    deps.db,
    page.map((occurrence) => ({ occurrence, chore })),
    viewer,
  );
  return { entries, next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
