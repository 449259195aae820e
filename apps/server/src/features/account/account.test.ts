import { createHash } from 'node:crypto';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import {
  accountDeletionTokens,
  chorePauses,
  choreOccurrences,
  dataExports,
  feedback,
  kitchenDevices,
  kitchenPins,
  lessonProgress,
  notificationSettings,
  pendingFileRemovals,
  pushSubscriptions,
  rewardRequests,
  rewards,
  spacePhotos,
  spaces,
  taskListVersions,
  userPoints,
  userRoles,
  users,
} from '../../db/schema';
import { waitForMail } from '../../../test/browser';
import { createTestApp, silentLogger, until, type TestApp } from '../../../test/harness';
import { signedUpPerson, TEST_PASSWORD, type Person } from '../../../test/people';
import { deleteAccountRows, WRONG_PASSWORD } from './service';
import { sweepFileRemovals } from '../../platform/storage/file-removals';

// Deleting an account (issue 20, decision 027), checked against the schema itself: every column of every table
// that refers to a person has a rule here, and a person's deletion is seen to follow it row by row.

/**
 * What becomes of a row that refers to the deleted person, for every such column of the schema: it is theirs and
 * goes with them (cascade), or it is someone else's (the household's) and only forgets them (set null). A new
 * table that refers to users fails the first test until its rule is written here and in decision 027.
 */
const DELETION_RULES: Record<string, 'cascade' | 'set null'> = {
  'account_deletion_tokens.user_id': 'cascade',
  'accounts.user_id': 'cascade',
  'calendar_feeds.user_id': 'cascade',
  'chore_members.user_id': 'cascade',
  'chore_occurrences.assignee_id': 'set null',
  'chore_occurrences.done_by': 'set null',
  'chore_occurrences.nudged_by': 'set null',
  'chore_occurrences.reviewed_by': 'set null',
  'chore_pauses.created_by': 'set null',
  'chore_pauses.user_id': 'cascade',
  'chores.assignee_id': 'set null',
  'chores.created_by': 'set null',
  'daily_tasks.reviewed_by': 'set null',
  'daily_tasks.user_id': 'cascade',
  'data_exports.user_id': 'cascade',
  'feedback.user_id': 'cascade',
  'kitchen_devices.linked_by': 'cascade',
  'kitchen_pins.user_id': 'cascade',
  'lesson_progress.user_id': 'cascade',
  'notification_settings.user_id': 'cascade',
  'points_ledger.awarded_by': 'set null',
  'points_ledger.user_id': 'cascade',
  'profiles.id': 'cascade',
  'push_subscriptions.user_id': 'cascade',
  'reward_requests.reviewed_by': 'set null',
  'reward_requests.user_id': 'cascade',
  'rewards.created_by': 'set null',
  'sessions.user_id': 'cascade',
  'space_invites.accepted_by': 'set null',
  'space_invites.invited_by': 'set null',
  'space_photos.uploaded_by': 'cascade',
  'spaces.user_id': 'cascade',
  'task_assignments.assigned_by': 'set null',
  'task_assignments.assigned_to': 'cascade',
  'task_list_versions.created_by': 'set null',
  'todo_items.user_id': 'cascade',
  'user_points.user_id': 'cascade',
  'user_preferences.user_id': 'cascade',
  'user_roles.user_id': 'cascade',
};

type Reference = { table: string; column: string; onDelete: string | undefined; key: string[]; hasSpace: boolean };

const dialect = new PgDialect();
const schemaTables = () => (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every column of the schema that refers to users.id, with its rule and its table's primary key. */
function userReferences(): Reference[] {
  const found: Reference[] = [];
  for (const table of schemaTables()) {
    const config = getTableConfig(table);
    const key =
      config.primaryKeys[0]?.columns.map((column) => column.name) ??
      config.columns.filter((column) => column.primary).map((column) => column.name);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') continue;
      const hasSpace = config.columns.some((column) => column.name === 'space_id');
      for (const column of reference.columns)
        found.push({ table: config.name, column: column.name, onDelete: foreignKey.onDelete, key, hasSpace });
    }
  }
  return found.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** Whether a query `where column = $1` on the table can use an index (or the primary key, or a unique key). */
function isIndexedFirst(table: PgTable, column: PgColumn): boolean {
  const config = getTableConfig(table);
  if (column.primary || column.isUnique) return true;
  if (config.primaryKeys.some((key) => key.columns[0]?.name === column.name)) return true;
  if (config.uniqueConstraints.some((unique) => unique.columns[0]?.name === column.name)) return true;
  return config.indexes.some((index) => {
    const first = index.config.columns[0] as { name?: string } | undefined;
    if (first?.name !== column.name) return false;
    if (!index.config.where) return true;
    // A partial index serves the look-up only when its condition is just "the column is not null".
    return dialect.sqlToQuery(index.config.where).sql === `"${config.name}"."${column.name}" is not null`;
  });
}

let harness: TestApp;
let ann: Person;
let ben: Person;
let cal: Person;
let dee: Person;
const today = new Date().toISOString().slice(0, 10);
const json = async <T>(response: Response) => (await response.json()) as T;

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

async function home(person: Person, names: string[]) {
  const { spaces: created } = await json<{ spaces: { id: string; name: string }[] }>(
    await expectStatus(
      await person.browser.post('/api/home', { spaces: names.map((name) => ({ name, space_type: 'kitchen' })), today }),
      201,
    ),
  );
  return names.map((name) => created.find((space) => space.name === name)!.id);
}

async function join(organizer: Person, person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  await expectStatus(await person.browser.post(`/api/invites/${invite.id}/accept`), 200);
}

async function chore(
  organizer: Person,
  spaceId: string,
  title: string,
  assignment: Record<string, unknown> = { mode: 'open' },
) {
  const response = await organizer.browser.post(`/api/spaces/${spaceId}/chores`, {
    title,
    estimated_time: 5,
    points: 5,
    rule: { kind: 'every_n_days', interval: 1 },
    starts_on: today,
    assignment,
  });
  const { chore: made } = await json<{ chore: { id: string; current: { id: string } } }>(
    await expectStatus(response, 201),
  );
  return { choreId: made.id, turnId: made.current.id };
}

async function approvedDailyTask(member: Person, organizer: Person, spaceId: string, title: string) {
  const added = await json<{ tasks: { id: string }[] }>(
    await member.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title }] }),
  );
  const id = added.tasks[0]!.id;
  await expectStatus(await member.browser.post(`/api/daily-tasks/${id}/submit`), 200);
  await expectStatus(await organizer.browser.post(`/api/daily-tasks/${id}/approve`, { points: 10 }), 200);
  return id;
}

/** A photo kept as the photos feature keeps them: two files in storage and its row. */
async function photo(by: Person, spaceId: string) {
  const id = crypto.randomUUID();
  const base = `${by.userId}/${spaceId}/${Date.now()}_0_${id}`;
  const file = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' };
  await harness.services.storage.put(`${base}.webp`, file);
  await harness.services.storage.put(`${base}_thumb.webp`, file);
  await harness.database.db.insert(spacePhotos).values({
    id,
    spaceId,
    uploadedBy: by.userId,
    storageKey: `${base}.webp`,
    thumbnailKey: `${base}_thumb.webp`,
    contentType: 'image/webp',
    width: 1,
    height: 1,
    bytes: 3,
  });
  return [`${base}.webp`, `${base}_thumb.webp`];
}

const stored = async (key: string) => (await harness.services.storage.get(key)) !== null;

type Referring = { key: string; space: string | null };

/** The rows whose `column` holds the person's id: their primary key, and their space when the table has one. */
async function rowsReferring(reference: Reference, userId: string): Promise<Referring[]> {
  const key = sql.join(
    reference.key.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const space = reference.hasSpace ? sql`space_id::text` : sql`null`;
  const result = (await harness.database.db.execute(
    sql`select concat_ws('|', ${key}) as key, ${space} as space from ${sql.identifier(reference.table)} where ${sql.identifier(reference.column)} = ${userId}`,
  )) as unknown as { rows: Referring[] };
  return result.rows;
}

async function rowsStill(reference: Reference, keys: string[]): Promise<{ key: string; ref: string | null }[]> {
  const key = sql.join(
    reference.key.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = (await harness.database.db.execute(
    sql`select concat_ws('|', ${key}) as key, ${sql.identifier(reference.column)} as ref from ${sql.identifier(reference.table)}`,
  )) as unknown as { rows: { key: string; ref: string | null }[] };
  return result.rows.filter((row) => keys.includes(row.key));
}

beforeAll(async () => {
  harness = await createTestApp();
  [ann, ben, cal, dee] = await Promise.all([
    signedUpPerson(harness, 'Ann Archer'),
    signedUpPerson(harness, 'Ben Archer'),
    signedUpPerson(harness, 'Cal Archer'),
    signedUpPerson(harness, 'Dee Dale'),
  ]);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('the deletion rules, against the schema', () => {
  it('has a rule for every column that refers to a person, and the schema follows it', () => {
    const inSchema = userReferences();
    expect(inSchema.length).toBeGreaterThan(30);
    const missing = inSchema.filter((reference) => !(`${reference.table}.${reference.column}` in DELETION_RULES));
    expect(
      missing.map((reference) => `${reference.table}.${reference.column}`),
      'a column refers to users with no deletion rule: add it to DELETION_RULES (theirs: cascade; the household’s: set null) and to decision 027',
    ).toEqual([]);
    const gone = Object.keys(DELETION_RULES).filter(
      (name) => !inSchema.some((reference) => `${reference.table}.${reference.column}` === name),
    );
    expect(gone, 'rules for columns the schema no longer has').toEqual([]);
    for (const reference of inSchema) {
      expect(reference.onDelete, `${reference.table}.${reference.column}`).toBe(
        DELETION_RULES[`${reference.table}.${reference.column}`],
      );
    }
  });

  it('can find the rows of every such column by an index, so a deletion reads no table whole', () => {
    const unindexed: string[] = [];
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference();
        if (getTableConfig(reference.foreignTable).name !== 'users') continue;
        for (const column of reference.columns)
          if (!isIndexedFirst(table, column)) unindexed.push(`${config.name}.${column.name}`);
      }
    }
    expect(unindexed).toEqual([]);
  });
});

describe('deleting an account', () => {
  let kitchen: string;
  let garage: string;
  let office: string;
  let annFiles: string[];
  let deeFiles: string[];
  let archiveKey: string;
  let benTurn: string;
  let annChore: string;
  let pendingInvite: string;
  const before = new Map<string, Referring[]>();

  beforeAll(async () => {
    const { db } = harness.database;
    // Ann organizes a kitchen (with Ben and Cal in it) and a garage she hands to Ben; she is a parent in Dee's office.
    const annSpaces = await home(ann, ['Ann Kitchen', 'Ann Garage']);
    kitchen = annSpaces[0]!;
    garage = annSpaces[1]!;
    office = (await home(dee, ['Dee Office']))[0]!;
    await join(ann, ben, kitchen!, 'parent');
    await join(ann, cal, kitchen!, 'child');
    await join(ann, ben, garage!, 'parent');
    await join(dee, ann, office!, 'parent');

    // In the garage, while it is hers: Ben's work approved by Ann, Ann's own chore, a reward, an assignment, a pause, an invite.
    const shared = await chore(ann, garage!, 'Sweep the floor');
    benTurn = shared.turnId;
    await expectStatus(await ben.browser.post(`/api/chore-occurrences/${benTurn}/complete`), 200);
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${benTurn}/approve`), 200);
    const own = await chore(ann, garage!, 'Oil the hinges');
    annChore = own.choreId;
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${own.turnId}/complete`), 200);
    await approvedDailyTask(ben, ann, garage!, 'Ben stacks the paint tins');
    const { reward } = await json<{ reward: { id: string } }>(
      await ann.browser.post(`/api/spaces/${garage}/rewards`, { title: 'Ice cream', cost: 5 }),
    );
    const { request } = await json<{ request: { id: string } }>(
      await ben.browser.post(`/api/rewards/${reward.id}/requests`),
    );
    await expectStatus(await ann.browser.post(`/api/reward-requests/${request.id}/approve`), 200);
    const { tasks } = await json<{ tasks: { id: string }[] }>(
      await ann.browser.get(`/api/spaces/${garage}/space-tasks`),
    );
    await expectStatus(
      await ann.browser.post(`/api/space-tasks/${tasks[0]!.id}/assign`, { assigned_to: ben.userId }),
      201,
    );
    await db
      .insert(chorePauses)
      .values({ spaceId: garage!, userId: ben.userId, startsOn: today, endsOn: today, createdBy: ann.userId });
    const nudged = await chore(ann, garage!, 'Wash the car', { mode: 'one', member: ben.userId });
    await db
      .update(choreOccurrences)
      .set({ nudgedBy: ann.userId, nudgedAt: new Date() })
      .where(eq(choreOccurrences.id, nudged.turnId));
    await db.insert(taskListVersions).values({
      spaceId: garage!,
      createdBy: ann.userId,
      reason: 'edit',
      before: [],
      addedIds: [],
      summary: 'Made them shorter',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const { invite } = await json<{ invite: { id: string } }>(
      await ann.browser.post('/api/invites', { space_id: garage, role: 'guest' }),
    );
    pendingInvite = invite.id;
    await expectStatus(await ann.browser.post(`/api/spaces/${garage}/organizer`, { user_id: ben.userId }), 200);

    // In Dee's office: chores that are Ann's, an assignment to her, her own work, her pause and a reward request.
    await chore(dee, office!, 'Water the plants', { mode: 'one', member: ann.userId });
    await chore(dee, office!, 'Empty the bins', {
      mode: 'rotation',
      strategy: 'round_robin',
      members: [ann.userId, dee.userId],
    });
    const officeTasks = await json<{ tasks: { id: string }[] }>(
      await dee.browser.get(`/api/spaces/${office}/space-tasks`),
    );
    await expectStatus(
      await dee.browser.post(`/api/space-tasks/${officeTasks.tasks[0]!.id}/assign`, { assigned_to: ann.userId }),
      201,
    );
    await approvedDailyTask(ann, dee, office!, 'Ann files the letters');
    await db
      .insert(chorePauses)
      .values({ spaceId: office!, userId: ann.userId, startsOn: today, endsOn: today, createdBy: ann.userId });
    const [officeReward] = await db
      .insert(rewards)
      .values({ spaceId: office!, title: 'Film night', cost: 3, createdBy: dee.userId })
      .returning();
    await db
      .insert(rewardRequests)
      .values({ rewardId: officeReward!.id, spaceId: office!, userId: ann.userId, cost: 3 });

    // Her photos: of her kitchen, and one she took of Dee's office; Dee's own photo of it stays.
    annFiles = [...(await photo(ann, kitchen!)), ...(await photo(ann, office!))];
    deeFiles = await photo(dee, office!);
    // Ben's photo of Ann's kitchen goes with the kitchen.
    annFiles.push(...(await photo(ben, kitchen!)));

    // Her own things.
    await expectStatus(await ann.browser.post('/api/todo', { task: 'Sort the spice rack', estimatedTime: 10 }), 201);
    await expectStatus(await ann.browser.post('/api/calendar/feed'), 201);
    await expectStatus(await ann.browser.patch('/api/notifications/settings', { daily_reminder: false }), 200);
    await db.insert(notificationSettings).values({ userId: ann.userId }).onConflictDoNothing();
    await db.insert(lessonProgress).values({ userId: ann.userId, lessonId: 1, completedOn: today });
    await db
      .insert(pushSubscriptions)
      .values({ userId: ann.userId, endpoint: 'https://push.example.com/ann', p256dh: 'key', auth: 'secret' });
    await db.insert(feedback).values({
      userId: ann.userId,
      userEmail: ann.email,
      userName: ann.name,
      category: 'general',
      feedbackText: 'Lovely',
    });
    archiveKey = `exports/${ann.userId}/archive.zip`;
    await harness.services.storage.put(archiveKey, { bytes: new Uint8Array([9]), contentType: 'application/zip' });
    await db.insert(dataExports).values({
      userId: ann.userId,
      status: 'ready',
      storageKey: archiveKey,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [device] = await db
      .insert(kitchenDevices)
      .values({
        name: 'Fridge tablet',
        linkedBy: ann.userId,
        linkCodeHash: 'code-hash',
        linkExpiresAt: new Date(Date.now() + 600_000),
      })
      .returning();
    expect(device).toBeTruthy();
    await db.insert(kitchenPins).values({ userId: ann.userId, pinHash: 'pin-hash' });
    await db
      .insert(accountDeletionTokens)
      .values({ tokenHash: 'unused', userId: ann.userId, expiresAt: new Date(Date.now() + 600_000) });

    for (const reference of userReferences())
      before.set(`${reference.table}.${reference.column}`, await rowsReferring(reference, ann.userId));
  }, 120_000);

  it('had something of hers in every column that refers to a person, so each rule below is tried', () => {
    const untried = [...before].filter(([, keys]) => keys.length === 0).map(([name]) => name);
    expect(untried).toEqual([]);
  });

  it('shows what will happen first: the spaces she organizes are deleted, the others left', async () => {
    const preview = await json<{
      confirm_with: string;
      spaces_deleted: { name: string; other_members: number }[];
      spaces_left: { name: string; role: string }[];
    }>(await expectStatus(await ann.browser.get('/api/account/deletion'), 200));
    expect(preview.confirm_with).toBe('password');
    expect(preview.spaces_deleted).toEqual([expect.objectContaining({ name: 'Ann Kitchen', other_members: 2 })]);
    expect(preview.spaces_left.map((space) => [space.name, space.role]).sort()).toEqual([
      ['Ann Garage', 'parent'],
      ['Dee Office', 'parent'],
    ]);
  });

  it('refuses a wrong password with a clear message, and deletes nothing', async () => {
    const response = await expectStatus(
      await ann.browser.post('/api/account/delete', { password: 'not-my-password' }),
      403,
    );
    expect(await response.json()).toEqual({ error: { code: 'wrong_password', message: WRONG_PASSWORD } });
    expect(await harness.database.db.select().from(users).where(eq(users.id, ann.userId))).toHaveLength(1);
  });

  it('asks for exactly one confirmation', async () => {
    for (const body of [{}, { password: TEST_PASSWORD, token: 'x' }]) {
      const response = await expectStatus(await ann.browser.post('/api/account/delete', body), 400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Confirm with your password, or with the link we e-mailed you.',
      );
    }
    // She has a password, so no e-mail link is sent.
    await expectStatus(await ann.browser.post('/api/account/deletion-link'), 409);
  });

  it('deletes her, everything that is hers, the spaces she organizes, and signs her out', async () => {
    const response = await expectStatus(
      await ann.browser.post('/api/account/delete', { password: TEST_PASSWORD }),
      200,
    );
    expect(await response.json()).toEqual({ status: 'deleted', spaces_deleted: 1 });
    expect(
      response.headers
        .getSetCookie()
        .some((cookie) => /^tidy\.session_token=;/.test(cookie) && /max-age=0/i.test(cookie)),
    ).toBe(true);
    await expectStatus(await ann.browser.get('/api/account'), 401);
    // A sign-in with her old password finds nobody.
    await expectStatus(
      await ann.browser.post('/api/auth/sign-in/email', { email: ann.email, password: TEST_PASSWORD }),
      401,
    );
    const goodbye = await waitForMail(harness, ann.email, 2);
    expect(goodbye.subject).toBe('Your Tidy Steps account is deleted');
    expect(goodbye.text).toContain('The space you organized was deleted with everything in it.');
  });

  it('follows the rule of every column, row by row: hers are gone, the household’s forget her', async () => {
    const problems: string[] = [];
    const references = userReferences();
    // A row of the household's may still go for a reason of its own: it is hers by another column (her own
    // pause she made), or it was in a space she organized, deleted with it.
    const hersByAnother = (reference: Reference, key: string) =>
      references.some(
        (other) =>
          other.table === reference.table &&
          DELETION_RULES[`${other.table}.${other.column}`] === 'cascade' &&
          before.get(`${other.table}.${other.column}`)!.some((row) => row.key === key),
      );
    for (const reference of references) {
      const name = `${reference.table}.${reference.column}`;
      const rows = before.get(name)!;
      const still = await rowsStill(
        reference,
        rows.map((row) => row.key),
      );
      if (DELETION_RULES[name] === 'cascade' && still.length > 0)
        problems.push(`${name}: ${still.length} of ${rows.length} rows stayed`);
      if (DELETION_RULES[name] === 'set null') {
        const kept = rows.filter((row) => !hersByAnother(reference, row.key) && row.space !== kitchen);
        expect(kept.length, `${name}: no row of the household's was tried`).toBeGreaterThan(0);
        const unexplained = kept.filter((row) => !still.some((left) => left.key === row.key));
        if (unexplained.length > 0) problems.push(`${name}: ${unexplained.length} of ${kept.length} rows went`);
        if (still.some((row) => row.ref !== null)) problems.push(`${name}: still names her`);
      }
    }
    expect(problems).toEqual([]);
    expect(await harness.database.db.select().from(spaces).where(eq(spaces.id, kitchen))).toEqual([]);
  });

  it('removes her photos’ files, her spaces’ photos and her archive, and keeps everyone else’s', async () => {
    await until(
      async () => !(await Promise.all([...annFiles, archiveKey].map(stored))).some(Boolean),
      'her files are removed',
    );
    for (const key of deeFiles) expect(await stored(key)).toBe(true);
    await until(
      async () => (await harness.database.db.select().from(pendingFileRemovals)).length === 0,
      'the records are forgotten',
    );
    expect(await harness.database.db.select().from(spacePhotos).where(eq(spacePhotos.spaceId, office))).toHaveLength(1);
  });

  it('keeps the others’ data, where they see "Unknown User" in her place', async () => {
    // Ben organizes the garage now, with his points and their history intact.
    const family = await json<{ spaces: { id: string; role: string; members: { user_id: string }[] }[] }>(
      await ben.browser.get('/api/family'),
    );
    expect(family.spaces.map((space) => space.id)).toEqual([garage]);
    expect(family.spaces[0]).toMatchObject({ role: 'organizer', members: [{ user_id: ben.userId }] });
    const [balance] = await harness.database.db.select().from(userPoints).where(eq(userPoints.userId, ben.userId));
    const ledger = await json<{
      entries: { points: number; by: { user_id: string | null; full_name: string } }[];
      balance: number;
    }>(await expectStatus(await ben.browser.get(`/api/spaces/${garage}/points?member=${ben.userId}`), 200));
    expect(ledger.balance).toBe(balance!.points);
    expect(ledger.entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(balance!.points);
    expect(ledger.entries.map((entry) => entry.by)).toContainEqual({ user_id: null, full_name: 'Unknown User' });

    const history = await json<{
      events: { kind: string; title: string; member: { user_id: string | null; full_name: string }; by: unknown }[];
    }>(await expectStatus(await ben.browser.get(`/api/spaces/${garage}/history`), 200));
    expect(history.events).toContainEqual(
      expect.objectContaining({
        kind: 'chore_done',
        title: 'Oil the hinges',
        member: { user_id: null, full_name: 'Unknown User' },
      }),
    );
    expect(history.events).toContainEqual(
      expect.objectContaining({
        kind: 'chore_done',
        title: 'Sweep the floor',
        member: { user_id: ben.userId, full_name: 'Ben Archer' },
        by: { user_id: null, full_name: 'Unknown User' },
      }),
    );
    const turns = await json<{ entries: { state: string; done_by: unknown }[] }>(
      await expectStatus(await ben.browser.get(`/api/chores/${annChore}/history`), 200),
    );
    expect(turns.entries).toContainEqual(
      expect.objectContaining({ state: 'approved', done_by: { user_id: null, full_name: 'Unknown User' } }),
    );
    const requests = await json<{ requests: { status: string; reviewed_by: unknown }[] }>(
      await expectStatus(await ben.browser.get(`/api/spaces/${garage}/reward-requests`), 200),
    );
    expect(requests.requests).toEqual([
      expect.objectContaining({ status: 'approved', reviewed_by: { user_id: null, full_name: 'Unknown User' } }),
    ]);
    // The invitation she sent for the garage still works, from "a family member".
    const invite = await json<{ status: string; inviter_name: string }>(
      await expectStatus(await cal.browser.get(`/api/invites/${pendingInvite}`), 200),
    );
    expect(invite).toMatchObject({ status: 'pending', inviter_name: 'a family member' });

    // Dee's office keeps its chores, open now for anyone, and Cal lost only the kitchen.
    const chores = await json<{ chores: { title: string; current: { turn: unknown } | null }[] }>(
      await expectStatus(await dee.browser.get(`/api/spaces/${office}/chores`), 200),
    );
    expect(chores.chores.find((item) => item.title === 'Water the plants')?.current?.turn).toBeNull();
    expect(await harness.database.db.select().from(userRoles).where(eq(userRoles.userId, cal.userId))).toEqual([]);
    await expectStatus(await cal.browser.get(`/api/spaces/${kitchen}`), 404);
  });
});

describe('a crash between the transaction and the file removal', () => {
  it('leaves the files recorded, and the sweep removes them and forgets the records', async () => {
    const eve = await signedUpPerson(harness, 'Eve Early');
    const [attic] = await home(eve, ['Eve Attic']);
    const files = await photo(eve, attic!);
    // The transaction alone, as if the process died right after it committed: no job was queued.
    const deleted = await deleteAccountRows(harness.database.db, eve.userId, { now: new Date() });
    expect(deleted?.fileRemovalIds).toHaveLength(2);
    expect(await harness.database.db.select().from(users).where(eq(users.id, eve.userId))).toEqual([]);
    for (const key of files) expect(await stored(key)).toBe(true);
    const recorded = await harness.database.db.select().from(pendingFileRemovals);
    expect(recorded.map((row) => row.storageKey).sort()).toEqual([...files].sort());

    // The next start's (or the 15-minute) sweep.
    expect(
      await sweepFileRemovals({ db: harness.database.db, storage: harness.services.storage, logger: silentLogger }),
    ).toBe(2);
    for (const key of files) expect(await stored(key)).toBe(false);
    expect(await harness.database.db.select().from(pendingFileRemovals)).toEqual([]);
  });
});

describe('an account without a password', () => {
  /** Someone who signed up with an e-mail link (no password), signed in through it. */
  async function magicLinkPerson(name: string): Promise<Person & { token: () => Promise<string> }> {
    const person = await signedUpPerson(harness, name);
    await harness.database.db.execute(sql`update accounts set password = null where user_id = ${person.userId}`);
    return {
      ...person,
      async token() {
        const count = (await harness.mailTo(person.email)).length;
        await expectStatus(await person.browser.post('/api/account/deletion-link'), 200);
        const mail = await waitForMail(harness, person.email, count + 1);
        expect(mail.subject).toBe('Confirm deleting your Tidy Steps account');
        return new URL(mail.links[0]!).searchParams.get('token')!;
      },
    };
  }

  it('is confirmed by the e-mailed link, once, before it expires, by its own person only', async () => {
    const fay = await magicLinkPerson('Fay Field');
    expect((await json<{ confirm_with: string }>(await fay.browser.get('/api/account/deletion'))).confirm_with).toBe(
      'email',
    );
    // A password is no confirmation for her.
    const noPassword = await expectStatus(
      await fay.browser.post('/api/account/delete', { password: 'anything-at-all' }),
      400,
    );
    expect(((await noPassword.json()) as { error: { code: string } }).error.code).toBe('no_password');

    const first = await fay.token();
    const second = await fay.token();
    // A new link replaces the older one.
    await expectStatus(await fay.browser.post('/api/account/delete', { token: first }), 400);
    // Someone else's session cannot use it.
    const invalid = await expectStatus(await dee.browser.post('/api/account/delete', { token: second }), 400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('invalid_link');
    // Nor can it be used after it expired.
    await harness.database.db
      .update(accountDeletionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountDeletionTokens.tokenHash, createHash('sha256').update(second).digest('hex')));
    await expectStatus(await fay.browser.post('/api/account/delete', { token: second }), 400);

    const third = await fay.token();
    await expectStatus(await fay.browser.post('/api/account/delete', { token: third }), 200);
    expect(await harness.database.db.select().from(users).where(eq(users.id, fay.userId))).toEqual([]);
  });
});

describe('confirming with a password', () => {
  it('is rate-limited like signing in: 10 tries in 15 minutes, then 429', async () => {
    const gus = await signedUpPerson(harness, 'Gus Guess');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expectStatus(await gus.browser.post('/api/account/delete', { password: `guess-${attempt}` }), 403);
    }
    const limited = await expectStatus(await gus.browser.post('/api/account/delete', { password: TEST_PASSWORD }), 429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await harness.database.db.select().from(users).where(eq(users.id, gus.userId))).toHaveLength(1);
  }, 60_000);
});
