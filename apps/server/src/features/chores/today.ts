import { and, count, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { currentStreakWithPauses, isPausedOn, type PausedStreak } from '@tidy/domain/pause';
import { isOverdue } from '@tidy/domain/recurrence';
import { addDays } from '@tidy/domain/time';
import type { Database } from '../../db/client';
import { choreOccurrences, chores, profiles, spaces, userRoles } from '../../db/schema';
import { NUDGE_SHOWN_MS } from './nudge';
import { pausesOf } from './schedule';

// What the Today feature reads from chores: a person's turns due by today across their spaces, and their
// streak of days with a chore done, frozen (not broken) while they or the household were away.

export type ChoreDue = {
  occurrence_id: string;
  chore_id: string;
  space_id: string;
  title: string;
  points: number;
  estimated_time: number;
  due_on: string;
  due_time: string | null;
  overdue: boolean;
  /** 'todo' (their turn, or open to claim) or 'sent_back' (theirs to redo). */
  state: 'todo' | 'sent_back';
  /** Nobody's turn yet: anyone who does chores may claim it. */
  open: boolean;
  /** When an organizer nudged them about it, within the last day (NUDGE_SHOWN_MS); otherwise null. */
  nudged_at: string | null;
  /** Who nudged them (the name), with nudged_at; null when not nudged lately. */
  nudged_by: string | null;
};

/**
 * Each turn due on or before `today` that is the person's, or open to claim (not for guests), in the
 * spaces they belong to among `spaceIds`; none in a space while they or the household are away today.
 * With `now`, a turn due today at a time is overdue once the time has passed in the household's zone;
 * without it, only turns of earlier days are. Reads the (assignee_id, due_on) and (space_id, due_on) indexes.
 */
export async function choresDueFor(
  db: Database,
  userId: string,
  spaceIds: readonly string[],
  today: string,
  now?: Date,
): Promise<ChoreDue[]> {
  if (spaceIds.length === 0) return [];
  const memberships = await db
    .select({ spaceId: userRoles.spaceId, role: userRoles.role, timeZone: spaces.timeZone })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.spaceId, [...spaceIds])));
  const pauses = await pausesOf(
    db,
    memberships.map((row) => row.spaceId),
    today,
  );
  const away = (spaceId: string) =>
    isPausedOn(
      pauses.filter((pause) => pause.spaceId === spaceId && (pause.userId === null || pause.userId === userId)),
      today,
    );
  const present = memberships.filter((row) => !away(row.spaceId));
  const doing = present.filter((row) => row.role !== 'guest').map((row) => row.spaceId);
  if (present.length === 0) return [];
  const columns = { occurrence: choreOccurrences, chore: chores };
  const [mine, open] = await Promise.all([
    db
      .select({ ...columns, nudger: profiles.fullName })
      .from(choreOccurrences)
      .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
      .leftJoin(profiles, eq(profiles.id, choreOccurrences.nudgedBy))
      .where(
        and(
          eq(choreOccurrences.assigneeId, userId),
          inArray(choreOccurrences.state, ['todo', 'sent_back']),
          lte(choreOccurrences.dueOn, today),
          inArray(
            choreOccurrences.spaceId,
            present.map((row) => row.spaceId),
          ),
          isNull(chores.archivedAt),
          isNull(chores.area),
        ),
      ),
    doing.length === 0
      ? []
      : db
          .select(columns)
          .from(choreOccurrences)
          .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
          .where(
            and(
              inArray(choreOccurrences.spaceId, doing),
              lte(choreOccurrences.dueOn, today),
              eq(choreOccurrences.state, 'todo'),
              isNull(choreOccurrences.assigneeId),
              isNull(chores.archivedAt),
              // An area's upkeep shows on Today as upkeep (features/today), not as a chore.
              isNull(chores.area),
            ),
          ),
  ]);
  const zones = new Map(memberships.map((row) => [row.spaceId, row.timeZone]));
  return [...mine, ...open.map((row) => ({ ...row, nudger: null }))]
    .map(({ occurrence, chore, nudger }) => ({
      occurrence_id: occurrence.id,
      chore_id: chore.id,
      space_id: occurrence.spaceId,
      title: chore.title,
      points: chore.points,
      estimated_time: chore.estimatedTime,
      due_on: occurrence.dueOn,
      due_time: chore.dueTime,
      overdue: now
        ? isOverdue(occurrence.dueOn, chore.dueTime, zones.get(occurrence.spaceId) ?? 'UTC', now)
        : occurrence.dueOn < today,
      state: occurrence.state as ChoreDue['state'],
      open: occurrence.assigneeId === null,
      nudged_at: nudgedLately(occurrence.nudgedAt, now),
      nudged_by: nudgedLately(occurrence.nudgedAt, now) ? nudger || 'an organizer' : null,
    }))
    .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.title.localeCompare(b.title));
}

/** A nudge Today still shows: within the last day by the server's clock (none without one). */
function nudgedLately(nudgedAt: Date | null, now: Date | undefined): string | null {
  if (!nudgedAt || !now || now.getTime() - nudgedAt.getTime() >= NUDGE_SHOWN_MS) return null;
  return nudgedAt.toISOString();
}

/**
 * How many turns wait for review in each of the given spaces (the caller has checked the person reviews
 * each): what each space's submitted list shows, counted in one query on the partial index of submitted rows.
 */
export async function submittedTurnCounts(db: Database, spaceIds: readonly string[]): Promise<Map<string, number>> {
  if (spaceIds.length === 0) return new Map();
  const rows = await db
    .select({ spaceId: choreOccurrences.spaceId, waiting: count() })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .where(
      and(
        inArray(choreOccurrences.spaceId, [...spaceIds]),
        eq(choreOccurrences.state, 'submitted'),
        isNull(chores.archivedAt),
      ),
    )
    .groupBy(choreOccurrences.spaceId);
  return new Map(rows.map((row) => [row.spaceId, Number(row.waiting)]));
}

/** How far back a streak is counted: a year and a bit; nobody scrolls further. */
const STREAK_WINDOW_DAYS = 400;

/**
 * The person's streak of days with a chore of the space done (waiting for review or approved), with
 * their own and the household's pauses frozen. The (done_by, done_on) index.
 */
export async function myChoreStreak(
  db: Database,
  userId: string,
  spaceId: string,
  today: string,
): Promise<PausedStreak> {
  const since = addDays(today, -STREAK_WINDOW_DAYS);
  const [done, pauses] = await Promise.all([
    db
      .selectDistinct({ doneOn: choreOccurrences.doneOn })
      .from(choreOccurrences)
      .where(
        and(
          eq(choreOccurrences.doneBy, userId),
          gte(choreOccurrences.doneOn, since),
          eq(choreOccurrences.spaceId, spaceId),
          inArray(choreOccurrences.state, ['submitted', 'approved']),
        ),
      ),
    pausesOf(db, [spaceId], since),
  ]);
  return currentStreakWithPauses(
    done.flatMap((row) => (row.doneOn ? [row.doneOn] : [])),
    today,
    pauses.filter((pause) => pause.userId === null || pause.userId === userId),
  );
}
