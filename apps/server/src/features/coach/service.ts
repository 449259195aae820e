import { and, count, desc, eq, sql } from 'drizzle-orm';
import { QUICK_WINS_PANEL_MINUTES, QUICK_WINS_PANEL_POINTS, type SpaceType, type TaskCategory, type TaskDifficulty } from '@tidy/domain/constants';
import { generatedTaskPoints } from '@tidy/domain/points';
import { motivationKey, shownFromKeys } from '@tidy/domain/motivation';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { dailyTasks, spacePhotos, spaces, spaceTasks } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { withoutNearDuplicates } from '../../platform/coach/builtin/sameness';
import type { Coach, CoachTask } from '../../platform/coach/coach';
import { systemClock, type Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { PhotoStorage } from '../../platform/storage/storage';
import type { ObjectDetector } from '../../platform/vision/object-detector';
import { requireMembership } from '../../policy/spaces';
import { getPreferences, markSpaceAnalyzed } from '../home/service';
import { detectSpacePhotos } from '../photos/service';
import { addPlanTasks } from '../tasks/service';
import { recordAnalysisAdditions } from './task-list-versions';

/** `clock` dates the changes Undo can take back (the system clock when none is given). */
export type CoachDeps = { db: Database; coach: Coach; realtime: RealtimeBus; clock?: Clock | undefined };
/** Without a detector (the demo household) the coach plans from labels and notes only. */
export type AnalysisDeps = CoachDeps & { storage: PhotoStorage; logger: Logger; detector?: ObjectDetector };

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
    notes: space.setupNotes,
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
    notes: space.setupNotes,
    preferences,
  });
  return ideas.map((idea) => {
    const minutes = clamp(Math.round(idea.estimated_time), QUICK_WINS_PANEL_MINUTES.min, QUICK_WINS_PANEL_MINUTES.max);
    // 2 minutes earn 6 points, each minute more 2 more, up to 12 for 5 minutes.
    const points = clamp(2 * minutes + 2, QUICK_WINS_PANEL_POINTS.min, QUICK_WINS_PANEL_POINTS.max);
    return { ...idea, estimated_time: minutes, points };
  });
}

/**
 * Today's quote, tip and encouragement for the space (daily-motivation). `shown` (keys of the cards on
 * screen, see motivationKey) asks for another card: one whose quote and tip were not shown yet.
 */
export async function dailyMotivation(deps: CoachDeps, actor: Actor, spaceId: string, date: string, shown: readonly string[] = []) {
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
  const spaceType = space.spaceType as SpaceType;
  const exclude = shown.length > 0 ? shownFromKeys(shown, spaceType, tasksCompleted) : undefined;
  const motivation = await deps.coach.dailyMotivation({
    spaceType,
    tasksCompleted,
    date,
    ...(exclude ? { exclude: { quotes: [...exclude.quotes], tips: [...exclude.tips] } } : {}),
  });
  return { ...motivation, tasksCompleted, key: motivationKey(motivation, spaceType) };
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
    .select({ id: spacePhotos.id, label: spacePhotos.label, storageKey: spacePhotos.storageKey })
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId))
    .orderBy(desc(spacePhotos.isPrimary), desc(spacePhotos.createdAt));
  const { preferences } = await getPreferences(deps.db, space.userId);
  // What is in each photo, looked at before planning; a photo the detector fails on counts as showing nothing.
  const { detector } = deps;
  const seen = detector ? await detectSpacePhotos({ ...deps, detector }, spaceId) : undefined;

  let planned: CoachTask[] = [];
  try {
    planned = await deps.coach.analyzeSpace({
      spaceType: space.spaceType as SpaceType,
      spaceName: space.name,
      notes: space.setupNotes,
      preferences,
      photos: photos.map((photo) => ({
        label: photo.label,
        ...(seen ? { detections: seen.get(photo.id) ?? [] } : {}),
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
    let order = existing.reduce((highest, task) => Math.max(highest, task.order), -1) + 1;
    // "Make the bed neatly" beside "Make the bed" is the same task: near-duplicates are skipped too.
    const fresh = withoutNearDuplicates(existing, planned);
    // Additions to a list that had tasks can be undone (issue 18): they carry the version's time.
    const addedAt = (deps.clock ?? systemClock).now();
    const added = await addPlanTasks(
      tx,
      fresh.map((task) => ({
        spaceId,
        title: task.title,
        description: task.description,
        category: task.category,
        priority: task.priority,
        estimatedTime: task.estimated_time,
        orderIndex: order++,
        updatedAt: addedAt,
      })),
    );
    await recordAnalysisAdditions(tx, spaceId, added, addedAt);
    await markSpaceAnalyzed(tx, spaceId);
  });
  deps.realtime.publish(spaceId, { type: 'changed', what: 'analysis', id: spaceId });
}
