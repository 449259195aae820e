import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Preferences, Role } from '@tidy/domain/constants';
import { DEFAULT_PREFERENCES } from '@tidy/domain/constants';
import type { OnboardingInput, PreferencesInput } from '@tidy/domain/validation';
import type { Actor } from '../../auth/session';
import type { Database, Transaction } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { spaceInvites, spacePhotos, spaces, spaceTasks, userPreferences, userRoles } from '../../db/schema';
import { queueFileRemovals, recordFileRemovals, type FileRemovalQueueDeps } from '../../platform/storage/file-removals';
import { makeOrganizer } from '../family/service';
import { openAccounts } from '../points/service';
import { giveStarterTasks } from '../tasks/service';

export type SpaceSummary = {
  id: string;
  name: string;
  space_type: string;
  description: string;
  is_analyzed: boolean;
  created_at: string;
  role: Role;
  is_owner: boolean;
  task_count: number;
  completed_task_count: number;
  time_zone: string;
};

/**
 * Creates a home in one transaction: the spaces, three starter tasks each with the creator's daily tasks for
 * `today` (the tasks feature), the creator's organizer role (family) and a points row per space (points), and
 * the preferences. The spaces keep `timeZone` (the creator's device) or, without one, UTC.
 */
export async function createHome(
  db: Database,
  actor: Actor,
  input: OnboardingInput,
  today: string,
  timeZone?: string,
): Promise<SpaceSummary[]> {
  const preferences = input.preferences;
  const createdIds = await db.transaction(async (tx) => {
    const created = await tx
      .insert(spaces)
      .values(
        input.spaces.map((space) => ({
          userId: actor.userId,
          name: space.name,
          spaceType: space.space_type,
          description: space.description ?? '',
          ...(timeZone === undefined ? {} : { timeZone }),
        })),
      )
      .returning({ id: spaces.id, spaceType: spaces.spaceType, description: spaces.description });

    // The other rows are other features' tables: each writes its own, in this transaction.
    await giveStarterTasks(tx, actor.userId, created, preferences, today);
    await makeOrganizer(
      tx,
      actor.userId,
      created.map((space) => space.id),
    );
    await openAccounts(
      tx,
      created.map((space) => ({ userId: actor.userId, spaceId: space.id })),
    );
    await savePreferencesIn(tx, actor.userId, preferences);
    return created.map((space) => space.id);
  });
  const all = await listSpaces(db, actor.userId);
  return all.filter((space) => createdIds.includes(space.id));
}

/** The spaces a person belongs to (owned or joined), newest first, with their role and task counts. */
export async function listSpaces(db: Database, userId: string, onlySpaceId?: string): Promise<SpaceSummary[]> {
  const rows = await db
    .select({
      id: spaces.id,
      name: spaces.name,
      spaceType: spaces.spaceType,
      description: spaces.description,
      isAnalyzed: spaces.isAnalyzed,
      createdAt: spaces.createdAt,
      timeZone: spaces.timeZone,
      ownerId: spaces.userId,
      role: userRoles.role,
      taskCount: sql<number>`(select count(*)::int from ${spaceTasks} where ${spaceTasks.spaceId} = ${spaces.id})`,
      completedCount: sql<number>`(select count(*)::int from ${spaceTasks} where ${spaceTasks.spaceId} = ${spaces.id} and ${spaceTasks.isCompleted})`,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(
      onlySpaceId
        ? and(eq(userRoles.userId, userId), eq(userRoles.spaceId, onlySpaceId))
        : eq(userRoles.userId, userId),
    )
    .orderBy(desc(spaces.createdAt), desc(spaces.id));
  return rows.map((row) => toSummary(row, userId));
}

export async function getSpaceSummary(db: Database, userId: string, spaceId: string): Promise<SpaceSummary | null> {
  const [summary] = await listSpaces(db, userId, spaceId);
  return summary ?? null;
}

export type SpaceChanges = {
  name?: string | undefined;
  description?: string | undefined;
  time_zone?: string | undefined;
};

/** Renames the space, or changes its description or time zone; a new zone moves "today" for its chores at once. */
export async function updateSpace(db: Database, spaceId: string, { time_zone: timeZone, ...changes }: SpaceChanges) {
  await db
    .update(spaces)
    .set({ ...changes, ...(timeZone === undefined ? {} : { timeZone }), updatedAt: new Date() })
    .where(eq(spaces.id, spaceId));
}

/** Whether parents may list rewards and answer reward requests as organizers do (issue 17); the rewards feature asks. */
export async function setParentsManageRewards(db: Database, spaceId: string, allowed: boolean) {
  await db.update(spaces).set({ parentsManageRewards: allowed, updatedAt: new Date() }).where(eq(spaces.id, spaceId));
}

// ——— Changes to a space that other features make, in their own transaction where they have one ———

/** The set-up dialog was saved (the photos feature): its notes, and whether photos now wait for analysis. */
export async function recordSpaceSetUp(
  tx: Transaction,
  spaceId: string,
  setUp: { notes: string | undefined; photosAdded: boolean },
) {
  await tx
    .update(spaces)
    .set({
      ...(setUp.notes === undefined ? {} : { setupNotes: setUp.notes }),
      ...(setUp.photosAdded ? { isAnalyzed: true, analysisPending: true } : {}),
      updatedAt: new Date(),
    })
    .where(eq(spaces.id, spaceId));
}

/** An analysis of the space's photos was queued (the photos feature): the space screen says so until it ends. */
export async function markAnalysisPending(db: Database | Transaction, spaceId: string) {
  await db.update(spaces).set({ analysisPending: true }).where(eq(spaces.id, spaceId));
}

/** The coach finished analysing the space, whether or not planning succeeded (spec 02 §4). */
export async function markSpaceAnalyzed(tx: Transaction, spaceId: string) {
  await tx
    .update(spaces)
    .set({ isAnalyzed: true, analysisPending: false, analyzedAt: new Date() })
    .where(eq(spaces.id, spaceId));
}

/**
 * Marks the space's upkeep started (the upkeep feature, before it adds the starting tasks). True only for
 * the one caller whose update found it unstarted, so two first reads at once cannot both add them.
 */
export async function claimUpkeepStart(tx: Transaction, spaceId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(spaces)
    .set({ upkeepStartedAt: new Date() })
    .where(and(eq(spaces.id, spaceId), isNull(spaces.upkeepStartedAt)))
    .returning({ id: spaces.id });
  return Boolean(claimed);
}

/**
 * Deletes the space; its tasks, roles, points, invites and photo records go with it (foreign keys cascade), in
 * one transaction that also records the photos' files, which a job removes once it committed
 * (platform/storage/file-removals.ts): a crash in between leaves them to the sweep, never a file behind.
 */
export async function deleteSpace(deps: FileRemovalQueueDeps & { db: Database }, spaceId: string) {
  const recorded = await deps.db.transaction(async (tx) => {
    const files = await tx
      .select({ full: spacePhotos.storageKey, thumbnail: spacePhotos.thumbnailKey })
      .from(spacePhotos)
      .where(eq(spacePhotos.spaceId, spaceId));
    await tx.delete(spaces).where(eq(spaces.id, spaceId));
    return recordFileRemovals(
      tx,
      files.flatMap((file) => [file.full, file.thumbnail]),
    );
  });
  await queueFileRemovals(deps, recorded);
}

/** Spec 01 §4: someone who belongs to a space, or has a pending invite, has no need of onboarding. */
export async function homeStatus(db: Database, actor: Actor) {
  const [membership] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.userId, actor.userId))
    .limit(1);
  const [invite] = await db
    .select({ id: spaceInvites.id })
    .from(spaceInvites)
    .where(
      and(
        sql`lower(${spaceInvites.invitedEmail}) = ${actor.email.toLowerCase()}`,
        eq(spaceInvites.status, 'pending'),
        gt(spaceInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const hasSpaces = Boolean(membership);
  const hasPendingInvite = Boolean(invite);
  return { onboarded: hasSpaces || hasPendingInvite, has_spaces: hasSpaces, has_pending_invite: hasPendingInvite };
}

// Read by the lesson path's progress on every visit, prepared once (db/prepared.ts).
const preferencesOf = preparedStatement((db) =>
  db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, sql.placeholder('userId')))
    .prepare('tidy_preferences_of'),
);

export async function getPreferences(
  db: Database,
  userId: string,
): Promise<{ preferences: Preferences; saved: boolean }> {
  const [row] = await preferencesOf(db).execute({ userId });
  if (!row) return { preferences: { ...DEFAULT_PREFERENCES }, saved: false };
  return {
    saved: true,
    preferences: {
      daily_time_available: row.dailyTimeAvailable as Preferences['daily_time_available'],
      energy_level: row.energyLevel as Preferences['energy_level'],
      organization_experience: row.organizationExperience as Preferences['organization_experience'],
      task_frequency: row.taskFrequency as Preferences['task_frequency'],
      preferred_task_time: row.preferredTaskTime as Preferences['preferred_task_time'],
      motivation_style: row.motivationStyle as Preferences['motivation_style'],
    },
  };
}

export async function savePreferences(db: Database, userId: string, preferences: PreferencesInput) {
  await savePreferencesIn(db, userId, preferences);
  return (await getPreferences(db, userId)).preferences;
}

async function savePreferencesIn(db: Pick<Database, 'insert'>, userId: string, preferences: PreferencesInput) {
  const values = {
    dailyTimeAvailable: preferences.daily_time_available,
    energyLevel: preferences.energy_level,
    organizationExperience: preferences.organization_experience,
    taskFrequency: preferences.task_frequency,
    preferredTaskTime: preferences.preferred_task_time,
    motivationStyle: preferences.motivation_style,
    updatedAt: new Date(),
  };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

function toSummary(
  row: {
    id: string;
    name: string;
    spaceType: string;
    description: string;
    isAnalyzed: boolean;
    createdAt: Date;
    timeZone: string;
    ownerId: string;
    role: string;
    taskCount: number;
    completedCount: number;
  },
  userId: string,
): SpaceSummary {
  return {
    id: row.id,
    name: row.name,
    space_type: row.spaceType,
    description: row.description,
    is_analyzed: row.isAnalyzed,
    created_at: row.createdAt.toISOString(),
    role: row.role as Role,
    is_owner: row.ownerId === userId,
    task_count: Number(row.taskCount),
    completed_task_count: Number(row.completedCount),
    time_zone: row.timeZone,
  };
}
