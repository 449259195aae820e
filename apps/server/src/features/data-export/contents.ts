import { and, eq, getTableColumns, inArray, is, or, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';

/*
 * What a person's export holds of their own rows (issue 20, the right of access and portability). Each table
 * that refers to a person is listed here once: either with the columns that make a row theirs, and the columns
 * that are secrets and never leave the server, or among the tables not exported, with the reason. The test
 * (data-export.test.ts) reads every reference to users from the schema and fails on a table listed nowhere, so a
 * new table cannot be left out by accident.
 */

export type PersonalTable = {
  /** The file in the archive: data/<file>.json. */
  file: string;
  table: PgTable;
  /** A row is the person's when any of these columns holds their id. */
  owners: PgColumn[];
  /** Secrets (tokens, password hashes, push keys): never exported. */
  secret?: PgColumn[];
  /** What the file holds, for the archive's README. */
  about: string;
};

export const PERSONAL_TABLES: PersonalTable[] = [
  {
    file: 'account',
    table: schema.users,
    owners: [schema.users.id],
    about: 'Your account: name, e-mail address, whether it is confirmed, when it was made.',
  },
  {
    file: 'profile',
    table: schema.profiles,
    owners: [schema.profiles.id],
    about: 'The name and e-mail address other members of your spaces see.',
  },
  {
    file: 'sign-in-methods',
    table: schema.accounts,
    owners: [schema.accounts.userId],
    secret: [
      schema.accounts.password,
      schema.accounts.accessToken,
      schema.accounts.refreshToken,
      schema.accounts.idToken,
    ],
    about: 'How you sign in (password, or an outside provider). Password hashes and tokens are not included.',
  },
  {
    file: 'sessions',
    table: schema.sessions,
    owners: [schema.sessions.userId],
    secret: [schema.sessions.token],
    about: 'The devices signed in to your account: when, until when, their address and browser.',
  },
  {
    file: 'preferences',
    table: schema.userPreferences,
    owners: [schema.userPreferences.userId],
    about: 'Your answers to the lifestyle questions: time, energy, experience, how often, when, what motivates you.',
  },
  {
    file: 'notification-settings',
    table: schema.notificationSettings,
    owners: [schema.notificationSettings.userId],
    about: 'Which notifications you want, your reminder time and time zone.',
  },
  {
    file: 'push-subscriptions',
    table: schema.pushSubscriptions,
    owners: [schema.pushSubscriptions.userId],
    secret: [schema.pushSubscriptions.p256dh, schema.pushSubscriptions.auth],
    about: 'The browsers and phones that receive your notifications (their keys are not included).',
  },
  {
    file: 'calendar-feed',
    table: schema.calendarFeeds,
    owners: [schema.calendarFeeds.userId],
    secret: [schema.calendarFeeds.tokenHash],
    about: 'When you made your calendar feed address (the address itself is a secret and is not included).',
  },
  {
    file: 'kitchen-tablets',
    table: schema.kitchenDevices,
    owners: [schema.kitchenDevices.linkedBy],
    secret: [schema.kitchenDevices.linkCodeHash, schema.kitchenDevices.tokenHash],
    about: 'The kitchen tablets you linked: their names, when they were linked and last used (their credentials are not included).',
  },
  {
    file: 'kitchen-pin',
    table: schema.kitchenPins,
    owners: [schema.kitchenPins.userId],
    secret: [schema.kitchenPins.pinHash],
    about: 'When you set your PIN for kitchen tablets (the PIN itself is not included).',
  },
  {
    file: 'memberships',
    table: schema.userRoles,
    owners: [schema.userRoles.userId],
    about: 'The spaces you belong to and your role in each (spaces.json has their names).',
  },
  {
    file: 'spaces-created',
    table: schema.spaces,
    owners: [schema.spaces.userId],
    about: 'The spaces you created.',
  },
  {
    file: 'invitations-sent',
    table: schema.spaceInvites,
    owners: [schema.spaceInvites.invitedBy],
    about: 'The invitations you sent (the invitation code, which was the secret in the link, is not included).',
    secret: [schema.spaceInvites.id],
  },
  {
    file: 'lesson-progress',
    table: schema.lessonProgress,
    owners: [schema.lessonProgress.userId],
    about: 'The lessons you completed and when.',
  },
  {
    file: 'todo-items',
    table: schema.todoItems,
    owners: [schema.todoItems.userId],
    about: 'Your to-do list, with the time spent on each item.',
  },
  {
    file: 'daily-tasks',
    table: schema.dailyTasks,
    owners: [schema.dailyTasks.userId],
    about: 'Your daily tasks in each space: what, when, done or not, sent for review, approved.',
  },
  {
    file: 'assignments',
    table: schema.taskAssignments,
    owners: [schema.taskAssignments.assignedTo],
    about: 'The tasks an organizer assigned to you, and what became of them.',
  },
  {
    file: 'chore-turns',
    table: schema.choreOccurrences,
    owners: [schema.choreOccurrences.assigneeId, schema.choreOccurrences.doneBy],
    about: 'The turns of recurring chores that were yours or that you did.',
  },
  {
    file: 'chore-rotations',
    table: schema.choreMembers,
    owners: [schema.choreMembers.userId],
    about: 'The chores whose rotation you are in, and your place in it.',
  },
  {
    file: 'time-away',
    table: schema.chorePauses,
    owners: [schema.chorePauses.userId],
    about: 'Time away you or an organizer set for you, when chores skip you.',
  },
  {
    file: 'points-ledger',
    table: schema.pointsLedger,
    owners: [schema.pointsLedger.userId],
    about: 'Every movement of your points in each space: earned, spent, adjusted, undone.',
  },
  {
    file: 'points-balances',
    table: schema.userPoints,
    owners: [schema.userPoints.userId],
    about: 'Your points balance in each space.',
  },
  {
    file: 'reward-requests',
    table: schema.rewardRequests,
    owners: [schema.rewardRequests.userId],
    about: 'The rewards you asked for and the answers.',
  },
  {
    file: 'photos',
    table: schema.spacePhotos,
    owners: [schema.spacePhotos.uploadedBy],
    about: 'The photos you took of your spaces, with what the coach saw in them; the pictures are in photos/.',
  },
  {
    file: 'feedback',
    table: schema.feedback,
    owners: [schema.feedback.userId],
    about: 'The feedback you sent us.',
  },
  {
    file: 'data-exports',
    table: schema.dataExports,
    owners: [schema.dataExports.userId],
    about: 'The copies of your data you asked for (this one included).',
  },
];

/**
 * Tables that refer to a person but whose rows are not theirs: the person appears as whoever else did something
 * (reviewed, assigned, created a chore everyone shares). Those rows are the household's, and each member's own
 * export has the ones that are theirs; the space's organizer gets them in the space's files.
 */
export const NOT_PERSONAL: { table: PgTable; reason: string }[] = [
  { table: schema.chores, reason: 'a chore belongs to the space; its organizer exports it (spaces/…/chores.csv)' },
  { table: schema.rewards, reason: 'a reward belongs to the space; its organizer exports it' },
  { table: schema.spaceTasks, reason: "a space's task list belongs to the space (spaces/…/tasks.csv)" },
  { table: schema.taskListVersions, reason: 'a kept copy of a task list for undo, for 24 hours' },
  { table: schema.accountDeletionTokens, reason: 'a one-time link to confirm deleting the account, a secret kept 30 minutes' },
];

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The person's rows of one table, keyed by the database's column names, secrets left out. */
export async function personalRows(db: Database, entry: PersonalTable, userId: string) {
  const secret = new Set((entry.secret ?? []).map((column) => column.name));
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(entry.table)).filter(([, column]) => !secret.has((column as PgColumn).name)),
  ) as Record<string, PgColumn>;
  const owned: SQL[] = entry.owners.map((column) => eq(column, userId));
  const rows = await db
    .select(columns)
    .from(entry.table)
    .where(owned.length === 1 ? owned[0] : or(...owned));
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]?.name ?? camelToSnake(key), value])),
  );
}

/** Every table of the schema. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** The names of the spaces a person belongs to (memberships.json refers to them by id). */
export async function spacesOf(db: Database, userId: string) {
  return db
    .select({
      id: schema.spaces.id,
      name: schema.spaces.name,
      space_type: schema.spaces.spaceType,
      role: schema.userRoles.role,
    })
    .from(schema.userRoles)
    .innerJoin(schema.spaces, eq(schema.spaces.id, schema.userRoles.spaceId))
    .where(eq(schema.userRoles.userId, userId));
}

/** The spaces the person organizes: their organizer gets each one's files. */
export async function organizedSpaces(db: Database, userId: string) {
  return db
    .select({ id: schema.spaces.id, name: schema.spaces.name })
    .from(schema.userRoles)
    .innerJoin(schema.spaces, eq(schema.spaces.id, schema.userRoles.spaceId))
    .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.role, 'organizer')));
}

/** The photos' stored files, for photos/ in the archive. */
export async function photoFilesOf(db: Database, photoIds: string[]) {
  if (photoIds.length === 0) return [];
  return db
    .select({
      id: schema.spacePhotos.id,
      storageKey: schema.spacePhotos.storageKey,
      contentType: schema.spacePhotos.contentType,
    })
    .from(schema.spacePhotos)
    .where(inArray(schema.spacePhotos.id, photoIds));
}
