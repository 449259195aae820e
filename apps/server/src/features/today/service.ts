import { and, asc, desc, eq, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Role, SpaceType } from '@tidy/domain/constants';
import { generatedTaskPoints, taskPoints } from '@tidy/domain/points';
import {
  assignmentState,
  dailyTaskState,
  needsAction,
  todayRank,
  type TaskState,
} from '@tidy/domain/task-state';
import { daysBetween } from '@tidy/domain/upkeep';
import { findUpkeepArea } from '@tidy/domain/upkeep-areas';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { dailyTasks, spaces, spaceTasks, taskAssignments, userRoles } from '../../db/schema';
import type { Membership } from '../../policy/spaces';
import { canDoChores, canReviewChores } from '../../policy/chores';
import { canManageRewards, canReviewRewardRequests } from '../../policy/rewards';
import { canReview } from '../../policy/tasks';
import { canCompleteUpkeep } from '../../policy/upkeep';
import { areaChoresDue, choresDueFor, submittedTurnCounts, type ChoreDue } from '../chores/service';
import { balancesOf } from '../points/service';
import { pendingRequestCounts } from '../rewards/service';
import { toDailyTask, waitingForReview } from '../tasks/service';

// Today: one list, across every space the person belongs to, of what asks something of them today — their
// daily tasks, what was assigned to them, upkeep and chore turns that are due — plus what waits for their
// review, reward requests to answer and their balance in each space. Every part is one query (or a fixed few)
// over all their spaces at once (no query per space), each on an index that starts with the person or the space.

/** Upkeep items shown at most; the most overdue come first. */
const MAX_UPKEEP = 20;
/** Suggestions offered when the day is empty. */
const MAX_SUGGESTIONS = 3;
/** Assignments approved this long ago still show as finished, with their points. */
const APPROVED_SHOWN_MS = 24 * 60 * 60 * 1000;

type SpaceRef = { id: string; name: string };

export type TodayItem = {
  kind: 'daily' | 'assignment' | 'upkeep' | 'chore';
  id: string;
  space: SpaceRef;
  title: string;
  estimated_time: number | null;
  state: TaskState;
  /** Points a daily task, an assignment or a chore earns (null for upkeep). */
  points: number | null;
  points_awarded: number | null;
  rejection_reason: string | null;
  /** Upkeep and chores: when it was due; upkeep's area, for the link. */
  due_on: string | null;
  /** Upkeep: every how many days it comes back. */
  interval_days: number | null;
  overdue: boolean;
  area: { id: string; name: string } | null;
  /** Daily tasks only: the task itself, for the same actions as inside the space. */
  daily: ReturnType<typeof toDailyTask> | null;
  /** When it was approved (daily tasks and assignments). */
  approved_at: string | null;
  /**
   * Chores only: the chore of this turn, whether the turn is open to whoever does it first, and when an
   * organizer nudged them about it (within the last day).
   */
  chore: { id: string; open: boolean; nudged_at: string | null; nudged_by: string | null } | null;
};

/**
 * The person's spaces with their role in each (only `among` these, when given): the first query of Today, on the
 * unique (user, space) index.
 */
async function membershipsOf(db: Database, userId: string, among?: readonly string[]) {
  if (among?.length === 0) return [];
  const rows = await db
    .select({
      spaceId: userRoles.spaceId,
      role: userRoles.role,
      name: spaces.name,
      spaceType: spaces.spaceType,
      ownerId: spaces.userId,
      parentsManageRewards: spaces.parentsManageRewards,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(and(eq(userRoles.userId, userId), among ? inArray(userRoles.spaceId, [...among]) : undefined))
    .orderBy(asc(spaces.name), asc(spaces.id));
  return rows.map((row) => ({
    member: { spaceId: row.spaceId, userId, role: row.role as Role, isOwner: row.ownerId === userId } satisfies Membership,
    name: row.name,
    spaceType: row.spaceType as SpaceType,
    rewards: { parentsManageRewards: row.parentsManageRewards },
  }));
}

/** The ids of every space the person belongs to, for their live stream. */
export async function memberSpaceIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ spaceId: userRoles.spaceId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.spaceId);
}

const sum = (counts: Iterable<number>) => [...counts].reduce((total, count) => total + count, 0);

/** A chore turn in Today's vocabulary: open or theirs, it is "To do" until done; redone after "Sent back". */
function choreItem(chore: ChoreDue, space: SpaceRef): TodayItem {
  return {
    kind: 'chore',
    id: chore.occurrence_id,
    space,
    title: chore.title,
    estimated_time: chore.estimated_time,
    state: chore.state === 'sent_back' ? 'sent_back' : 'to_do',
    points: chore.points,
    points_awarded: null,
    rejection_reason: null,
    due_on: chore.due_on,
    interval_days: null,
    overdue: chore.overdue,
    area: null,
    daily: null,
    approved_at: null,
    chore: { id: chore.chore_id, open: chore.open, nudged_at: chore.nudged_at, nudged_by: chore.nudged_by },
  };
}

/**
 * Today for the person on their own `date`; `now` (the server's clock) tells whether a chore's time has passed.
 * With `spaceIds`, only those of their spaces count (a kitchen tablet shows the spaces it was linked to).
 */
export async function today(db: Database, actor: Actor, date: string, now?: Date, options: { spaceIds?: readonly string[] } = {}) {
  const memberships = await membershipsOf(db, actor.userId, options.spaceIds);
  const byId = new Map(memberships.map((entry) => [entry.member.spaceId, entry]));
  const spaceRef = (spaceId: string): SpaceRef => ({ id: spaceId, name: byId.get(spaceId)?.name ?? '' });
  const allIds = memberships.map((entry) => entry.member.spaceId);
  const reviewIds = memberships.filter((entry) => canReview(entry.member)).map((entry) => entry.member.spaceId);
  const upkeepIds = memberships.filter((entry) => canCompleteUpkeep(entry.member)).map((entry) => entry.member.spaceId);
  const choreIds = memberships.filter((entry) => canDoChores(entry.member)).map((entry) => entry.member.spaceId);
  const choreReviewIds = memberships.filter((entry) => canReviewChores(entry.member)).map((entry) => entry.member.spaceId);
  const rewardReviewIds = memberships
    .filter((entry) => canReviewRewardRequests(entry.member, entry.rewards))
    .map((entry) => entry.member.spaceId);

  // One round of reads after the memberships, each over all the spaces at once.
  const [daily, assigned, upkeep, reviews, choresDue, choresToReview, rewardRequests, balances] = await Promise.all([
    ownDailyTasks(db, actor.userId, allIds, date),
    assignedTo(db, actor.userId, allIds),
    areaChoresDue(db, upkeepIds, date, MAX_UPKEEP),
    waitingForReview(db, reviewIds),
    choresDueFor(db, actor.userId, choreIds, date, now),
    submittedTurnCounts(db, choreReviewIds),
    pendingRequestCounts(db, actor.userId, rewardReviewIds),
    balancesOf(db, actor.userId, allIds),
  ]);

  const items: TodayItem[] = [
    ...daily.map((row): TodayItem => {
      const task = toDailyTask(row);
      return {
        kind: 'daily',
        id: row.id,
        space: spaceRef(row.spaceId),
        title: row.title,
        estimated_time: row.estimatedTime,
        state: dailyTaskState(task),
        points: row.points,
        points_awarded: row.pointsAwarded,
        rejection_reason: row.rejectionReason,
        due_on: null,
        interval_days: null,
        overdue: false,
        area: null,
        daily: task,
        approved_at: task.approved_at,
        chore: null,
      };
    }),
    ...assigned.map(
      ({ assignment, task }): TodayItem => ({
        kind: 'assignment',
        id: assignment.id,
        space: spaceRef(assignment.spaceId),
        title: task.title,
        estimated_time: task.estimatedTime,
        state: assignmentState(assignment.status),
        points: taskPoints(task.priority, task.estimatedTime),
        points_awarded: assignment.pointsAwarded,
        rejection_reason: assignment.rejectionReason,
        due_on: null,
        interval_days: null,
        overdue: false,
        area: null,
        daily: null,
        approved_at: assignment.approvedAt?.toISOString() ?? null,
        chore: null,
      }),
    ),
    ...upkeep.flatMap((row): TodayItem[] => {
      const space = byId.get(row.spaceId);
      const area = space ? findUpkeepArea(space.spaceType, row.area) : null;
      if (!space || !area) return [];
      return [
        {
          kind: 'upkeep',
          id: row.id,
          space: spaceRef(row.spaceId),
          title: row.title,
          estimated_time: null,
          state: 'to_do',
          points: null,
          points_awarded: null,
          rejection_reason: null,
          due_on: row.dueOn,
          interval_days: row.intervalDays,
          // A task never done is waiting since it was added, not late (the upkeep screen's own rule).
          overdue: row.everDone && daysBetween(row.dueOn, date) > 0,
          area: { id: area.id, name: area.name },
          daily: null,
          approved_at: null,
          chore: null,
        },
      ];
    }),
    ...choresDue.map((chore) => choreItem(chore, spaceRef(chore.space_id))),
  ];
  // Stable within a rank: the query order (oldest first, most overdue first).
  const ranked = items.map((item, index) => ({ item, index }));
  ranked.sort((a, b) => todayRank(a.item) - todayRank(b.item) || a.index - b.index);
  const ordered = ranked.map((entry) => entry.item);

  const suggestions = ordered.some(needsAction) ? [] : await suggestedTasks(db, actor.userId, allIds, date);

  return {
    date,
    spaces: memberships.map((entry) => ({
      id: entry.member.spaceId,
      name: entry.name,
      role: entry.member.role,
      can_review: canReview(entry.member),
      can_manage_rewards: canManageRewards(entry.member, entry.rewards),
      points: balances.get(entry.member.spaceId) ?? 0,
      chores_to_review: choresToReview.get(entry.member.spaceId) ?? 0,
      reward_requests: rewardRequests.get(entry.member.spaceId) ?? 0,
    })),
    counts: {
      reviews: reviews.length,
      assigned: ordered.filter((item) => item.kind === 'assignment' && (item.state === 'to_do' || item.state === 'sent_back'))
        .length,
      chores_to_review: sum(choresToReview.values()),
      reward_requests: sum(rewardRequests.values()),
    },
    items: ordered,
    reviews: reviews.map(({ space_id, ...item }) => ({ ...item, space: spaceRef(space_id) })),
    suggestions: suggestions.map((task) => ({
      id: task.id,
      space: spaceRef(task.spaceId),
      title: task.title,
      description: task.description,
      estimated_time: task.estimatedTime,
      priority: task.priority,
      points: generatedTaskPoints(task.priority),
    })),
  };
}

/** The person's own daily tasks for the day, in spaces they still belong to: the (user, space, date) index. */
function ownDailyTasks(db: Database, userId: string, spaceIds: string[], date: string) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dailyTasks)
    .where(and(eq(dailyTasks.userId, userId), inArray(dailyTasks.spaceId, spaceIds), eq(dailyTasks.taskDate, date)))
    .orderBy(asc(dailyTasks.createdAt), asc(dailyTasks.id));
}

/**
 * What was assigned to the person and is not finished — to do, sent back or waiting — and what was approved
 * in the last day, to show its points: the (assignee, status) index.
 */
function assignedTo(db: Database, userId: string, spaceIds: string[]) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  const approvedSince = new Date(Date.now() - APPROVED_SHOWN_MS);
  return db
    .select({ assignment: taskAssignments, task: spaceTasks })
    .from(taskAssignments)
    .innerJoin(spaceTasks, eq(spaceTasks.id, taskAssignments.taskId))
    .where(
      and(
        eq(taskAssignments.assignedTo, userId),
        inArray(taskAssignments.spaceId, spaceIds),
        or(
          inArray(taskAssignments.status, ['pending', 'rejected', 'submitted']),
          and(eq(taskAssignments.status, 'approved'), gte(taskAssignments.approvedAt, approvedSince)),
        ),
      ),
    )
    .orderBy(asc(taskAssignments.createdAt), asc(taskAssignments.id));
}

/**
 * For an empty day, a few small tasks of the person's spaces' plans: not done, not assigned to anyone,
 * not already on their list today; the shortest first.
 */
function suggestedTasks(db: Database, userId: string, spaceIds: string[], date: string) {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(spaceTasks)
    .where(
      and(
        inArray(spaceTasks.spaceId, spaceIds),
        eq(spaceTasks.isCompleted, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(taskAssignments)
            .where(
              and(eq(taskAssignments.taskId, spaceTasks.id), inArray(taskAssignments.status, ['pending', 'submitted', 'rejected'])),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(dailyTasks)
            .where(and(eq(dailyTasks.spaceTaskId, spaceTasks.id), eq(dailyTasks.userId, userId), eq(dailyTasks.taskDate, date))),
        ),
      ),
    )
    .orderBy(asc(spaceTasks.estimatedTime), desc(spaceTasks.priority), asc(spaceTasks.orderIndex))
    .limit(MAX_SUGGESTIONS);
}

export type Today = Awaited<ReturnType<typeof today>>;
