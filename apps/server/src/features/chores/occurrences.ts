import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import type { Transaction } from '../../db/client';
import { choreOccurrences, chores } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import {
  canCompleteTurn,
  canDoChores,
  canReviewChores,
  canReviewTurn,
  canSkipTurn,
  isSelfApproving,
} from '../../policy/chores';
import { authorize, isUuid } from '../../policy/spaces';
import { earn } from '../points/service';
import { turnAfter, turnContext } from './schedule';
import { announce, describeOccurrences, requireViewer, type ChoreDeps, type ChoreRow, type OccurrenceRow, type Viewer } from './shared';

// One lifecycle for every turn of a chore: claim (an open one), complete, approve, send back, skip.
//
// When the next turn is written: as soon as a turn is done (submitted, or approved at once for an
// organizer), and when a reviewer skips one still to do, in the same transaction. So "the turn moves when
// the chore is done", not when a reviewer gets round to it, and the unique index keeps one turn to do per
// chore (state 'todo'). A submitted turn is history waiting for its points; sent back, it is a redo for the
// one who did it, and finishing the redo does not write another turn (the next one already exists).

export const OCCURRENCE_NOT_FOUND = 'Chore not found';
const CHANGED = 'This chore changed meanwhile. Please refresh and try again.';

type Found = { occurrence: OccurrenceRow; chore: ChoreRow; viewer: Viewer };

/** A turn of a chore that is not archived, and the caller in its space; 404 for anyone outside it. */
export async function requireOccurrence(deps: ChoreDeps, actor: Actor, occurrenceId: string): Promise<Found> {
  const [row] = isUuid(occurrenceId)
    ? await deps.db
        .select({ occurrence: choreOccurrences, chore: chores })
        .from(choreOccurrences)
        .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
        .where(eq(choreOccurrences.id, occurrenceId))
    : [];
  if (!row || row.chore.archivedAt) throw new NotFound(OCCURRENCE_NOT_FOUND);
  const viewer = await requireViewer(deps, actor, row.chore.spaceId, OCCURRENCE_NOT_FOUND);
  return { ...row, viewer };
}

/** Writes the turn after `done`, if the chore repeats; for "after done", its wait starts today. */
async function writeNextTurn(tx: Transaction, chore: ChoreRow, done: OccurrenceRow, today: string) {
  const context = await turnContext(tx, chore, { today });
  const turn = turnAfter(chore, context, done, today);
  if (!turn) return null;
  if (chore.rule?.kind === 'after_done') await tx.update(chores).set({ anchorOn: today }).where(eq(chores.id, chore.id));
  const [next] = await tx
    .insert(choreOccurrences)
    .values({ choreId: chore.id, spaceId: chore.spaceId, dueOn: turn.dueOn, assigneeId: turn.assigneeId })
    .returning();
  return next!;
}

/** The turn changed only while it is still in `state` (and `extra` holds): of two at once, the second finds nothing. */
async function changeTurn(tx: Transaction, id: string, state: string, set: Partial<OccurrenceRow>, extra?: SQL) {
  const [row] = await tx
    .update(choreOccurrences)
    .set(set)
    .where(and(eq(choreOccurrences.id, id), eq(choreOccurrences.state, state), extra))
    .returning();
  return row;
}

async function answer(deps: ChoreDeps, found: Found, rows: { occurrence: OccurrenceRow; next: OccurrenceRow | null }) {
  await announce(deps, found.chore.spaceId, rows.occurrence.id);
  const [occurrence, next] = await describeOccurrences(
    deps.db,
    [rows.occurrence, ...(rows.next ? [rows.next] : [])].map((occurrence) => ({ occurrence, chore: found.chore })),
    found.viewer,
  );
  return { occurrence: occurrence!, next: next ?? null };
}

/** Takes an open turn (nobody's yet): a member who does chores. */
export async function claimTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string) {
  const found = await requireOccurrence(deps, actor, occurrenceId);
  authorize(canDoChores(found.viewer.member), 'Guests do not take chores.');
  if (found.occurrence.state !== 'todo' || found.occurrence.assigneeId !== null) throw new Conflict('Someone has already taken this chore.');
  const claimed = await deps.db.transaction((tx) =>
    changeTurn(tx, occurrenceId, 'todo', { assigneeId: actor.userId }, isNull(choreOccurrences.assigneeId)),
  );
  if (!claimed) throw new Conflict('Someone has already taken this chore.');
  return answer(deps, found, { occurrence: claimed, next: null });
}

/** Who finishes a turn, on which household day and at what moment. */
export type TurnDoer = { userId: string; today: string; now: Date; selfApproved: boolean };

/**
 * The one way a turn is done, in the caller's transaction: waiting for review; for an organizer approved at
 * once at the chore's points (they cannot award themselves another number); for a chore that needs no
 * review (an area's upkeep) 'done', with no points. A turn still to do writes the next turn. Null when the
 * turn changed meanwhile, or, for a chore that needs no review, when it was already done on `today` or later
 * (done twice on one day counts once; an earlier day never moves it back).
 */
export async function finishTurn(tx: Transaction, chore: ChoreRow, occurrence: OccurrenceRow, doer: TurnDoer) {
  const reviewed = chore.needsReview;
  const selfApproved = reviewed && doer.selfApproved;
  const notDoneSince = reviewed
    ? undefined
    : sql`not exists (select 1 from ${choreOccurrences} as done where done.chore_id = ${chore.id} and done.state = 'done' and done.done_on >= ${doer.today})`;
  const done = await changeTurn(
    tx,
    occurrence.id,
    occurrence.state,
    {
      state: !reviewed ? 'done' : selfApproved ? 'approved' : 'submitted',
      assigneeId: doer.userId,
      doneBy: doer.userId,
      doneOn: doer.today,
      submittedAt: doer.now,
      rejectionReason: null,
      ...(selfApproved && { reviewedBy: doer.userId, reviewedAt: doer.now, selfApproved: true, pointsAwarded: chore.points }),
    },
    and(or(isNull(choreOccurrences.assigneeId), eq(choreOccurrences.assigneeId, doer.userId)), notDoneSince),
  );
  if (!done) return null;
  if (selfApproved) {
    await earn(tx, {
      userId: doer.userId,
      spaceId: chore.spaceId,
      points: chore.points,
      reason: `Chore done (self-approved): ${chore.title}`,
      awardedBy: doer.userId,
      choreOccurrenceId: done.id,
    });
  }
  const next = occurrence.state === 'todo' ? await writeNextTurn(tx, chore, done, doer.today) : null;
  return { occurrence: done, next };
}

/**
 * Marks a turn done (finishTurn), and tells the reviewers when it waits for them. Of a chore that needs no
 * review, a turn already done today answers as it stands.
 */
export async function completeTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string) {
  const found = await requireOccurrence(deps, actor, occurrenceId);
  const { occurrence, chore, viewer } = found;
  authorize(canCompleteTurn(viewer.member, occurrence), occurrence.assigneeId ? "It is someone else's turn." : 'Guests do not take chores.');
  if (occurrence.state !== 'todo' && occurrence.state !== 'sent_back') throw new Conflict('This chore was already done.');
  const selfApproved = isSelfApproving(viewer.member);
  const result = await deps.db.transaction((tx) =>
    finishTurn(tx, chore, occurrence, { userId: actor.userId, today: viewer.today, now: deps.clock.now(), selfApproved }),
  );
  if (!result) throw new Conflict(chore.needsReview ? CHANGED : 'This chore was already done today.');
  if (chore.needsReview && !selfApproved) {
    await deps.notifier.taskSubmitted({
      spaceId: chore.spaceId,
      taskTitle: chore.title,
      ref: occurrenceId,
      submitter: { userId: actor.userId, name: actor.fullName },
    });
  }
  return answer(deps, found, result);
}

/** Approves a submitted turn and awards the chore's points once, in one transaction (a reviewer, not their own). */
export async function approveTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string) {
  const found = await requireOccurrence(deps, actor, occurrenceId);
  const { occurrence, chore, viewer } = found;
  authorize(canReviewChores(viewer.member), 'Only organizers can review chores.');
  authorize(canReviewTurn(viewer.member, occurrence), 'Someone else must review your own chore.');
  const approved = await deps.db.transaction(async (tx) => {
    // Of two reviewers approving at once, the second finds nothing submitted to update and awards nothing.
    const row = await changeTurn(tx, occurrenceId, 'submitted', {
      state: 'approved',
      reviewedBy: actor.userId,
      reviewedAt: deps.clock.now(),
      pointsAwarded: chore.points,
    });
    if (!row) return null;
    await earn(tx, {
      userId: row.doneBy!,
      spaceId: chore.spaceId,
      points: chore.points,
      reason: `Chore approved: ${chore.title}`,
      awardedBy: actor.userId,
      choreOccurrenceId: row.id,
    });
    return row;
  });
  if (!approved) throw new Conflict(occurrence.state === 'submitted' ? 'This chore was already reviewed.' : 'Only chores waiting for review can be approved.');
  await tellDoer(deps, actor, chore, approved, { approved: true, points: chore.points });
  return answer(deps, found, { occurrence: approved, next: null });
}

/** Sends a submitted turn back with a reason: the one who did it redoes it; no points. */
export async function sendBackTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string, reason: string) {
  const found = await requireOccurrence(deps, actor, occurrenceId);
  const { occurrence, chore, viewer } = found;
  authorize(canReviewChores(viewer.member), 'Only organizers can review chores.');
  authorize(canReviewTurn(viewer.member, occurrence), 'Someone else must review your own chore.');
  const sent = await deps.db.transaction((tx) =>
    changeTurn(tx, occurrenceId, 'submitted', {
      state: 'sent_back',
      reviewedBy: actor.userId,
      reviewedAt: deps.clock.now(),
      rejectionReason: reason || null,
    }),
  );
  if (!sent) throw new Conflict(occurrence.state === 'submitted' ? 'This chore was already reviewed.' : 'Only chores waiting for review can be sent back.');
  await tellDoer(deps, actor, chore, sent, { approved: false, reason: sent.rejectionReason });
  return answer(deps, found, { occurrence: sent, next: null });
}

/**
 * A reviewer skips a turn (away, not needed this time): no points. Skipping the turn still to do moves
 * the chore on to its next day and the next in the rotation, in the same transaction; skipping a redo
 * (sent back) just closes it.
 */
export async function skipTurn(deps: ChoreDeps, actor: Actor, occurrenceId: string) {
  const found = await requireOccurrence(deps, actor, occurrenceId);
  const { occurrence, chore, viewer } = found;
  authorize(canSkipTurn(viewer.member), 'Only organizers can skip a chore.');
  if (occurrence.state !== 'todo' && occurrence.state !== 'sent_back') throw new Conflict('Only chores still to do can be skipped.');
  const result = await deps.db.transaction(async (tx) => {
    const skipped = await changeTurn(tx, occurrenceId, occurrence.state, {
      state: 'skipped',
      reviewedBy: actor.userId,
      reviewedAt: deps.clock.now(),
    });
    if (!skipped) return null;
    const next = occurrence.state === 'todo' ? await writeNextTurn(tx, chore, skipped, viewer.today) : null;
    return { occurrence: skipped, next };
  });
  if (!result) throw new Conflict(CHANGED);
  return answer(deps, found, result);
}

async function tellDoer(
  deps: ChoreDeps,
  actor: Actor,
  chore: ChoreRow,
  turn: OccurrenceRow,
  decision: { approved: true; points: number } | { approved: false; reason: string | null },
) {
  if (!turn.doneBy) return;
  await deps.notifier.taskReviewed({
    spaceId: chore.spaceId,
    taskTitle: chore.title,
    ref: turn.id,
    memberId: turn.doneBy,
    reviewer: { userId: actor.userId, name: actor.fullName },
    ...decision,
  });
}

/** What waits for review in a space, oldest first: the partial index of submitted rows. */
export async function submittedTurns(deps: ChoreDeps, actor: Actor, spaceId: string) {
  const viewer = await requireViewer(deps, actor, spaceId);
  authorize(canReviewChores(viewer.member), 'Only organizers can review chores.');
  const rows = await deps.db
    .select({ occurrence: choreOccurrences, chore: chores })
    .from(choreOccurrences)
    .innerJoin(chores, eq(chores.id, choreOccurrences.choreId))
    .where(and(eq(choreOccurrences.spaceId, spaceId), eq(choreOccurrences.state, 'submitted'), isNull(chores.archivedAt)))
    .orderBy(choreOccurrences.submittedAt, choreOccurrences.id);
  return describeOccurrences(deps.db, rows, viewer);
}
