import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import type { Transaction } from '../../db/client';
import { choreOccurrences, chorePauses, chores } from '../../db/schema';
import { Invalid, NotFound } from '../../http/errors';
import { canPauseFor, canRemovePause } from '../../policy/chores';
import { authorize, findMembership, isUuid } from '../../policy/spaces';
import { doersOf, movedTurn, pausesOf, recentCountsOfChores, rotationsOf, type TurnContext } from './schedule';
import { announce, namesOf, personOf, requireViewer, type ChoreDeps, type Person, type Viewer } from './shared';

// Pauses (issue 17): a holiday or an illness. While a member is away nothing comes due for them and the
// rotation passes them over; while the household is away nothing comes due at all. A new pause moves the
// open turns inside it in the same transaction. Removing a pause moves nothing back: the turns already
// moved keep their new days, and later turns are planned without it.

export const PAUSE_NOT_FOUND = 'Pause not found';

export type PauseView = {
  id: string;
  user: Person | null;
  from: string;
  to: string;
  note: string;
  created_by: Person | null;
  can_remove: boolean;
};

type PauseRow = typeof chorePauses.$inferSelect;

async function describePauses(deps: ChoreDeps, viewer: Viewer, rows: readonly PauseRow[]): Promise<PauseView[]> {
  const names = await namesOf(deps.db, rows.flatMap((row) => [row.userId, row.createdBy]));
  return rows.map((row) => ({
    id: row.id,
    user: personOf(names, row.userId),
    from: row.startsOn,
    to: row.endsOn,
    note: row.note,
    created_by: personOf(names, row.createdBy),
    can_remove: canRemovePause(viewer.member, row),
  }));
}

/** The space's pauses that have not ended, soonest first: the (space_id, ends_on) index. */
export async function listPauses(deps: ChoreDeps, actor: Actor, spaceId: string) {
  const viewer = await requireViewer(deps, actor, spaceId);
  const rows = await deps.db
    .select()
    .from(chorePauses)
    .where(and(eq(chorePauses.spaceId, spaceId), gte(chorePauses.endsOn, viewer.today)))
    .orderBy(asc(chorePauses.startsOn), asc(chorePauses.id));
  return describePauses(deps, viewer, rows);
}

export type PauseInput = { user_id?: string | null | undefined; from: string; to: string; note?: string | undefined };

/**
 * Pauses chores for a member (themself; an organizer for anyone) or, with user_id null, the whole
 * household (organizers), and moves the open turns inside it, in one transaction.
 */
export async function addPause(deps: ChoreDeps, actor: Actor, spaceId: string, input: PauseInput) {
  const viewer = await requireViewer(deps, actor, spaceId);
  const userId = input.user_id === undefined ? actor.userId : input.user_id;
  authorize(canPauseFor(viewer.member, userId), 'Only organizers can pause chores for someone else or the whole household.');
  if (userId !== null && userId !== actor.userId && !(await findMembership(deps.db, userId, spaceId))) {
    throw invalid('user_id', 'Choose a member of this space.');
  }
  if (input.to < viewer.today) throw invalid('to', 'The pause must end today or later.');
  const created = await deps.db.transaction(async (tx) => {
    const [pause] = await tx
      .insert(chorePauses)
      .values({ spaceId, userId, startsOn: input.from, endsOn: input.to, note: input.note ?? '', createdBy: actor.userId })
      .returning();
    await moveTurnsOutOf(tx, pause!, viewer.today);
    return pause!;
  });
  await announce(deps, spaceId, created.id);
  return (await describePauses(deps, viewer, [created]))[0]!;
}

const invalid = (path: string, message: string) => new Invalid(`${path}: ${message}`, [{ path, message }]);

/**
 * The open turns a new pause holds (the household's: every chore of the space; a member's: their turns)
 * go to their first day after it, or to the next one available. Chores, rotations, members and pauses are
 * read once for all of them.
 */
async function moveTurnsOutOf(tx: Transaction, pause: PauseRow, today: string) {
  const held = await tx
    .select({ occurrence: choreOccurrences, chore: chores })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .where(
      and(
        eq(choreOccurrences.spaceId, pause.spaceId),
        eq(choreOccurrences.state, 'todo'),
        gte(choreOccurrences.dueOn, pause.startsOn),
        lte(choreOccurrences.dueOn, pause.endsOn),
        pause.userId === null ? undefined : eq(choreOccurrences.assigneeId, pause.userId),
        isNull(chores.archivedAt),
      ),
    );
  if (held.length === 0) return;
  const choreIds = held.map((row) => row.chore.id);
  // One after the other: the transaction's queries share one connection.
  const doers = await doersOf(tx, pause.spaceId);
  const rotations = await rotationsOf(tx, choreIds);
  const pauses = await pausesOf(tx, [pause.spaceId], today);
  const counts = await recentCountsOfChores(tx, choreIds, today);
  for (const { occurrence, chore } of held) {
    const context: TurnContext = {
      doers,
      rotation: (rotations.get(chore.id) ?? []).filter((id) => doers.has(id)),
      pauses,
      recentCounts: counts.get(chore.id) ?? {},
    };
    const turn = movedTurn(chore, context, occurrence);
    if (turn.dueOn === occurrence.dueOn && turn.assigneeId === occurrence.assigneeId) continue;
    await tx
      .update(choreOccurrences)
      // Reminded afresh at its new due time.
      .set({ dueOn: turn.dueOn, assigneeId: turn.assigneeId, remindedAt: null })
      .where(and(eq(choreOccurrences.id, occurrence.id), eq(choreOccurrences.state, 'todo')));
  }
}

/** Ends a pause early or takes back one made by mistake: its member or an organizer. */
export async function removePause(deps: ChoreDeps, actor: Actor, pauseId: string) {
  const [pause] = isUuid(pauseId) ? await deps.db.select().from(chorePauses).where(eq(chorePauses.id, pauseId)) : [];
  if (!pause) throw new NotFound(PAUSE_NOT_FOUND);
  const viewer = await requireViewer(deps, actor, pause.spaceId, PAUSE_NOT_FOUND);
  authorize(canRemovePause(viewer.member, pause), 'Only organizers can remove the pauses of others.');
  await deps.db.delete(chorePauses).where(eq(chorePauses.id, pauseId));
  await announce(deps, pause.spaceId, pause.id);
}
