import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, sql, type AnyColumn } from 'drizzle-orm';
import type { SpaceType, TaskCategory } from '@tidy/domain/constants';
import { spaceTaskInput, type SpaceTaskInput } from '@tidy/domain/validation';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { dailyTasks, spaces, spaceTasks, taskAssignments, taskListVersions, type TaskSnapshot } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import type { Coach, CoachTask } from '../../platform/coach/coach';
import { systemClock, type Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { authorize, isUuid, requireMembership } from '../../policy/spaces';
import { canEditTaskList } from '../../policy/tasks';
import {
  addPlanTasks,
  listSpaceTasks,
  removePlanTasks,
  restorePlanTasks,
  revisePlanTask,
  type PlanTaskFields,
} from '../tasks/service';
import { basisOf, describeChange, planEdit, type EditableTask, type EditPlan, type ProposedTask } from './edit-plan';

// Edit by prompt in two steps, and Undo (issue 18). The preview asks the coach and writes nothing; Apply
// takes the proposal back, checks it was computed from the list as it still is, saves the list as it was
// (a task list version) and applies the change in one transaction; Undo puts back what the change touched.

export type VersionDeps = { db: Database; coach: Coach; realtime: RealtimeBus; clock?: Clock | undefined };

/** How long a change can be undone; the sweep deletes versions older than this. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;
export const SWEEP_VERSIONS_QUEUE = 'sweep-task-list-versions';
/** Every hour, at a quarter past (UTC). */
const SWEEP_VERSIONS_CRON = '15 * * * *';

const EDITORS_ONLY = 'Only organizers and parents can change the task list.';
const VERSION_NOT_FOUND = 'This change was not found. Changes can be undone for 24 hours.';
const STALE_PROPOSAL =
  'The task list changed since this preview (a task was added, edited, completed or assigned). Please ask again to see the changes.';

type Db = Database | Transaction;
const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const atExactTime = (iso: string) => sql`${iso}::timestamptz`;
const nowOf = (deps: { clock?: Clock | undefined }) => (deps.clock ?? systemClock).now();

async function requireEditor(db: Database, actor: Actor, spaceId: string) {
  const member = await requireMembership(db, actor, spaceId);
  authorize(canEditTaskList(member), EDITORS_ONLY);
}

/** The space's tasks the coach may change (open, never assigned), and the others, in list order. */
async function tasksOf(db: Db, spaceId: string): Promise<{ editable: EditableTask[]; others: EditableTask[] }> {
  const assigned = db
    .select({ id: taskAssignments.taskId })
    .from(taskAssignments)
    .where(eq(taskAssignments.spaceId, spaceId));
  const rows = await db
    .select({
      id: spaceTasks.id,
      title: spaceTasks.title,
      description: spaceTasks.description,
      category: spaceTasks.category,
      priority: spaceTasks.priority,
      estimatedTime: spaceTasks.estimatedTime,
      orderIndex: spaceTasks.orderIndex,
      createdAt: spaceTasks.createdAt,
      updatedAt: spaceTasks.updatedAt,
      // To the microsecond, as the database keeps them, so Undo puts back exactly these times.
      createdAtExact: exactTime(spaceTasks.createdAt),
      updatedAtExact: exactTime(spaceTasks.updatedAt),
      editable: sql<boolean>`(not ${spaceTasks.isCompleted} and ${notInArray(spaceTasks.id, assigned)})`,
    })
    .from(spaceTasks)
    .where(eq(spaceTasks.spaceId, spaceId))
    .orderBy(asc(spaceTasks.orderIndex), asc(spaceTasks.createdAt));
  const strip = ({ editable: _editable, ...task }: (typeof rows)[number]) => task;
  return {
    editable: rows.filter((row) => row.editable).map(strip),
    others: rows.filter((row) => !row.editable).map(strip),
  };
}

const toProposed = (task: EditableTask): ProposedTask => ({
  id: task.id,
  title: task.title,
  description: task.description,
  category: task.category as TaskCategory,
  priority: task.priority,
  estimated_time: task.estimatedTime,
});

/** What the preview shows; the same for Apply's check of a proposal. */
function changesOf(plan: EditPlan) {
  return {
    added: plan.added.map(({ orderIndex: _order, ...task }) => task),
    changed: plan.rewritten
      .filter((entry) => entry.fields.length > 0 || entry.moved)
      .map((entry) => ({ id: entry.before.id, title: entry.after.title, fields: entry.fields, moved: entry.moved })),
    removed: plan.removed.map((task) => ({ id: task.id, ...toProposedFields(task) })),
  };
}

const toProposedFields = (task: EditableTask): SpaceTaskInput => {
  const { id: _id, ...fields } = toProposed(task);
  return fields;
};

/**
 * Reads the coach's answer through the limits of a written task. The model provider's answers are cleaned
 * by its adapter; one that still breaks a limit cannot be applied, so the preview says so instead.
 */
function readProposal(
  tasks: readonly (CoachTask & { id?: string })[],
): { tasks: ProposedTask[] } | { problem: string } {
  const read: ProposedTask[] = [];
  for (const task of tasks) {
    const parsed = spaceTaskInput.safeParse(task);
    if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'a task breaks a limit' };
    read.push(task.id === undefined ? parsed.data : { id: task.id, ...parsed.data });
  }
  return { tasks: read };
}

/**
 * The preview of an edit by prompt: what would be added, changed (field by field) and removed, and the
 * proposal Apply takes back. Writes nothing. Only open, unassigned tasks are the coach's to change.
 */
export async function previewTaskEdit(deps: VersionDeps, actor: Actor, spaceId: string, prompt: string) {
  await requireEditor(deps.db, actor, spaceId);
  const [space] = await deps.db
    .select({ spaceType: spaces.spaceType, notes: spaces.setupNotes })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  if (!space) throw new NotFound('Space not found');
  const { editable, others } = await tasksOf(deps.db, spaceId);
  const result = await deps.coach.editTasks({
    spaceType: space.spaceType as SpaceType,
    prompt,
    notes: space.notes,
    currentTasks: editable.map((task) => ({
      ...toProposed(task),
      id: task.id,
      priority: Math.min(4, Math.max(1, task.priority)) as CoachTask['priority'],
    })),
  });
  const nothing = { added: [], changed: [], removed: [] };
  if (!result.understood) return { understood: false, message: result.message, changes: nothing, proposal: null };
  const proposal = readProposal(result.tasks);
  if ('problem' in proposal) {
    return {
      understood: false,
      message: `The coach suggested a task that breaks a limit (${proposal.problem}) Please try other words.`,
      changes: nothing,
      proposal: null,
    };
  }
  // The coach keeps ids of tasks it was given; anything else is a new task.
  const editableIds = new Set(editable.map((task) => task.id));
  const seen = new Set<string>();
  const tasks = proposal.tasks.map((task) => {
    if (task.id === undefined || !editableIds.has(task.id) || seen.has(task.id)) return { ...task, id: undefined };
    seen.add(task.id);
    return task;
  });
  const plan = planEdit(editable, others, tasks);
  return {
    understood: true,
    message: result.message,
    changes: changesOf(plan),
    proposal: {
      basis: basisOf(editable),
      tasks: tasks.map(({ id, ...task }) => (id === undefined ? task : { id, ...task })),
    },
  };
}

export type TaskEditProposal = { basis: string; tasks: ProposedTask[] };

/** The proposal's ids must be tasks of the list it came from, each once. */
function requireKnownIds(tasks: readonly ProposedTask[], editable: readonly EditableTask[]) {
  const editableIds = new Set(editable.map((task) => task.id));
  const seen = new Set<string>();
  tasks.forEach((task, index) => {
    if (task.id === undefined) return;
    if (!editableIds.has(task.id) || seen.has(task.id)) {
      throw new Invalid(`tasks.${index}.id: Choose an open, unassigned task of this space, once.`);
    }
    seen.add(task.id);
  });
}

const fieldsFor = (task: SpaceTaskInput & { orderIndex: number }, updatedAt: Date): PlanTaskFields => ({
  title: task.title,
  description: task.description,
  category: task.category,
  priority: task.priority,
  estimatedTime: task.estimated_time,
  orderIndex: task.orderIndex,
  updatedAt,
});

const snapshotOf = (task: EditableTask, outcome?: TaskSnapshot['outcome']): TaskSnapshot => ({
  id: task.id,
  title: task.title,
  description: task.description,
  category: task.category,
  priority: task.priority,
  estimatedTime: task.estimatedTime,
  orderIndex: task.orderIndex,
  createdAt: task.createdAtExact,
  updatedAt: task.updatedAtExact,
  ...(outcome ? { outcome } : {}),
});

/**
 * Applies a previewed edit. Refused (409) when the editable list changed since the preview. Saves the list
 * as it was, then removes, rewrites and adds, all in one transaction under the space's lock. Every task it
 * rewrites or adds gets the version's time as its updated_at, which is how Undo tells later edits apart.
 */
export async function applyTaskEdit(deps: VersionDeps, actor: Actor, spaceId: string, proposal: TaskEditProposal) {
  await requireEditor(deps.db, actor, spaceId);
  const now = nowOf(deps);
  const outcome = await deps.db.transaction(async (tx) => {
    // Serialise changes of one space, so two at once cannot interleave their order numbers.
    await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
    const { editable, others } = await tasksOf(tx, spaceId);
    if (basisOf(editable) !== proposal.basis) throw new Conflict(STALE_PROPOSAL);
    requireKnownIds(proposal.tasks, editable);
    const plan = planEdit(editable, others, proposal.tasks);
    const changes = changesOf(plan);
    const summary = describeChange({
      added: changes.added.length,
      changed: changes.changed.length,
      removed: changes.removed.length,
    });
    if (plan.added.length + plan.rewritten.length + plan.removed.length === 0) return { summary, version: null };

    const removedIds = plan.removed.map((task) => task.id);
    const links =
      removedIds.length === 0
        ? []
        : await tx
            .select({ id: dailyTasks.id, taskId: dailyTasks.spaceTaskId })
            .from(dailyTasks)
            .where(and(eq(dailyTasks.spaceId, spaceId), inArray(dailyTasks.spaceTaskId, removedIds)));
    const rewrittenIds = new Set(plan.rewritten.map((entry) => entry.before.id));
    const before = editable.map((task) => {
      if (rewrittenIds.has(task.id)) return snapshotOf(task, 'changed');
      if (!removedIds.includes(task.id)) return snapshotOf(task, 'kept');
      const dailyTaskIds = links.filter((link) => link.taskId === task.id).map((link) => link.id);
      return { ...snapshotOf(task, 'removed'), ...(dailyTaskIds.length > 0 ? { dailyTaskIds } : {}) };
    });

    await removePlanTasks(tx, spaceId, removedIds);
    for (const entry of plan.rewritten) await revisePlanTask(tx, entry.before.id, fieldsFor(entry.after, now));
    const added = await addPlanTasks(
      tx,
      plan.added.map((task) => ({ ...fieldsFor(task, now), spaceId })),
    );
    const [version] = await tx
      .insert(taskListVersions)
      .values({
        spaceId,
        createdBy: actor.userId,
        reason: 'edit',
        before,
        addedIds: added.map((task) => task.id),
        summary,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS),
      })
      .returning();
    return { summary, version: version! };
  });
  if (outcome.version) deps.realtime.publish(spaceId, { type: 'changed', what: 'space-tasks', id: spaceId });
  return {
    message: outcome.version ? outcome.summary : 'Nothing to change: the task list is as the coach would have it.',
    versionId: outcome.version?.id ?? null,
    undoUntil: outcome.version?.expiresAt.toISOString() ?? null,
    tasks: await listSpaceTasks(deps, actor, spaceId),
  };
}

/**
 * A reanalysis that added tasks to a space that already had some: saved as a version, so its additions can
 * be undone. Runs in the analysis's transaction; `added` were written with `now` as their updated_at.
 */
export async function recordAnalysisAdditions(
  tx: Transaction,
  spaceId: string,
  added: readonly { id: string; title: string }[],
  now: Date,
) {
  if (added.length === 0) return;
  const addedIds = added.map((task) => task.id);
  const { editable, others } = await tasksOf(tx, spaceId);
  const hadTasks = [...editable, ...others].some((task) => !addedIds.includes(task.id));
  if (!hadTasks) return;
  await tx.insert(taskListVersions).values({
    spaceId,
    createdBy: null,
    reason: 'reanalyze',
    before: editable.filter((task) => !addedIds.includes(task.id)).map((task) => snapshotOf(task)),
    addedIds,
    summary: `The new analysis ${describeChange({ added: added.length, changed: 0, removed: 0 }).toLowerCase()}`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS),
  });
}

type VersionRow = typeof taskListVersions.$inferSelect;

const toVersion = (row: VersionRow) => ({
  id: row.id,
  reason: row.reason as 'edit' | 'reanalyze',
  summary: row.summary,
  added_count: row.addedIds.length,
  created_at: row.createdAt.toISOString(),
  undo_until: row.expiresAt.toISOString(),
});

/** The space's newest change that can still be undone (not undone, not expired), or null. */
export async function latestTaskListVersion(deps: Pick<VersionDeps, 'db' | 'clock'>, actor: Actor, spaceId: string) {
  await requireEditor(deps.db, actor, spaceId);
  const [row] = await deps.db
    .select()
    .from(taskListVersions)
    .where(and(eq(taskListVersions.spaceId, spaceId), isNull(taskListVersions.undoneAt)))
    .orderBy(desc(taskListVersions.createdAt))
    .limit(1);
  return row && row.expiresAt > nowOf(deps) ? toVersion(row) : null;
}

type Blocker = { id: string; title: string; why: 'completed' | 'assigned' | 'edited' | 'removed' };

/**
 * Why Undo would destroy later work, or none. Undo touches only what the change touched, so each must be as
 * the change left it: a task it added or changed still open, never assigned, and not edited since (its
 * updated_at is still the change's time), and a changed task still there. Tasks the change kept as they
 * were are not touched, so later work on them never blocks Undo; a task it added and someone removed since
 * is simply gone.
 */
async function blockersOf(tx: Transaction, version: VersionRow): Promise<Blocker[]> {
  const changed = version.before.filter((task) => task.outcome === 'changed');
  const ids = [...version.addedIds, ...changed.map((task) => task.id)];
  if (ids.length === 0) return [];
  const current = await tx
    .select({
      id: spaceTasks.id,
      title: spaceTasks.title,
      isCompleted: spaceTasks.isCompleted,
      updatedAt: spaceTasks.updatedAt,
    })
    .from(spaceTasks)
    .where(and(eq(spaceTasks.spaceId, version.spaceId), inArray(spaceTasks.id, ids)));
  const assigned = new Set(
    (
      await tx.select({ id: taskAssignments.taskId }).from(taskAssignments).where(inArray(taskAssignments.taskId, ids))
    ).map((row) => row.id),
  );
  const blockers: Blocker[] = [];
  for (const id of ids) {
    const task = current.find((row) => row.id === id);
    if (!task) {
      const lost = changed.find((snapshot) => snapshot.id === id);
      if (lost) blockers.push({ id, title: lost.title, why: 'removed' });
      continue;
    }
    if (task.isCompleted) blockers.push({ id, title: task.title, why: 'completed' });
    else if (assigned.has(id)) blockers.push({ id, title: task.title, why: 'assigned' });
    else if (task.updatedAt.getTime() !== version.createdAt.getTime())
      blockers.push({ id, title: task.title, why: 'edited' });
  }
  return blockers;
}

const BLOCKER_WORDS: Record<Blocker['why'], string> = {
  completed: 'was completed',
  assigned: 'was assigned',
  edited: 'was changed',
  removed: 'was removed',
};

/**
 * Undoes a change of the task list: tasks it added go, tasks it changed get their old fields and order back,
 * tasks it removed come back with their ids, times and order. One transaction; a version is undone once.
 * Refused (409) when already undone, expired, when a later change of the list is not undone yet (changes
 * are undone newest first), or when a task it added or changed has been worked on since (see blockersOf).
 */
export async function undoTaskListVersion(deps: VersionDeps, actor: Actor, spaceId: string, versionId: string) {
  await requireEditor(deps.db, actor, spaceId);
  if (!isUuid(versionId)) throw new NotFound(VERSION_NOT_FOUND);
  const now = nowOf(deps);
  const reason = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
    const [version] = await tx
      .select()
      .from(taskListVersions)
      .where(and(eq(taskListVersions.id, versionId), eq(taskListVersions.spaceId, spaceId)));
    if (!version) throw new NotFound(VERSION_NOT_FOUND);
    if (version.undoneAt) throw new Conflict('This change was already undone.');
    if (version.expiresAt <= now)
      throw new Conflict('This change can no longer be undone: changes can be undone for 24 hours.');
    const [later] = await tx
      .select({ id: taskListVersions.id })
      .from(taskListVersions)
      .where(
        and(
          eq(taskListVersions.spaceId, spaceId),
          gt(taskListVersions.createdAt, version.createdAt),
          isNull(taskListVersions.undoneAt),
        ),
      )
      .limit(1);
    if (later) throw new Conflict('The task list was changed again since. Undo the latest change first.');
    const blockers = await blockersOf(tx, version);
    if (blockers.length > 0) {
      const [first] = blockers;
      throw new Conflict(
        `This change can't be undone: “${first!.title}” ${BLOCKER_WORDS[first!.why]} since.` +
          (blockers.length > 1
            ? ` (${blockers.length - 1} more ${blockers.length === 2 ? 'task was' : 'tasks were'} worked on too.)`
            : ''),
        { tasks: blockers },
      );
    }

    await removePlanTasks(tx, spaceId, version.addedIds);
    const restore = (task: TaskSnapshot) => ({
      id: task.id,
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      estimatedTime: task.estimatedTime,
      orderIndex: task.orderIndex,
      createdAt: atExactTime(task.createdAt),
      updatedAt: atExactTime(task.updatedAt),
      dailyTaskIds: task.dailyTaskIds,
    });
    await restorePlanTasks(tx, spaceId, {
      revised: version.before.filter((snapshot) => snapshot.outcome === 'changed').map(restore),
      removed: version.before.filter((snapshot) => snapshot.outcome === 'removed').map(restore),
    });
    // Of two people pressing Undo at once, the second finds it undone (the space's lock orders them).
    await tx
      .update(taskListVersions)
      .set({ undoneAt: now })
      .where(and(eq(taskListVersions.id, version.id), isNull(taskListVersions.undoneAt)));
    return version.reason;
  });
  deps.realtime.publish(spaceId, { type: 'changed', what: 'space-tasks', id: spaceId });
  return {
    message:
      reason === 'reanalyze'
        ? 'Undone: the tasks the analysis added are gone.'
        : 'Undone: the task list is back as it was before the change.',
    tasks: await listSpaceTasks(deps, actor, spaceId),
  };
}

/** Deletes versions past their undo window; returns how many. */
export async function sweepExpiredVersions(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(taskListVersions)
    .where(lt(taskListVersions.expiresAt, now))
    .returning({ id: taskListVersions.id });
  return gone.length;
}

/** The hourly sweep of expired versions, and (unless switched off for tests) its schedule. */
export async function startVersionSweep(
  deps: { db: Database; jobs: JobQueue; clock: Clock },
  options: { schedule: boolean },
): Promise<void> {
  await deps.jobs.work(SWEEP_VERSIONS_QUEUE, async () => {
    await sweepExpiredVersions(deps.db, deps.clock.now());
  });
  if (options.schedule) await deps.jobs.schedule(SWEEP_VERSIONS_QUEUE, SWEEP_VERSIONS_CRON);
}
