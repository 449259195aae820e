import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import { choreOccurrences } from '../../db/schema';
import { Conflict, HttpError } from '../../http/errors';
import { canNudge } from '../../policy/chores';
import { authorize, findMembership } from '../../policy/spaces';
import { requireOccurrence } from './occurrences';
import { announce, namesOf, overdueAt, type ChoreDeps } from './shared';

// A nudge (issue 17): an organizer reminds the member whose turn is overdue, at most once in 12 hours a
// turn, so a nudge stays a nudge. It reaches their devices if they let chore reminders through, and their
// Today shows it for a day either way.

/** How long a turn rests after a nudge before it can be nudged again. */
export const NUDGE_INTERVAL_MS = 12 * 3_600_000;
/** How long Today shows that a turn was nudged. */
export const NUDGE_SHOWN_MS = 24 * 3_600_000;

export type NudgeAnswer = {
  /** A device of theirs takes chore reminders and the nudge is on its way to it. */
  delivered: boolean;
  nudged_at: string;
};

const STILL_OPEN = ['todo', 'sent_back'] as const;

function tooSoon(name: string, nudgedAt: Date, now: Date): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((nudgedAt.getTime() + NUDGE_INTERVAL_MS - now.getTime()) / 1000));
  const [count, unit] =
    retryAfterSeconds < 3600
      ? [Math.ceil(retryAfterSeconds / 60), 'minute']
      : [Math.ceil(retryAfterSeconds / 3600), 'hour'];
  const wait = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    'rate_limited',
    `${name} was nudged about this chore less than 12 hours ago. You can nudge again in about ${wait}.`,
    { retryAfterSeconds },
  );
}

/**
 * Nudges the person whose overdue turn this is: organizers of the space, about someone else's turn. The
 * nudge is one conditional update of nudged_at, so of two at once only one goes out; the other gets 429.
 */
export async function nudgeTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string): Promise<NudgeAnswer> {
  const { occurrence, chore, viewer } = await requireOccurrence(deps, actor, occurrenceId);
  authorize(canNudge(viewer.member), 'Only organizers can nudge someone about a chore.');
  if (occurrence.state === 'skipped') throw new Conflict('This turn was skipped: there is nothing to nudge about.');
  if (!(STILL_OPEN as readonly string[]).includes(occurrence.state)) throw new Conflict('This chore is already done.');
  const assigneeId = occurrence.assigneeId;
  if (assigneeId === null) throw new Conflict("It is nobody's turn yet, so there is nobody to nudge.");
  if (assigneeId === actor.userId) throw new Conflict('This is your own turn: there is nobody to nudge.');
  const now = deps.clock.now();
  if (!overdueAt(occurrence, chore.dueTime, viewer.timeZone, now)) throw new Conflict('This chore is not overdue yet.');
  const name = (await namesOf(deps.db, [assigneeId])).get(assigneeId) ?? 'Unknown User';
  if (!(await findMembership(deps.db, assigneeId, chore.spaceId)))
    throw new Conflict(`${name} is no longer in this space.`);

  // Of two organizers nudging at once, the second finds the turn nudged already and updates nothing.
  const [nudged] = await deps.db
    .update(choreOccurrences)
    .set({ nudgedAt: now, nudgedBy: actor.userId })
    .where(
      and(
        eq(choreOccurrences.id, occurrenceId),
        inArray(choreOccurrences.state, [...STILL_OPEN]),
        eq(choreOccurrences.assigneeId, assigneeId),
        or(
          isNull(choreOccurrences.nudgedAt),
          lte(choreOccurrences.nudgedAt, new Date(now.getTime() - NUDGE_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ nudgedAt: choreOccurrences.nudgedAt });
  if (!nudged) {
    const [current] = await deps.db
      .select({ nudgedAt: choreOccurrences.nudgedAt })
      .from(choreOccurrences)
      .where(eq(choreOccurrences.id, occurrenceId));
    if (current?.nudgedAt && current.nudgedAt.getTime() > now.getTime() - NUDGE_INTERVAL_MS)
      throw tooSoon(name, current.nudgedAt, now);
    throw new Conflict('This chore changed meanwhile. Please refresh and try again.');
  }

  await announce(deps, chore.spaceId, occurrenceId);
  const delivered = await deps.notifier.choreNudged({
    spaceId: chore.spaceId,
    choreTitle: chore.title,
    ref: occurrenceId,
    assigneeId,
    nudger: { userId: actor.userId, name: actor.fullName },
    dueOn: occurrence.dueOn,
    dueTime: chore.dueTime,
    today: viewer.today,
  });
  return { delivered, nudged_at: now.toISOString() };
}
