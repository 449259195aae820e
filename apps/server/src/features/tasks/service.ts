import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { generatedTaskPoints, taskPoints } from '@tidy/domain/points';
import type { Role } from '@tidy/domain/constants';
import { chooseStarterTasks, type StarterTaskPreferences } from '@tidy/domain/starter-tasks';
import { ruledOutBy } from '../../platform/coach/builtin/plan-shape';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { dailyTasks, profiles, spaces, spaceTasks, taskAssignments, userRoles } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import type { AccessWatch } from '../../platform/realtime/access-watch';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { Notifier } from '../notifications/service';
import { balanceOf, earn, requireEarnablePoints, withEarning } from '../points/service';
import {
  authorize,
  findMembership,
  memberEmailFor,
  isUuid,
  membershipColumns,
  membershipFrom,
  membershipOn,
  requireMembership,
  type Membership,
} from '../../policy/spaces';
import { canSetUpSpace } from '../../policy/photos';
import { canAssign, canEditTaskList, canReview } from '../../policy/tasks';

export type TaskDeps = { db: Database; realtime: RealtimeBus; notifier: Notifier; liveAccess: AccessWatch };

const TASK_NOT_FOUND = 'Task not found';

type DailyRow = typeof dailyTasks.$inferSelect;
type AssignmentRow = typeof taskAssignments.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function toDailyTask(row: DailyRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    estimated_time: row.estimatedTime,
    points: row.points,
    task_date: row.taskDate,
    is_completed: row.isCompleted,
    completed_at: row.completedAt?.toISOString() ?? null,
    submission_status: row.submissionStatus as 'draft' | 'submitted' | 'approved' | 'rejected',
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    points_awarded: row.pointsAwarded,
    /** An organizer's own task, approved as they submitted it (decision 019). */
    self_approved: row.submissionStatus === 'approved' && row.reviewedBy === row.userId,
  };
}

function toAssignment(row: AssignmentRow, assigneeName: string | null) {
  return {
    id: row.id,
    task_id: row.taskId,
    assigned_to: row.assignedTo,
    assignee_name: assigneeName || 'Unknown User',
    status: row.status as 'pending' | 'submitted' | 'approved' | 'rejected',
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    points_awarded: row.pointsAwarded,
  };
}

const announce = (deps: TaskDeps, spaceId: string, what: string, id: string) =>
  deps.realtime.publish(spaceId, { type: 'changed', what, id });

/** Tells the member who did a task how its review went: approved with points, or sent back with a reason. */
const tellMember = (
  deps: TaskDeps,
  actor: Actor,
  task: { spaceId: string; taskTitle: string; ref: string; memberId: string },
  outcome: { points: number } | { reason: string | null },
) =>
  deps.notifier.taskReviewed({
    ...task,
    reviewer: { userId: actor.userId, name: actor.fullName },
    ...('points' in outcome ? { approved: true, points: outcome.points } : { approved: false, reason: outcome.reason }),
  });

// The space page's reads, prepared once (db/prepared.ts).
const spaceById = preparedStatement((db) =>
  db
    .select()
    .from(spaces)
    .where(eq(spaces.id, sql.placeholder('spaceId')))
    .prepare('tidy_space_by_id'),
);

const membersOfSpace = preparedStatement((db) =>
  db
    .select({ userId: userRoles.userId, role: userRoles.role, fullName: profiles.fullName, email: profiles.email })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.spaceId, sql.placeholder('spaceId')))
    .orderBy(asc(userRoles.createdAt))
    .prepare('tidy_space_members'),
);

const spaceProgress = preparedStatement((db) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${spaceTasks.isCompleted})::int`,
    })
    .from(spaceTasks)
    .where(eq(spaceTasks.spaceId, sql.placeholder('spaceId')))
    .prepare('tidy_space_progress'),
);

/** The space as its members see it: details, their role and points, members, and task progress. */
export async function spaceDetail(deps: TaskDeps, actor: Actor, spaceId: string) {
  const { db } = deps;
  const member = await requireMembership(db, actor, spaceId);
  const [space] = await spaceById(db).execute({ spaceId });
  if (!space) throw new NotFound('Space not found');
  const myPoints = await balanceOf(db, actor.userId, spaceId);
  const members = await membersOfSpace(db).execute({ spaceId });
  const [progress] = await spaceProgress(db).execute({ spaceId });
  return {
    space: {
      id: space.id,
      name: space.name,
      space_type: space.spaceType,
      description: space.description,
      is_analyzed: space.isAnalyzed,
      created_at: space.createdAt.toISOString(),
    },
    role: member.role,
    is_owner: member.isOwner,
    my_points: myPoints,
    members: members.map((row) => ({
      user_id: row.userId,
      full_name: row.fullName ?? '',
      email: memberEmailFor(member, row),
      role: row.role as Role,
      is_you: row.userId === actor.userId,
    })),
    progress: { total: Number(progress?.total ?? 0), completed: Number(progress?.completed ?? 0) },
    /** What the policy lets this person do here, so the screen offers only what will work. */
    can: {
      set_up: canSetUpSpace(member),
      edit_tasks: canEditTaskList(member),
      review: canReview(member),
      assign: canAssign(member),
    },
  };
}

// ——— Daily tasks ———

const dailyTasksOfDay = preparedStatement((db) =>
  db
    .select()
    .from(dailyTasks)
    .where(
      and(
        eq(dailyTasks.userId, sql.placeholder('userId')),
        eq(dailyTasks.spaceId, sql.placeholder('spaceId')),
        eq(dailyTasks.taskDate, sql.placeholder('date')),
      ),
    )
    .orderBy(asc(dailyTasks.createdAt), asc(dailyTasks.id))
    .prepare('tidy_daily_tasks_of_day'),
);

export async function listDailyTasks(deps: TaskDeps, actor: Actor, spaceId: string, date: string) {
  await requireMembership(deps.db, actor, spaceId);
  const rows = await dailyTasksOfDay(deps.db).execute({ userId: actor.userId, spaceId, date });
  return rows.map(toDailyTask);
}

export type NewDailyTask = {
  title: string;
  description?: string | undefined;
  estimated_time: number;
  points: number;
  /** A task of the space's plan this daily task does (a suggestion added from Today). */
  space_task_id?: string | undefined;
};

export async function addDailyTasks(
  deps: TaskDeps,
  actor: Actor,
  spaceId: string,
  date: string,
  tasks: NewDailyTask[],
) {
  await requireMembership(deps.db, actor, spaceId);
  const planIds = [...new Set(tasks.flatMap((task) => (task.space_task_id ? [task.space_task_id] : [])))];
  if (planIds.length > 0) await requirePlanTasks(deps.db, actor, spaceId, date, planIds);
  const rows = await deps.db
    .insert(dailyTasks)
    .values(
      tasks.map((task) => ({
        userId: actor.userId,
        spaceId,
        spaceTaskId: task.space_task_id ?? null,
        title: task.title,
        description: task.description || null,
        estimatedTime: task.estimated_time,
        points: task.points,
        taskDate: date,
      })),
    )
    .returning();
  await announce(deps, spaceId, 'daily', rows[0]!.id);
  return rows.map(toDailyTask);
}

/** Plan tasks a daily task may do: tasks of this space, not yet on this person's list for the day. */
async function requirePlanTasks(db: Database, actor: Actor, spaceId: string, date: string, planIds: string[]) {
  if (!planIds.every(isUuid)) throw new Invalid('space_task_id: Choose a task of this space.');
  const found = await db
    .select({ id: spaceTasks.id })
    .from(spaceTasks)
    .where(and(eq(spaceTasks.spaceId, spaceId), inArray(spaceTasks.id, planIds)));
  if (found.length !== planIds.length) throw new Invalid('space_task_id: Choose a task of this space.');
  const already = await db
    .select({ id: dailyTasks.id })
    .from(dailyTasks)
    .where(
      and(
        eq(dailyTasks.userId, actor.userId),
        eq(dailyTasks.spaceId, spaceId),
        eq(dailyTasks.taskDate, date),
        inArray(dailyTasks.spaceTaskId, planIds),
      ),
    )
    .limit(1);
  if (already.length > 0) throw new Conflict("This task is already on today's list.");
}

/** The actor's own daily task, in a space they still belong to; anything else is "not found". */
async function ownDailyTask(
  db: Database,
  actor: Actor,
  taskId: string,
): Promise<{ task: DailyRow; member: Membership }> {
  const row = await dailyTaskById(db, taskId);
  const member = row && row.userId === actor.userId ? await findMembership(db, actor.userId, row.spaceId) : null;
  if (!row || !member) throw new NotFound(TASK_NOT_FOUND);
  return { task: row, member };
}

const dailyTaskRow = preparedStatement((db) =>
  db
    .select()
    .from(dailyTasks)
    .where(eq(dailyTasks.id, sql.placeholder('taskId')))
    .prepare('tidy_daily_task_by_id'),
);

async function dailyTaskById(db: Database | Tx, taskId: string): Promise<DailyRow | undefined> {
  if (!isUuid(taskId)) return undefined;
  const [row] = await dailyTaskRow(db).execute({ taskId });
  return row;
}

export async function changeDailyTask(
  deps: TaskDeps,
  actor: Actor,
  taskId: string,
  action: 'complete' | 'uncomplete' | 'submit',
) {
  const { task, member } = await ownDailyTask(deps.db, actor, taskId);
  const now = new Date();
  // A reviewer has no one to submit to and may not choose their own points (decision 019): their task is
  // approved as they submit it, at the points it carries, and marked self-approved (reviewed by themself).
  const selfApproved = action === 'submit' && canReview(member);
  let changes: Partial<DailyRow>;
  if (action === 'complete') {
    if (task.submissionStatus !== 'draft') throw new Conflict('This task was already submitted.');
    changes = { isCompleted: true, completedAt: task.completedAt ?? now };
  } else if (action === 'uncomplete') {
    if (task.submissionStatus !== 'draft') throw new Conflict('A submitted task cannot be marked not done.');
    changes = { isCompleted: false, completedAt: null };
  } else {
    if (task.submissionStatus === 'submitted' || task.submissionStatus === 'approved') {
      throw new Conflict('This task was already submitted.');
    }
    changes = {
      isCompleted: true,
      completedAt: task.completedAt ?? now,
      submissionStatus: 'submitted',
      submittedAt: now,
      rejectionReason: null,
      ...(selfApproved
        ? { submissionStatus: 'approved', approvedAt: now, reviewedBy: actor.userId, pointsAwarded: task.points }
        : {}),
    };
  }
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dailyTasks)
      .set(changes)
      .where(and(eq(dailyTasks.id, taskId), eq(dailyTasks.submissionStatus, task.submissionStatus)))
      .returning();
    if (updated && selfApproved) {
      await earn(tx, {
        userId: updated.userId,
        spaceId: updated.spaceId,
        points: updated.points,
        reason: `Daily task approved (self-approved): ${updated.title}`,
        awardedBy: actor.userId,
        dailyTaskId: updated.id,
      });
    }
    // A daily task that does a task of the space's plan ticks it off there too (and back), in the same write.
    if (updated?.spaceTaskId && updated.isCompleted !== task.isCompleted) {
      await tx
        .update(spaceTasks)
        .set({ isCompleted: updated.isCompleted, updatedAt: new Date() })
        .where(eq(spaceTasks.id, updated.spaceTaskId));
    }
    return updated;
  });
  if (!row) throw new Conflict('This task changed meanwhile. Please refresh and try again.');
  await announce(deps, row.spaceId, 'daily', row.id);
  if (action === 'submit' && !selfApproved) {
    await deps.notifier.taskSubmitted({
      spaceId: row.spaceId,
      taskTitle: row.title,
      ref: row.id,
      submitter: { userId: actor.userId, name: actor.fullName },
    });
  }
  return toDailyTask(row);
}

// A review reads the task and the reviewer's membership of its space in one statement (prepared once per
// connection, db/prepared.ts); the policy then decides on them as on any membership.
const dailyTaskForReview = preparedStatement((db) =>
  db
    .select({ task: dailyTasks, ...membershipColumns })
    .from(dailyTasks)
    .innerJoin(spaces, eq(spaces.id, dailyTasks.spaceId))
    .leftJoin(userRoles, membershipOn(dailyTasks.spaceId, sql.placeholder('userId')))
    .where(eq(dailyTasks.id, sql.placeholder('taskId')))
    .prepare('tidy_daily_task_for_review'),
);

/** A task the actor may review: in a space of theirs (else "not found"), as an organizer, not their own. */
async function dailyTaskToReview(db: Database, actor: Actor, taskId: string): Promise<DailyRow> {
  const [found] = isUuid(taskId) ? await dailyTaskForReview(db).execute({ taskId, userId: actor.userId }) : [];
  const member = found ? membershipFrom(found, actor.userId, found.task.spaceId) : null;
  if (!found || !member) throw new NotFound(TASK_NOT_FOUND);
  authorize(canReview(member), 'Only organizers can review submitted tasks.');
  authorize(found.task.userId !== actor.userId, 'Your own tasks are approved as you submit them.');
  return found.task;
}

// A review's conditional update, prepared per connection (db/prepared.ts) in each outcome's fixed shape. An
// update's set clause takes a placeholder only inside SQL; `approvedAt` is sent as the builder sent a Date.
// Approving earns the points in the same statement (points/service.ts `withEarning`): one round trip, one
// transaction. Only a submitted task moves on; of two organizers approving at once, the second finds nothing
// to update, and so earns nothing.
const approveSubmitted = preparedStatement((db) => {
  const approved = db.$with('approved').as(
    db
      .update(dailyTasks)
      .set({
        submissionStatus: 'approved',
        approvedAt: sql`${sql.placeholder('approvedAt')}`,
        reviewedBy: sql`${sql.placeholder('reviewedBy')}`,
        pointsAwarded: sql`${sql.placeholder('pointsAwarded')}`,
      })
      .where(and(eq(dailyTasks.id, sql.placeholder('taskId')), eq(dailyTasks.submissionStatus, 'submitted')))
      .returning(),
  );
  return withEarning(db, approved, {
    userId: approved.userId,
    spaceId: approved.spaceId,
    points: approved.pointsAwarded,
    reason: sql`'Daily task approved: ' || ${approved.title}`,
    awardedBy: approved.reviewedBy,
    dailyTaskId: approved.id,
  })
    .select()
    .from(approved)
    .prepare('tidy_approve_daily_task_and_earn');
});

const rejectSubmitted = preparedStatement((db) =>
  db
    .update(dailyTasks)
    .set({
      submissionStatus: 'rejected',
      reviewedBy: sql`${sql.placeholder('reviewedBy')}`,
      rejectionReason: sql`${sql.placeholder('rejectionReason')}`,
    })
    .where(and(eq(dailyTasks.id, sql.placeholder('taskId')), eq(dailyTasks.submissionStatus, 'submitted')))
    .returning()
    .prepare('tidy_reject_submitted_daily_task'),
);

export async function reviewDailyTask(
  deps: TaskDeps,
  actor: Actor,
  taskId: string,
  decision: { approve: true; points: number } | { approve: false; reason?: string | undefined },
) {
  const { db } = deps;
  const found = await dailyTaskToReview(db, actor, taskId);
  if (decision.approve) requireEarnablePoints(decision.points);
  // Each outcome is one statement, so one transaction of its own.
  const [row] = decision.approve
    ? await approveSubmitted(db).execute({
        taskId,
        approvedAt: new Date().toISOString(),
        reviewedBy: actor.userId,
        pointsAwarded: decision.points,
      })
    : await rejectSubmitted(db).execute({
        taskId,
        reviewedBy: actor.userId,
        rejectionReason: decision.reason?.trim() || null,
      });
  if (!row)
    throw new Conflict(
      found.submissionStatus === 'submitted'
        ? 'This task was already reviewed.'
        : 'Only submitted tasks can be reviewed.',
    );
  await announce(deps, row.spaceId, 'daily', row.id);
  await tellMember(
    deps,
    actor,
    { spaceId: row.spaceId, taskTitle: row.title, ref: row.id, memberId: row.userId },
    decision.approve ? { points: decision.points } : { reason: row.rejectionReason },
  );
  return toDailyTask(row);
}

/** Submitted daily tasks and assignments of the space, newest first, with who submitted them. */
export async function approvalQueue(deps: TaskDeps, actor: Actor, spaceId: string) {
  const { db } = deps;
  const member = await requireMembership(db, actor, spaceId);
  authorize(canReview(member), 'Only organizers can review submitted tasks.');
  const items = await waitingForReview(db, [spaceId]);
  return items.map(({ space_id: _space, ...item }) => item);
}

/**
 * What waits for review in the given spaces (the caller has checked the reviewer may review each), newest
 * first: the space's approval list and Today's both read it. Two queries whatever the number of spaces,
 * each on the partial index of submitted rows.
 */
export async function waitingForReview(db: Database, spaceIds: readonly string[]) {
  if (spaceIds.length === 0) return [];
  const ids = [...spaceIds];
  const [daily, assigned] = await Promise.all([
    db
      .select({ task: dailyTasks, fullName: profiles.fullName })
      .from(dailyTasks)
      .leftJoin(profiles, eq(profiles.id, dailyTasks.userId))
      .where(and(inArray(dailyTasks.spaceId, ids), eq(dailyTasks.submissionStatus, 'submitted')))
      .orderBy(desc(dailyTasks.submittedAt)),
    db
      .select({ assignment: taskAssignments, task: spaceTasks, fullName: profiles.fullName })
      .from(taskAssignments)
      .innerJoin(spaceTasks, eq(spaceTasks.id, taskAssignments.taskId))
      .leftJoin(profiles, eq(profiles.id, taskAssignments.assignedTo))
      .where(and(inArray(taskAssignments.spaceId, ids), eq(taskAssignments.status, 'submitted')))
      .orderBy(desc(taskAssignments.submittedAt)),
  ]);
  const items = [
    ...daily.map(({ task, fullName }) => ({
      kind: 'daily' as const,
      id: task.id,
      space_id: task.spaceId,
      title: task.title,
      estimated_time: task.estimatedTime,
      priority: null,
      points: task.points,
      submitted_at: task.submittedAt?.toISOString() ?? null,
      submitter: { user_id: task.userId, full_name: fullName || 'Unknown User' },
    })),
    ...assigned.map(({ assignment, task, fullName }) => ({
      kind: 'assignment' as const,
      id: assignment.id,
      space_id: assignment.spaceId,
      title: task.title,
      estimated_time: task.estimatedTime,
      priority: task.priority,
      points: taskPoints(task.priority, task.estimatedTime),
      submitted_at: assignment.submittedAt?.toISOString() ?? null,
      submitter: { user_id: assignment.assignedTo, full_name: fullName || 'Unknown User' },
    })),
  ];
  items.sort((a, b) => (b.submitted_at ?? '').localeCompare(a.submitted_at ?? ''));
  return items;
}

// ——— The space's plan, written for other features in their transaction (onboarding, the coach) ———

/** What a plan task is made of when onboarding or the coach writes it. */
export type PlanTaskFields = Pick<
  typeof spaceTasks.$inferInsert,
  'title' | 'description' | 'category' | 'priority' | 'estimatedTime' | 'orderIndex' | 'updatedAt'
>;

/** Adds tasks to spaces' plans; returns the new rows. */
export async function addPlanTasks(tx: Transaction, tasks: readonly (PlanTaskFields & { spaceId: string })[]) {
  if (tasks.length === 0) return [];
  return tx
    .insert(spaceTasks)
    .values([...tasks])
    .returning();
}

export async function revisePlanTask(tx: Transaction, taskId: string, fields: PlanTaskFields) {
  await tx.update(spaceTasks).set(fields).where(eq(spaceTasks.id, taskId));
}

export async function removePlanTasks(tx: Transaction, spaceId: string, taskIds: readonly string[]) {
  if (taskIds.length === 0) return;
  await tx.delete(spaceTasks).where(and(eq(spaceTasks.spaceId, spaceId), inArray(spaceTasks.id, [...taskIds])));
}

/** A plan task as it was, to be put back exactly: the coach's Undo (issue 18). Times may be SQL for microseconds. */
export type RestoredPlanTask = Omit<PlanTaskFields, 'updatedAt'> & {
  id: string;
  orderIndex: number;
  createdAt: Date | SQL;
  updatedAt: Date | SQL;
  /** Daily tasks that did this plan task before it was removed (the removal unlinked them). */
  dailyTaskIds?: readonly string[] | undefined;
};

/**
 * Puts plan tasks back as they were: `revised` ones (still there) get their fields, order and updated_at
 * back; `removed` ones return with their own ids, times and order, open, and the daily tasks that did them
 * are linked back, unless one has since been linked to another task.
 */
export async function restorePlanTasks(
  tx: Transaction,
  spaceId: string,
  tasks: { revised: readonly RestoredPlanTask[]; removed: readonly RestoredPlanTask[] },
) {
  for (const { id, createdAt: _created, dailyTaskIds: _links, ...fields } of tasks.revised) {
    await tx
      .update(spaceTasks)
      .set(fields)
      .where(and(eq(spaceTasks.id, id), eq(spaceTasks.spaceId, spaceId)));
  }
  if (tasks.removed.length === 0) return;
  await tx
    .insert(spaceTasks)
    .values(tasks.removed.map(({ dailyTaskIds: _links, ...task }) => ({ ...task, spaceId, isCompleted: false })));
  for (const task of tasks.removed) {
    if (!task.dailyTaskIds || task.dailyTaskIds.length === 0) continue;
    await tx
      .update(dailyTasks)
      .set({ spaceTaskId: task.id })
      .where(
        and(
          eq(dailyTasks.spaceId, spaceId),
          inArray(dailyTasks.id, [...task.dailyTaskIds]),
          sql`${dailyTasks.spaceTaskId} is null`,
        ),
      );
  }
}

/**
 * A new home's starter tasks: three per space, chosen for the room and the creator's preferences, which are
 * also the creator's daily tasks for `today` (their own date), each linked to its plan task, so "3 starter
 * tasks ready" can be done on day one from Today and from the space.
 */
export async function giveStarterTasks(
  tx: Transaction,
  userId: string,
  newSpaces: readonly { id: string; spaceType: string; description?: string }[],
  preferences: StarterTaskPreferences,
  today: string,
) {
  const starters = await addPlanTasks(
    tx,
    newSpaces.flatMap((space) =>
      // What the household wrote about the space ("there is no closet") leaves out starter tasks too.
      chooseStarterTasks(space.spaceType, preferences, undefined, ruledOutBy(space.description ?? '')).map((task) => ({
        spaceId: space.id,
        title: task.title,
        description: task.description,
        category: task.category,
        priority: task.priority,
        estimatedTime: task.estimated_time,
        orderIndex: task.order_index,
      })),
    ),
  );
  if (starters.length === 0) return;
  // One millisecond apart, so Today lists them in the plan's order.
  const start = Date.now();
  await tx.insert(dailyTasks).values(
    [...starters]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((task, index) => ({
        userId,
        spaceId: task.spaceId,
        spaceTaskId: task.id,
        title: task.title,
        description: task.description || null,
        estimatedTime: task.estimatedTime,
        points: generatedTaskPoints(task.priority),
        taskDate: today,
        createdAt: new Date(start + index),
      })),
  );
}

// ——— The space's task list and assignments ———

export async function listSpaceTasks(deps: Pick<TaskDeps, 'db'>, actor: Actor, spaceId: string) {
  const { db } = deps;
  await requireMembership(db, actor, spaceId);
  const tasks = await db
    .select()
    .from(spaceTasks)
    .where(eq(spaceTasks.spaceId, spaceId))
    .orderBy(asc(spaceTasks.orderIndex), asc(spaceTasks.createdAt));
  const assignments =
    tasks.length === 0
      ? []
      : await db
          .select({ assignment: taskAssignments, fullName: profiles.fullName })
          .from(taskAssignments)
          .leftJoin(profiles, eq(profiles.id, taskAssignments.assignedTo))
          .where(
            inArray(
              taskAssignments.taskId,
              tasks.map((task) => task.id),
            ),
          )
          .orderBy(desc(taskAssignments.createdAt));
  return tasks.map((task) => {
    const latest = assignments.find(({ assignment }) => assignment.taskId === task.id);
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      estimated_time: task.estimatedTime,
      order_index: task.orderIndex,
      is_completed: task.isCompleted,
      updated_at: task.updatedAt.toISOString(),
      assignment: latest ? toAssignment(latest.assignment, latest.fullName) : null,
    };
  });
}

async function spaceTaskFor(db: Database, actor: Actor, taskId: string) {
  if (!isUuid(taskId)) throw new NotFound(TASK_NOT_FOUND);
  const [task] = await db.select().from(spaceTasks).where(eq(spaceTasks.id, taskId));
  const member = task ? await findMembership(db, actor.userId, task.spaceId) : null;
  if (!task || !member) throw new NotFound(TASK_NOT_FOUND);
  return { task, member };
}

export async function toggleSpaceTask(deps: TaskDeps, actor: Actor, taskId: string, isCompleted: boolean) {
  const { task } = await spaceTaskFor(deps.db, actor, taskId);
  await deps.db.update(spaceTasks).set({ isCompleted, updatedAt: new Date() }).where(eq(spaceTasks.id, task.id));
  await announce(deps, task.spaceId, 'space-task', task.id);
  const all = await listSpaceTasks(deps, actor, task.spaceId);
  return all.find((item) => item.id === task.id)!;
}

export async function assignTask(deps: TaskDeps, actor: Actor, taskId: string, assignedTo: string) {
  const { db } = deps;
  const { task, member } = await spaceTaskFor(db, actor, taskId);
  authorize(canAssign(member), 'Only organizers can assign tasks.');
  if (assignedTo === actor.userId) throw new Invalid('assigned_to: Choose another member of this space.');
  const assignee = await findMembership(db, assignedTo, task.spaceId);
  if (!assignee) throw new Invalid('assigned_to: Choose a member of this space.');
  const row = await db.transaction(async (tx) => {
    // A new assignment replaces one still waiting to be done.
    await tx
      .delete(taskAssignments)
      .where(and(eq(taskAssignments.taskId, task.id), eq(taskAssignments.status, 'pending')));
    const [created] = await tx
      .insert(taskAssignments)
      .values({ taskId: task.id, spaceId: task.spaceId, assignedTo, assignedBy: actor.userId })
      .returning();
    return created!;
  });
  await announce(deps, task.spaceId, 'assignment', row.id);
  await deps.notifier.taskAssigned({
    spaceId: task.spaceId,
    taskTitle: task.title,
    ref: row.id,
    assigneeId: assignedTo,
    assigner: { userId: actor.userId, name: actor.fullName },
  });
  const [profile] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, assignedTo));
  return toAssignment(row, profile?.fullName ?? null);
}

async function assignmentFor(db: Database, actor: Actor, assignmentId: string) {
  if (!isUuid(assignmentId)) throw new NotFound(TASK_NOT_FOUND);
  const [row] = await db
    .select({ assignment: taskAssignments, task: spaceTasks })
    .from(taskAssignments)
    .innerJoin(spaceTasks, eq(spaceTasks.id, taskAssignments.taskId))
    .where(eq(taskAssignments.id, assignmentId));
  const member = row ? await findMembership(db, actor.userId, row.assignment.spaceId) : null;
  if (!row || !member) throw new NotFound(TASK_NOT_FOUND);
  return { ...row, member };
}

export async function submitAssignment(deps: TaskDeps, actor: Actor, assignmentId: string) {
  const { db } = deps;
  const { assignment, task } = await assignmentFor(db, actor, assignmentId);
  if (assignment.assignedTo !== actor.userId) throw new NotFound(TASK_NOT_FOUND);
  const [row] = await db
    .update(taskAssignments)
    .set({ status: 'submitted', submittedAt: new Date(), rejectionReason: null, updatedAt: new Date() })
    .where(and(eq(taskAssignments.id, assignmentId), inArray(taskAssignments.status, ['pending', 'rejected'])))
    .returning();
  if (!row) throw new Conflict('This task was already submitted.');
  await announce(deps, row.spaceId, 'assignment', row.id);
  await deps.notifier.taskSubmitted({
    spaceId: row.spaceId,
    taskTitle: task.title,
    ref: row.id,
    submitter: { userId: actor.userId, name: actor.fullName },
  });
  return toAssignment(row, actor.fullName);
}

export async function reviewAssignment(
  deps: TaskDeps,
  actor: Actor,
  assignmentId: string,
  decision: { approve: true } | { approve: false; reason?: string | undefined },
) {
  const { db } = deps;
  const { assignment, task, member } = await assignmentFor(db, actor, assignmentId);
  authorize(canReview(member), 'Only organizers can review submitted tasks.');
  // Spec 02 §9: the points of a space task follow its priority and time.
  const points = taskPoints(task.priority, task.estimatedTime);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(taskAssignments)
      .set(
        decision.approve
          ? { status: 'approved', approvedAt: new Date(), pointsAwarded: points, updatedAt: new Date() }
          : { status: 'rejected', rejectionReason: decision.reason?.trim() || null, updatedAt: new Date() },
      )
      .where(and(eq(taskAssignments.id, assignmentId), eq(taskAssignments.status, 'submitted')))
      .returning();
    if (!updated) return null;
    if (decision.approve) {
      await earn(tx, {
        userId: updated.assignedTo,
        spaceId: updated.spaceId,
        points,
        reason: `Assigned task approved: ${task.title}`,
        awardedBy: actor.userId,
        assignmentId: updated.id,
      });
      await tx.update(spaceTasks).set({ isCompleted: true, updatedAt: new Date() }).where(eq(spaceTasks.id, task.id));
    }
    return updated;
  });
  if (!row)
    throw new Conflict(
      assignment.status === 'submitted' ? 'This task was already reviewed.' : 'Only submitted tasks can be reviewed.',
    );
  await announce(deps, row.spaceId, 'assignment', row.id);
  await tellMember(
    deps,
    actor,
    { spaceId: row.spaceId, taskTitle: task.title, ref: row.id, memberId: row.assignedTo },
    decision.approve ? { points } : { reason: row.rejectionReason },
  );
  const [profile] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, row.assignedTo));
  return toAssignment(row, profile?.fullName ?? null);
}
