import { and, asc, count, desc, eq, max, notInArray, sql } from 'drizzle-orm';
import { QUICK_WINS_PANEL_MINUTES, QUICK_WINS_PANEL_POINTS, type SpaceType, type TaskCategory, type TaskDifficulty } from '@tidy/domain/constants';
import { generatedTaskPoints } from '@tidy/domain/points';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { dailyTasks, spacePhotos, spaces, spaceTasks, taskAssignments } from '../../db/schema';
import { NotFound } from '../../http/errors';
import type { Coach, CoachTask } from '../../platform/coach/coach';
import type { JobQueue } from '../../platform/jobs/queue';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { PhotoStorage } from '../../platform/storage/storage';
import { authorize, requireMembership } from '../../policy/spaces';
import { canEditTaskList } from '../../policy/tasks';
import { getPreferences, markSpaceAnalyzed } from '../home/service';
import { addPlanTasks, listSpaceTasks, removePlanTasks, revisePlanTask } from '../tasks/service';

export type CoachDeps = { db: Database; coach: Coach; realtime: RealtimeBus };
export type AnalysisDeps = CoachDeps & { storage: PhotoStorage; logger: Logger };

export const ANALYZE_SPACE_QUEUE = 'analyze-space';
type AnalyzeSpaceJob = { spaceId: string };

/** A task the coach suggests, with the points it would earn as a daily task. */
export type Suggestion = CoachTask & { points: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

async function spaceOf(db: Database, spaceId: string) {
  const [space] = await db.select().from(spaces).where(eq(spaces.id, spaceId));
  if (!space) throw new NotFound('Space not found');
  return space;
}

/** The AI task planner and the subtask control (generate-subtasks-ai): points are max(priority×5, 5). */
export async function suggestSubtasks(
  deps: CoachDeps,
  actor: Actor,
  spaceId: string,
  input: { taskDescription: string; targetTime: number; difficulty: TaskDifficulty; category?: TaskCategory | undefined },
): Promise<Suggestion[]> {
  await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, spaceId);
  const { preferences } = await getPreferences(deps.db, actor.userId);
  const tasks = await deps.coach.generateSubtasks({
    taskDescription: input.taskDescription,
    spaceType: space.spaceType as SpaceType,
    targetTime: input.targetTime,
    difficulty: input.difficulty,
    ...(input.category ? { category: input.category } : {}),
    preferences,
  });
  return tasks.map((task) => ({ ...task, points: generatedTaskPoints(task.priority) }));
}

/** The Quick Wins panel: a few 2–5 minute ideas worth 6–12 points, not repeating today's tasks. */
export async function suggestQuickWins(deps: CoachDeps, actor: Actor, spaceId: string, date: string): Promise<Suggestion[]> {
  await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, spaceId);
  const { preferences } = await getPreferences(deps.db, actor.userId);
  const today = await deps.db
    .select({ title: dailyTasks.title })
    .from(dailyTasks)
    .where(and(eq(dailyTasks.userId, actor.userId), eq(dailyTasks.spaceId, spaceId), eq(dailyTasks.taskDate, date)));
  const ideas = await deps.coach.quickWins({
    spaceType: space.spaceType as SpaceType,
    existingTitles: today.map((task) => task.title),
    preferences,
  });
  return ideas.map((idea) => {
    const minutes = clamp(Math.round(idea.estimated_time), QUICK_WINS_PANEL_MINUTES.min, QUICK_WINS_PANEL_MINUTES.max);
    // 2 minutes earn 6 points, each minute more 2 more, up to 12 for 5 minutes.
    const points = clamp(2 * minutes + 2, QUICK_WINS_PANEL_POINTS.min, QUICK_WINS_PANEL_POINTS.max);
    return { ...idea, estimated_time: minutes, points };
  });
}

/** Today's quote, tip and encouragement for the space (daily-motivation). */
export async function dailyMotivation(deps: CoachDeps, actor: Actor, spaceId: string, date: string) {
  await requireMembership(deps.db, actor, spaceId);
  const space = await spaceOf(deps.db, spaceId);
  const [done] = await deps.db
    .select({ n: count() })
    .from(dailyTasks)
    .where(
      and(
        eq(dailyTasks.userId, actor.userId),
        eq(dailyTasks.spaceId, spaceId),
        eq(dailyTasks.taskDate, date),
        eq(dailyTasks.isCompleted, true),
      ),
    );
  const tasksCompleted = done?.n ?? 0;
  const motivation = await deps.coach.dailyMotivation({ spaceType: space.spaceType as SpaceType, tasksCompleted, date });
  return { ...motivation, tasksCompleted };
}

/**
 * Edit the space's task list by prompt (edit-tasks-ai). Only open tasks are the coach's to change: ones
 * already done or handed to someone (assigned) stay as they are. The change is one transaction.
 */
export async function editTasksByPrompt(deps: CoachDeps, actor: Actor, spaceId: string, prompt: string) {
  const member = await requireMembership(deps.db, actor, spaceId);
  authorize(canEditTaskList(member), 'Only organizers and parents can change the task list.');
  const space = await spaceOf(deps.db, spaceId);

  const assigned = deps.db.select({ id: taskAssignments.taskId }).from(taskAssignments).where(eq(taskAssignments.spaceId, spaceId));
  const editable = await deps.db
    .select()
    .from(spaceTasks)
    .where(and(eq(spaceTasks.spaceId, spaceId), eq(spaceTasks.isCompleted, false), notInArray(spaceTasks.id, assigned)))
    .orderBy(asc(spaceTasks.orderIndex), asc(spaceTasks.createdAt));

  const result = await deps.coach.editTasks({
    spaceType: space.spaceType as SpaceType,
    prompt,
    currentTasks: editable.map((task) => ({
      id: task.id,
      title: task.title,
      description: task.description,
      category: task.category as TaskCategory,
      priority: clamp(task.priority, 1, 4) as CoachTask['priority'],
      estimated_time: task.estimatedTime,
    })),
  });

  if (result.understood) {
    const editableIds = new Set(editable.map((task) => task.id));
    const kept = result.tasks.filter((task) => task.id !== undefined && editableIds.has(task.id));
    const keptIds = new Set(kept.map((task) => task.id!));
    const removed = editable.filter((task) => !keptIds.has(task.id)).map((task) => task.id);
    await deps.db.transaction(async (tx) => {
      // Serialise edits of one space, so two at once cannot interleave their order numbers.
      await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
      await removePlanTasks(tx, spaceId, removed);
      const [lockedMax] = await tx
        .select({ value: max(spaceTasks.orderIndex) })
        .from(spaceTasks)
        .where(and(eq(spaceTasks.spaceId, spaceId), editableIds.size > 0 ? notInArray(spaceTasks.id, [...editableIds]) : undefined));
      let order = (lockedMax?.value ?? -1) + 1;
      const now = new Date();
      for (const task of result.tasks) {
        const values = {
          title: task.title,
          description: task.description,
          category: task.category,
          priority: task.priority,
          estimatedTime: task.estimated_time,
          orderIndex: order,
          updatedAt: now,
        };
        order += 1;
        if (task.id !== undefined && keptIds.has(task.id)) {
          await revisePlanTask(tx, task.id, values);
        } else {
          await addPlanTasks(tx, [{ ...values, spaceId }]);
        }
      }
    });
    deps.realtime.publish(spaceId, { type: 'changed', what: 'space-tasks', id: spaceId });
  }
  return {
    understood: result.understood,
    message: result.message,
    tasks: await listSpaceTasks(deps, actor, spaceId),
  };
}

// ——— Photo analysis, in the background ———

export async function queueSpaceAnalysis(deps: { jobs: JobQueue }, spaceId: string) {
  await deps.jobs.send<AnalyzeSpaceJob>(ANALYZE_SPACE_QUEUE, { spaceId }, { retryLimit: 3, retryDelaySeconds: 10 });
}

export async function startAnalysisWorker(deps: AnalysisDeps & { jobs: JobQueue }) {
  await deps.jobs.work<AnalyzeSpaceJob>(ANALYZE_SPACE_QUEUE, (job) => analyzeSpace(deps, job.spaceId));
}

/**
 * Plans tasks from the space's photos, labels and notes and adds them to its task list (tasks whose
 * title the space already has are skipped, so analysing again does not duplicate them). The space is
 * marked analysed even if planning fails (spec 02 §4); a failure is logged.
 */
export async function analyzeSpace(deps: AnalysisDeps, spaceId: string) {
  const [space] = await deps.db.select().from(spaces).where(eq(spaces.id, spaceId));
  if (!space) return;
  const photos = await deps.db
    .select({ label: spacePhotos.label, storageKey: spacePhotos.storageKey })
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId))
    .orderBy(desc(spacePhotos.isPrimary), desc(spacePhotos.createdAt));
  const { preferences } = await getPreferences(deps.db, space.userId);

  let planned: CoachTask[] = [];
  try {
    planned = await deps.coach.analyzeSpace({
      spaceType: space.spaceType as SpaceType,
      spaceName: space.name,
      notes: space.setupNotes,
      preferences,
      photos: photos.map((photo) => ({
        label: photo.label,
        image: async () => {
          const stored = await deps.storage.get(photo.storageKey);
          if (!stored) throw new Error('photo file missing');
          return stored;
        },
      })),
    });
  } catch (error) {
    deps.logger.error({ err: error, spaceId }, 'space analysis failed; the space keeps its tasks');
  }

  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from spaces where id = ${spaceId} for update`);
    const existing = await tx
      .select({ title: spaceTasks.title, order: spaceTasks.orderIndex })
      .from(spaceTasks)
      .where(eq(spaceTasks.spaceId, spaceId));
    const known = new Set(existing.map((task) => task.title.trim().toLowerCase()));
    let order = existing.reduce((highest, task) => Math.max(highest, task.order), -1) + 1;
    const fresh = planned.filter((task) => {
      const key = task.title.trim().toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    await addPlanTasks(
      tx,
      fresh.map((task) => ({
        spaceId,
        title: task.title,
        description: task.description,
        category: task.category,
        priority: task.priority,
        estimatedTime: task.estimated_time,
        orderIndex: order++,
      })),
    );
    await markSpaceAnalyzed(tx, spaceId);
  });
  deps.realtime.publish(spaceId, { type: 'changed', what: 'analysis', id: spaceId });
}
