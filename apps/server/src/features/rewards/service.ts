import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@tidy/domain/constants';
import { weekStartsOn } from '@tidy/domain/leaderboard';
import { dueInstant } from '@tidy/domain/recurrence';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { profiles, rewardRequests, rewards, spaces, userRoles } from '../../db/schema';
import { Conflict, NotFound } from '../../http/errors';
import { dayIn, type Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import {
  canAnswerRewardRequest,
  canCancelRewardRequest,
  canChangeRewardSettings,
  canManageRewards,
  canRequestReward,
  canReviewRewardRequests,
  type RewardSettings,
} from '../../policy/rewards';
import { authorize, isUuid, SPACE_NOT_FOUND, type Membership } from '../../policy/spaces';
import { setParentsManageRewards } from '../home/service';
import { balanceOf, NOT_ENOUGH_POINTS, refundedRequests, spend } from '../points/service';

// The rewards store (issue 17): what points buy in a space, members' requests and the reviewers' answers.
// Points move only through the points feature: approving a request spends them in the same transaction.

export type RewardDeps = { db: Database; realtime: RealtimeBus; clock: Clock };

export const REWARD_NOT_FOUND = 'Reward not found';
export const REQUEST_NOT_FOUND = 'Request not found';
export const WEEKLY_LIMIT_REACHED = "You have reached this week's limit for this reward.";
export const ALREADY_ANSWERED = 'This request was already answered.';
export const MAX_LISTED_REQUESTS = 100;

const MANAGE_REFUSED = 'Only organizers (and parents, if the space allows it) can manage rewards.';
const REVIEW_REFUSED = 'Only organizers (and parents, if the space allows it) can answer reward requests.';

export type RequestStatus = 'pending' | 'approved' | 'declined' | 'cancelled';
type RewardRow = typeof rewards.$inferSelect;
type RequestRow = typeof rewardRequests.$inferSelect;
type Person = { user_id: string; full_name: string };

export type Reward = {
  id: string;
  title: string;
  description: string;
  cost: number;
  weekly_limit: number | null;
  used_this_week: number;
  can_request: boolean;
  created_at: string;
};

export type RewardRequest = {
  id: string;
  reward_id: string;
  reward_title: string;
  user: Person;
  cost: number;
  status: RequestStatus;
  note: string;
  review_note: string;
  /** No id for a reviewer who has since deleted their account ('Unknown User'). */
  reviewed_by: { user_id: string | null; full_name: string } | null;
  reviewed_at: string | null;
  created_at: string;
  refunded: boolean;
  can_review: boolean;
};

/** A member of a space with what the space decided about rewards, from one query. */
type StoreMember = { member: Membership; settings: RewardSettings; timeZone: string };

async function findStoreMember(db: Database, userId: string, spaceId: string): Promise<StoreMember | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({
      role: userRoles.role,
      ownerId: spaces.userId,
      parentsManageRewards: spaces.parentsManageRewards,
      timeZone: spaces.timeZone,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.spaceId, spaceId), eq(userRoles.userId, userId)));
  if (!row) return null;
  return {
    member: { spaceId, userId, role: row.role as Role, isOwner: row.ownerId === userId },
    settings: { parentsManageRewards: row.parentsManageRewards },
    timeZone: row.timeZone,
  };
}

/** The actor's membership of a space, or a 404 with `message` that says nothing about whether it exists. */
async function requireStoreMember(db: Database, actor: Actor, spaceId: string, message = SPACE_NOT_FOUND) {
  const found = await findStoreMember(db, actor.userId, spaceId);
  if (!found) throw new NotFound(message);
  return found;
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** This week on the household's clock, Monday 00:00 up to the next Monday 00:00, as instants. */
export function weekAround(timeZone: string, now: Date): { start: Date; end: Date } {
  const monday = weekStartsOn(dayIn(timeZone, now));
  // dueInstant(day, null) is the end of that day, so Monday starts where the Sunday before ends.
  return {
    start: dueInstant(shiftDay(monday, -1), null, timeZone),
    end: dueInstant(shiftDay(monday, 6), null, timeZone),
  };
}

/**
 * How many of each reward the member has used this week: approved this week, plus every request still
 * pending (it would be approved this week at the earliest). The (reward_id, user_id, reviewed_at) index.
 */
async function usedThisWeek(
  db: Database | Transaction,
  userId: string,
  rewardIds: readonly string[],
  week: { start: Date; end: Date },
): Promise<Map<string, number>> {
  if (rewardIds.length === 0) return new Map();
  const rows = await db
    .select({ rewardId: rewardRequests.rewardId, used: sql<number>`count(*)::int` })
    .from(rewardRequests)
    .where(
      and(
        inArray(rewardRequests.rewardId, [...rewardIds]),
        eq(rewardRequests.userId, userId),
        or(
          eq(rewardRequests.status, 'pending'),
          and(
            eq(rewardRequests.status, 'approved'),
            gte(rewardRequests.reviewedAt, week.start),
            lt(rewardRequests.reviewedAt, week.end),
          ),
        ),
      ),
    )
    .groupBy(rewardRequests.rewardId);
  return new Map(rows.map((row) => [row.rewardId, Number(row.used)]));
}

function toReward(row: RewardRow, used: number, balance: number, viewer: Membership): Reward {
  const underLimit = row.weeklyLimit === null || used < row.weeklyLimit;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cost: row.cost,
    weekly_limit: row.weeklyLimit,
    used_this_week: used,
    can_request: row.archivedAt === null && canRequestReward(viewer) && balance >= row.cost && underLimit,
    created_at: row.createdAt.toISOString(),
  };
}

/** One reward as the viewer sees it (their use of it this week, whether they may ask now). */
async function describeReward(deps: RewardDeps, viewer: StoreMember, row: RewardRow): Promise<Reward> {
  const week = weekAround(viewer.timeZone, deps.clock.now());
  const [used, balance] = await Promise.all([
    usedThisWeek(deps.db, viewer.member.userId, [row.id], week),
    balanceOf(deps.db, viewer.member.userId, row.spaceId),
  ]);
  return toReward(row, used.get(row.id) ?? 0, balance, viewer.member);
}

const announce = (deps: RewardDeps, spaceId: string, id: string) =>
  deps.realtime.publish(spaceId, { type: 'changed', what: 'rewards', id });

/** The store of a space: its rewards, cheapest first, with the viewer's balance and what they may do. */
export async function rewardStore(deps: RewardDeps, actor: Actor, spaceId: string) {
  const viewer = await requireStoreMember(deps.db, actor, spaceId);
  const week = weekAround(viewer.timeZone, deps.clock.now());
  const rows = await deps.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.spaceId, spaceId), isNull(rewards.archivedAt)))
    .orderBy(asc(rewards.cost), asc(rewards.createdAt), asc(rewards.id));
  const [used, balance] = await Promise.all([
    usedThisWeek(
      deps.db,
      actor.userId,
      rows.map((row) => row.id),
      week,
    ),
    balanceOf(deps.db, actor.userId, spaceId),
  ]);
  return {
    rewards: rows.map((row) => toReward(row, used.get(row.id) ?? 0, balance, viewer.member)),
    balance,
    can_manage: canManageRewards(viewer.member, viewer.settings),
    can_review: canReviewRewardRequests(viewer.member, viewer.settings),
    parents_manage_rewards: viewer.settings.parentsManageRewards,
  };
}

export type RewardInput = {
  title: string;
  description?: string | undefined;
  cost: number;
  weekly_limit?: number | null | undefined;
};

export async function addReward(deps: RewardDeps, actor: Actor, spaceId: string, input: RewardInput) {
  const viewer = await requireStoreMember(deps.db, actor, spaceId);
  authorize(canManageRewards(viewer.member, viewer.settings), MANAGE_REFUSED);
  const [row] = await deps.db
    .insert(rewards)
    .values({
      spaceId,
      title: input.title,
      description: input.description ?? '',
      cost: input.cost,
      weeklyLimit: input.weekly_limit ?? null,
      createdBy: actor.userId,
    })
    .returning();
  await announce(deps, spaceId, row!.id);
  return describeReward(deps, viewer, row!);
}

/** A reward and the actor's standing in its space, for the routes that name a reward by id. */
async function rewardForManager(deps: RewardDeps, actor: Actor, rewardId: string) {
  const [row] = isUuid(rewardId) ? await deps.db.select().from(rewards).where(eq(rewards.id, rewardId)) : [];
  if (!row) throw new NotFound(REWARD_NOT_FOUND);
  const viewer = await requireStoreMember(deps.db, actor, row.spaceId, REWARD_NOT_FOUND);
  authorize(canManageRewards(viewer.member, viewer.settings), MANAGE_REFUSED);
  return { row, viewer };
}

/** Changes a reward in the store; requests already made keep the cost they were asked at. */
export async function changeReward(deps: RewardDeps, actor: Actor, rewardId: string, changes: Partial<RewardInput>) {
  const { row, viewer } = await rewardForManager(deps, actor, rewardId);
  if (row.archivedAt) throw new NotFound(REWARD_NOT_FOUND);
  const [updated] = await deps.db
    .update(rewards)
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.cost !== undefined && { cost: changes.cost }),
      ...(changes.weekly_limit !== undefined && { weeklyLimit: changes.weekly_limit }),
      updatedAt: new Date(),
    })
    .where(and(eq(rewards.id, rewardId), isNull(rewards.archivedAt)))
    .returning();
  if (!updated) throw new NotFound(REWARD_NOT_FOUND);
  await announce(deps, updated.spaceId, updated.id);
  return describeReward(deps, viewer, updated);
}

/**
 * Takes a reward out of the store, or (restore) puts it back: it is kept, so requests and the ledger still
 * name it. Doing either twice changes nothing.
 */
export async function setRewardArchived(deps: RewardDeps, actor: Actor, rewardId: string, archived: boolean) {
  const { row, viewer } = await rewardForManager(deps, actor, rewardId);
  const [updated] = await deps.db
    .update(rewards)
    .set({ archivedAt: archived ? deps.clock.now() : null, updatedAt: new Date() })
    .where(and(eq(rewards.id, rewardId), archived ? isNull(rewards.archivedAt) : isNotNull(rewards.archivedAt)))
    .returning();
  if (updated) await announce(deps, updated.spaceId, updated.id);
  return describeReward(deps, viewer, updated ?? row);
}

export async function changeRewardSettings(deps: RewardDeps, actor: Actor, spaceId: string, parentsManage: boolean) {
  const viewer = await requireStoreMember(deps.db, actor, spaceId);
  authorize(canChangeRewardSettings(viewer.member), 'Only organizers can choose who manages rewards.');
  await setParentsManageRewards(deps.db, spaceId, parentsManage);
  await announce(deps, spaceId, spaceId);
  return { parents_manage_rewards: parentsManage };
}

// ---------------------------------------------------------------------------------------------------------
// Requests.

const requesterProfile = alias(profiles, 'requester_profile');
const reviewerProfile = alias(profiles, 'reviewer_profile');

/** Requests with their reward's title and both people's names: primary-key joins on the rows found. */
async function requestRows(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      request: rewardRequests,
      rewardTitle: rewards.title,
      requesterName: requesterProfile.fullName,
      reviewerName: reviewerProfile.fullName,
    })
    .from(rewardRequests)
    .innerJoin(rewards, eq(rewards.id, rewardRequests.rewardId))
    .leftJoin(requesterProfile, eq(requesterProfile.id, rewardRequests.userId))
    .leftJoin(reviewerProfile, eq(reviewerProfile.id, rewardRequests.reviewedBy))
    .where(where)
    .orderBy(desc(rewardRequests.createdAt), desc(rewardRequests.id))
    .limit(limit);
}

async function describeRequests(
  db: Database,
  viewer: StoreMember,
  rows: Awaited<ReturnType<typeof requestRows>>,
): Promise<RewardRequest[]> {
  const refunded = await refundedRequests(
    db,
    rows.filter((row) => row.request.status === 'approved').map((row) => row.request.id),
  );
  return rows.map(({ request, rewardTitle, requesterName, reviewerName }) => ({
    id: request.id,
    reward_id: request.rewardId,
    reward_title: rewardTitle,
    user: { user_id: request.userId, full_name: requesterName || 'Unknown User' },
    cost: request.cost,
    status: request.status as RequestStatus,
    note: request.note,
    review_note: request.reviewNote,
    reviewed_by: request.reviewedBy
      ? { user_id: request.reviewedBy, full_name: reviewerName || 'Unknown User' }
      : // An answered request had a reviewer: reviewed_by is cleared only when their account is deleted.
        request.reviewedAt
        ? { user_id: null, full_name: 'Unknown User' }
        : null,
    reviewed_at: request.reviewedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
    refunded: refunded.has(request.id),
    can_review: request.status === 'pending' && canAnswerRewardRequest(viewer.member, viewer.settings, request),
  }));
}

async function describeRequest(db: Database, viewer: StoreMember, requestId: string): Promise<RewardRequest> {
  const [described] = await describeRequests(db, viewer, await requestRows(db, eq(rewardRequests.id, requestId), 1));
  return described!;
}

/**
 * A member asks for a reward: they must not be a guest, their balance must cover its cost now, and they must
 * be under its weekly limit. The points are taken only when a reviewer approves.
 */
export async function askForReward(deps: RewardDeps, actor: Actor, rewardId: string, note: string) {
  const { db } = deps;
  const [reward] = isUuid(rewardId) ? await db.select().from(rewards).where(eq(rewards.id, rewardId)) : [];
  if (!reward || reward.archivedAt) throw new NotFound(REWARD_NOT_FOUND);
  const viewer = await requireStoreMember(db, actor, reward.spaceId, REWARD_NOT_FOUND);
  authorize(canRequestReward(viewer.member), 'Guests cannot ask for rewards.');
  const now = deps.clock.now();
  const week = weekAround(viewer.timeZone, now);
  const created = await db.transaction(async (tx) => {
    // Locking the reward makes one member's two quick asks count one after the other against the limit,
    // and keeps it from being removed or repriced halfway.
    const [locked] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, rewardId), isNull(rewards.archivedAt)))
      .for('update');
    if (!locked) throw new NotFound(REWARD_NOT_FOUND);
    if ((await balanceOf(tx, actor.userId, locked.spaceId)) < locked.cost) throw new Conflict(NOT_ENOUGH_POINTS);
    const used = (await usedThisWeek(tx, actor.userId, [locked.id], week)).get(locked.id) ?? 0;
    if (locked.weeklyLimit !== null && used >= locked.weeklyLimit) throw new Conflict(WEEKLY_LIMIT_REACHED);
    const [row] = await tx
      .insert(rewardRequests)
      .values({ rewardId, spaceId: locked.spaceId, userId: actor.userId, cost: locked.cost, note, createdAt: now })
      .returning();
    return row!;
  });
  await announce(deps, created.spaceId, created.id);
  return describeRequest(db, viewer, created.id);
}

/** A space's requests, newest first: a reviewer sees everyone's, anyone else their own. */
export async function listRewardRequests(deps: RewardDeps, actor: Actor, spaceId: string, status: 'pending' | 'all') {
  const viewer = await requireStoreMember(deps.db, actor, spaceId);
  const everyone = canReviewRewardRequests(viewer.member, viewer.settings);
  // Reviewers read (space_id, created_at), pending ones from its partial twin; others (user_id, space_id, created_at).
  const where = and(
    eq(rewardRequests.spaceId, spaceId),
    everyone ? undefined : eq(rewardRequests.userId, actor.userId),
    status === 'pending' ? eq(rewardRequests.status, 'pending') : undefined,
  );
  return describeRequests(deps.db, viewer, await requestRows(deps.db, where, MAX_LISTED_REQUESTS));
}

/**
 * How many pending requests of others wait for the person's answer in each of the given spaces (the caller
 * has checked they review requests in each; nobody answers their own): Today's counts, on the pending index.
 */
export async function pendingRequestCounts(
  db: Database,
  userId: string,
  spaceIds: readonly string[],
): Promise<Map<string, number>> {
  if (spaceIds.length === 0) return new Map();
  const rows = await db
    .select({ spaceId: rewardRequests.spaceId, pending: sql<number>`count(*)::int` })
    .from(rewardRequests)
    .where(
      and(
        inArray(rewardRequests.spaceId, [...spaceIds]),
        eq(rewardRequests.status, 'pending'),
        ne(rewardRequests.userId, userId),
      ),
    )
    .groupBy(rewardRequests.spaceId);
  return new Map(rows.map((row) => [row.spaceId, Number(row.pending)]));
}

/** A request and the actor's standing in its space; nobody outside the space learns it exists. */
async function requestFor(
  deps: RewardDeps,
  actor: Actor,
  requestId: string,
): Promise<{ request: RequestRow; viewer: StoreMember }> {
  const [request] = isUuid(requestId)
    ? await deps.db.select().from(rewardRequests).where(eq(rewardRequests.id, requestId))
    : [];
  if (!request) throw new NotFound(REQUEST_NOT_FOUND);
  const viewer = await requireStoreMember(deps.db, actor, request.spaceId, REQUEST_NOT_FOUND);
  return { request, viewer };
}

function requireAnswerer(viewer: StoreMember, request: RequestRow) {
  authorize(canReviewRewardRequests(viewer.member, viewer.settings), REVIEW_REFUSED);
  authorize(
    canAnswerRewardRequest(viewer.member, viewer.settings, request),
    'Someone else must answer your own request.',
  );
}

/**
 * Approves a pending request and spends its points, in one transaction. Of two reviewers approving at once,
 * the second finds nothing pending to update; of two approvals that together cost more than the balance,
 * the second finds nothing to take (spend throws 409) and its request stays pending.
 */
export async function approveRequest(deps: RewardDeps, actor: Actor, requestId: string, reviewNote: string) {
  const { request, viewer } = await requestFor(deps, actor, requestId);
  requireAnswerer(viewer, request);
  const [reward] = await deps.db.select({ title: rewards.title }).from(rewards).where(eq(rewards.id, request.rewardId));
  const result = await deps.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(rewardRequests)
      .set({ status: 'approved', reviewNote, reviewedBy: actor.userId, reviewedAt: deps.clock.now() })
      .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.status, 'pending')))
      .returning();
    if (!approved) throw new Conflict(ALREADY_ANSWERED);
    const { balance } = await spend(tx, {
      userId: approved.userId,
      spaceId: approved.spaceId,
      cost: approved.cost,
      reason: `Reward: ${reward?.title ?? 'a reward'}`,
      awardedBy: actor.userId,
      rewardRequestId: approved.id,
    });
    return { balance };
  });
  await announce(deps, request.spaceId, request.id);
  return { request: await describeRequest(deps.db, viewer, request.id), balance: result.balance };
}

/** Declines a pending request with a note; no points move. */
export async function declineRequest(deps: RewardDeps, actor: Actor, requestId: string, reviewNote: string) {
  const { request, viewer } = await requestFor(deps, actor, requestId);
  requireAnswerer(viewer, request);
  const [declined] = await deps.db
    .update(rewardRequests)
    .set({ status: 'declined', reviewNote, reviewedBy: actor.userId, reviewedAt: deps.clock.now() })
    .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.status, 'pending')))
    .returning({ id: rewardRequests.id });
  if (!declined) throw new Conflict(ALREADY_ANSWERED);
  await announce(deps, request.spaceId, request.id);
  return describeRequest(deps.db, viewer, request.id);
}

/** The member who asked takes a pending request back; no points move. */
export async function cancelRequest(deps: RewardDeps, actor: Actor, requestId: string) {
  const { request, viewer } = await requestFor(deps, actor, requestId);
  authorize(canCancelRewardRequest(viewer.member, request), 'Only the person who asked can cancel this request.');
  const [cancelled] = await deps.db
    .update(rewardRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.status, 'pending')))
    .returning({ id: rewardRequests.id });
  if (!cancelled) throw new Conflict(ALREADY_ANSWERED);
  await announce(deps, request.spaceId, request.id);
  return describeRequest(deps.db, viewer, request.id);
}
