import { and, eq, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { latestLocalDate } from '@tidy/domain/notifications';
import { isPausedOn } from '@tidy/domain/pause';
import { dueInstant } from '@tidy/domain/recurrence';
import type { Database } from '../../db/client';
import { choreOccurrences, chorePauses, chores, spaces, userRoles } from '../../db/schema';
import { dayIn } from '../../platform/clock';
import { pausesOf } from './schedule';

// What the notifications feature asks of chores for reminders: how many turns wait for a person today (the
// daily reminder), and the turns whose due time has just come (the due-time reminder), claimed here
// because chore_occurrences is this feature's table (decision 020).

/** A turn is reminded at its due time only while that time is fresh: a job that was down does not send yesterday's news. */
export const DUE_REMINDER_WINDOW_MS = 24 * 3_600_000;
/** The furthest any time zone is behind UTC (Etc/GMT+12). */
const EARLIEST_UTC_OFFSET_MS = 12 * 3_600_000;

/**
 * How many chore turns are the person's to do (or redo) and due by their space's today, in the spaces they
 * still belong to, leaving out spaces where they or the household are paused today. One query on the
 * (assignee_id, due_on) index of open turns; each space's today is read on its own clock.
 */
export async function choreTurnsWaiting(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await choreTurnsWaitingQuery(db, userId, now);
  return Number(row?.waiting ?? 0);
}

/** The one query of choreTurnsWaiting, for its query-plan test. */
export function choreTurnsWaitingQuery(db: Database, userId: string, now: Date) {
  const spaceToday = sql`(${now.toISOString()}::timestamptz at time zone ${spaces.timeZone})::date`;
  return db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .innerJoin(spaces, eq(spaces.id, choreOccurrences.spaceId))
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, choreOccurrences.assigneeId), eq(userRoles.spaceId, choreOccurrences.spaceId)),
    )
    .where(
      and(
        eq(choreOccurrences.assigneeId, userId),
        // Within the index's predicate, written out so the planner sees it.
        sql`${choreOccurrences.state} in ('todo', 'sent_back')`,
        lte(choreOccurrences.dueOn, latestLocalDate(now)),
        lte(choreOccurrences.dueOn, spaceToday),
        isNull(chores.archivedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(chorePauses)
            .where(
              and(
                eq(chorePauses.spaceId, choreOccurrences.spaceId),
                or(isNull(chorePauses.userId), eq(chorePauses.userId, userId)),
                lte(chorePauses.startsOn, spaceToday),
                gte(chorePauses.endsOn, spaceToday),
              ),
            ),
        ),
      ),
    );
}

/** A turn whose due time has come, claimed for its reminder: what the message needs. */
export type DueReminder = {
  occurrenceId: string;
  assigneeId: string;
  spaceId: string;
  spaceName: string;
  choreTitle: string;
  dueOn: string;
  dueTime: string;
};

/**
 * Open turns of a chore with a due time that may have come due in the last day anywhere on Earth, not yet
 * reminded, whose person is still in the space. Served by the partial index chore_occurrences_due_reminder_idx.
 */
export function dueReminderCandidates(db: Database, now: Date) {
  return (
    db
      .select({
        occurrenceId: choreOccurrences.id,
        assigneeId: choreOccurrences.assigneeId,
        spaceId: choreOccurrences.spaceId,
        dueOn: choreOccurrences.dueOn,
        choreTitle: chores.title,
        dueTime: chores.dueTime,
        spaceName: spaces.name,
        timeZone: spaces.timeZone,
      })
      .from(choreOccurrences)
      .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
      .innerJoin(spaces, eq(spaces.id, choreOccurrences.spaceId))
      // A member who left the space is not reminded of its chores.
      .innerJoin(
        userRoles,
        and(eq(userRoles.userId, choreOccurrences.assigneeId), eq(userRoles.spaceId, choreOccurrences.spaceId)),
      )
      .where(
        and(
          // The index's own predicate, written the same way so the planner can use it.
          sql`${choreOccurrences.state} = 'todo' and ${choreOccurrences.remindedAt} is null and ${choreOccurrences.assigneeId} is not null`,
          gte(
            choreOccurrences.dueOn,
            new Date(now.getTime() - DUE_REMINDER_WINDOW_MS - EARLIEST_UTC_OFFSET_MS).toISOString().slice(0, 10),
          ),
          lte(choreOccurrences.dueOn, latestLocalDate(now)),
          sql`${chores.dueTime} is not null`,
          isNull(chores.archivedAt),
        ),
      )
  );
}

/**
 * Claims every turn whose due time (on its household's clock) passed within the last day and whose person
 * is not paused on the due day or today, and returns them for their reminder. One conditional UPDATE marks
 * them reminded: of two processes running this at once, each turn comes back to only one of them.
 */
export async function claimDueReminders(db: Database, now: Date): Promise<DueReminder[]> {
  const candidates = await dueReminderCandidates(db, now);
  if (candidates.length === 0) return [];
  const pauses = await pausesOf(
    db,
    [...new Set(candidates.map((turn) => turn.spaceId))],
    candidates.map((turn) => turn.dueOn).sort()[0]!,
  );
  const due = candidates.filter((turn) => {
    let instant: number;
    try {
      instant = dueInstant(turn.dueOn, turn.dueTime, turn.timeZone).getTime();
    } catch {
      return false; // a time zone this runtime no longer knows: nothing to work out a due time with
    }
    if (instant > now.getTime() || instant <= now.getTime() - DUE_REMINDER_WINDOW_MS) return false;
    const theirs = pauses.filter(
      (pause) => pause.spaceId === turn.spaceId && (pause.userId === null || pause.userId === turn.assigneeId),
    );
    return !isPausedOn(theirs, turn.dueOn) && !isPausedOn(theirs, dayIn(turn.timeZone, now));
  });
  if (due.length === 0) return [];
  const claimed = await db
    .update(choreOccurrences)
    .set({ remindedAt: now })
    .where(
      and(
        inArray(
          choreOccurrences.id,
          due.map((turn) => turn.occurrenceId),
        ),
        eq(choreOccurrences.state, 'todo'),
        isNull(choreOccurrences.remindedAt),
      ),
    )
    .returning({ id: choreOccurrences.id, assigneeId: choreOccurrences.assigneeId });
  const byId = new Map(due.map((turn) => [turn.occurrenceId, turn]));
  return claimed.flatMap(({ id, assigneeId }): DueReminder[] => {
    const turn = byId.get(id);
    if (!turn || !assigneeId || !turn.dueTime) return [];
    // Whoever has the turn as it is claimed is reminded (a claim or a pause may have moved it meanwhile).
    const { timeZone: _zone, ...facts } = turn;
    return [{ ...facts, assigneeId, dueTime: turn.dueTime }];
  });
}
