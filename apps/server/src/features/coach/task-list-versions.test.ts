import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyTasks, spaceTasks, taskListVersions } from '../../db/schema';
import type { Coach } from '../../platform/coach/coach';
import { testBrowser } from '../../../test/browser';
import { createTestApp, silentLogger, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { analyzeSpace } from './service';
import { sweepExpiredVersions, UNDO_WINDOW_MS } from './task-list-versions';

// Edit by prompt previewed, applied and undone, and a reanalysis's additions undone (issue 18). Apply takes
// any proposal built on the list as it is, so most tests write their own proposal on a preview's basis: the
// change is then exactly what the test wants to undo.

let harness: TestApp;
let organizer: Person;
let parent: Person;
let child: Person;
let guest: Person;
let stranger: Person;

type Fields = { title: string; description: string; category: string; priority: number; estimated_time: number };
type Proposed = Fields & { id?: string };
type Preview = {
  understood: boolean;
  message: string;
  changes: {
    added: Fields[];
    changed: {
      id: string;
      title: string;
      fields: { field: string; before: unknown; after: unknown }[];
      moved: boolean;
    }[];
    removed: (Fields & { id: string })[];
  };
  proposal: { basis: string; tasks: Proposed[] } | null;
};
type Applied = {
  message: string;
  versionId: string | null;
  undoUntil: string | null;
  tasks: { id: string; title: string }[];
};
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;

async function join(spaceId: string, person: Person, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

/** A new space of the organizer's, with the parent, child and guest, and seven open tasks. */
async function freshSpace(): Promise<string> {
  const { spaces } = await json<{ spaces: { id: string }[] }>(
    await organizer.browser.post('/api/home', { spaces: [{ name: 'Study', space_type: 'office' }] }),
  );
  const spaceId = spaces[0]!.id;
  for (const [person, role] of [
    [parent, 'parent'],
    [child, 'child'],
    [guest, 'guest'],
  ] as const)
    await join(spaceId, person, role);
  const extra = ['Sort the pens', 'Empty the bin', 'Dust the shelf', 'File the letters'];
  await harness.database.db.insert(spaceTasks).values(
    extra.map((title, index) => ({
      spaceId,
      title,
      description: `- ${title}`,
      category: 'organize',
      priority: 2,
      estimatedTime: 20,
      orderIndex: 10 + index,
    })),
  );
  return spaceId;
}

/** Every row of the space's tasks, every column, in list order: what "exactly" is compared on. */
async function rows(spaceId: string) {
  const found = await harness.database.db
    .select({
      row: spaceTasks,
      // The times as the database keeps them, to the microsecond.
      createdAt: sql<string>`${spaceTasks.createdAt}::text`,
      updatedAt: sql<string>`${spaceTasks.updatedAt}::text`,
    })
    .from(spaceTasks)
    .where(eq(spaceTasks.spaceId, spaceId))
    .orderBy(asc(spaceTasks.orderIndex), asc(spaceTasks.createdAt), asc(spaceTasks.id));
  return found.map(({ row, createdAt, updatedAt }) => ({ ...row, createdAt, updatedAt }));
}

const listText = async (spaceId: string) => (await organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`)).text();

async function preview(spaceId: string, prompt = 'make them shorter', person = organizer): Promise<Preview> {
  const response = await person.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt });
  expect(response.status).toBe(200);
  return json<Preview>(response);
}

/** The proposal of a preview, with its tasks replaced by `rewrite` of the space's open tasks. */
async function ownProposal(spaceId: string, rewrite: (open: (Proposed & { id: string })[]) => Proposed[]) {
  const { proposal } = await preview(spaceId);
  const open = (await rows(spaceId)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    estimated_time: row.estimatedTime,
  }));
  return { basis: proposal!.basis, tasks: rewrite(open) };
}

async function apply(spaceId: string, proposal: unknown, person = organizer) {
  return person.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, proposal);
}

async function applied(spaceId: string, proposal: unknown): Promise<Applied> {
  const response = await apply(spaceId, proposal);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Applied>(response);
}

const undo = (spaceId: string, versionId: string, person = organizer) =>
  person.browser.post(`/api/spaces/${spaceId}/task-list-versions/${versionId}/undo`);

async function refused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect((await json<ErrorJson>(response)).error.message).toMatch(message);
}

/** Removes the first open task, changes the second, and adds one at the top (so the rest are renumbered). */
const mixedChange = (open: (Proposed & { id: string })[]): Proposed[] => [
  { title: 'Clear the desk top', description: '- Clear it', category: 'declutter', priority: 3, estimated_time: 10 },
  { ...open[1]!, title: `${open[1]!.title} quickly`, estimated_time: 5 },
  ...open.slice(2),
];

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, parent, child, guest, stranger] = (await Promise.all(
    ['Orla Organizer', 'Pat Parent', 'Cleo Child', 'Gus Guest', 'Stu Stranger'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person];
});
afterAll(() => harness.close());

describe('the preview', () => {
  it('shows what would change and changes nothing until applied', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const text = await listText(spaceId);
    const result = await preview(spaceId, 'make them shorter', parent);
    expect(result.understood).toBe(true);
    expect(result.changes.changed.length).toBeGreaterThan(0);
    const shortened = result.changes.changed[0]!.fields.find((field) => field.field === 'estimated_time');
    expect(Number(shortened?.after)).toBeLessThan(Number(shortened?.before));
    // Byte for byte the same list, and no version saved.
    expect(await rows(spaceId)).toEqual(before);
    expect(await listText(spaceId)).toBe(text);
    expect(
      await harness.database.db.select().from(taskListVersions).where(eq(taskListVersions.spaceId, spaceId)),
    ).toEqual([]);
  });

  it('applies exactly what it showed', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const shown = await preview(spaceId, 'remove the second task');
    expect(shown.changes.removed.map((task) => task.id)).toEqual([before[1]!.id]);
    const result = await applied(spaceId, shown.proposal);
    expect(result.message).toBe('Removed 1 task.');
    expect(Date.parse(result.undoUntil!) - Date.now()).toBeGreaterThan(UNDO_WINDOW_MS - 60_000);
    const after = await rows(spaceId);
    expect(after.map((row) => row.id)).toEqual(before.filter((row) => row.id !== before[1]!.id).map((row) => row.id));
    // What the preview did not name is untouched, to the microsecond.
    expect(after).toEqual(before.filter((row) => row.id !== before[1]!.id));

    const shorter = await preview(spaceId);
    await applied(spaceId, shorter.proposal);
    const now = await rows(spaceId);
    for (const entry of shorter.changes.changed) {
      const row = now.find((task) => task.id === entry.id)!;
      for (const change of entry.fields) {
        expect(change.field === 'estimated_time' ? row.estimatedTime : row[change.field as 'title']).toBe(change.after);
      }
    }
  });

  it('says so when nothing would change, and applying it saves no version', async () => {
    const spaceId = await freshSpace();
    const proposal = await ownProposal(spaceId, (open) => open);
    const result = await applied(spaceId, proposal);
    expect(result.versionId).toBeNull();
    expect(result.message).toMatch(/Nothing to change/);
  });
});

describe('apply', () => {
  it('refuses a proposal made on a list that has changed since (409), and changes nothing', async () => {
    const spaceId = await freshSpace();
    const shown = await preview(spaceId);
    const [first] = await rows(spaceId);
    expect((await organizer.browser.patch(`/api/space-tasks/${first!.id}`, { is_completed: true })).status).toBe(200);
    const before = await rows(spaceId);
    await refused(await apply(spaceId, shown.proposal), 409, /changed since this preview/);
    expect(await rows(spaceId)).toEqual(before);
  });

  it.each([
    [
      'an empty title',
      (open: Proposed[]) => [{ ...open[0]!, title: '  ' }],
      'tasks.0.title: Please enter a task title.',
    ],
    [
      'a title over 120 characters',
      (open: Proposed[]) => [{ ...open[0]!, title: 'x'.repeat(121) }],
      'tasks.0.title: The title must be 120 characters or fewer.',
    ],
    [
      'an unknown category',
      (open: Proposed[]) => [{ ...open[0]!, category: 'juggle' }],
      'tasks.0.category: Choose a category',
    ],
    [
      'a priority of 5',
      (open: Proposed[]) => [{ ...open[0]!, priority: 5 }],
      'tasks.0.priority: Priority must be a whole number from 1 to 4.',
    ],
    [
      'a time of 0',
      (open: Proposed[]) => [{ ...open[0]!, estimated_time: 0 }],
      'tasks.0.estimated_time: Time must be a whole number from 1 to 480 minutes.',
    ],
    [
      'a task of another list',
      (open: Proposed[]) => [{ ...open[0]!, id: '00000000-0000-4000-8000-000000000000' }],
      'tasks.0.id: Choose an open, unassigned task',
    ],
    ['the same task twice', (open: Proposed[]) => [open[0]!, open[0]!], 'tasks.1.id: Choose an open, unassigned task'],
  ])('refuses %s with a clear 400', async (_name, rewrite, message) => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const response = await apply(spaceId, await ownProposal(spaceId, rewrite));
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
    expect(await rows(spaceId)).toEqual(before);
  });

  it('refuses a body without a basis', async () => {
    const spaceId = await freshSpace();
    await refused(await apply(spaceId, { tasks: [] }), 400, /basis: Send back the proposal of a preview/);
  });
});

describe('undo', () => {
  it('puts the list back exactly after removals, changes and additions, and links Today back', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    // The first task is a starter task, done from the organizer's Today: removing it unlinks that daily task.
    const [linked] = await harness.database.db
      .select()
      .from(dailyTasks)
      .where(and(eq(dailyTasks.spaceId, spaceId), eq(dailyTasks.spaceTaskId, before[0]!.id)));
    expect(linked).toBeDefined();

    const result = await applied(spaceId, await ownProposal(spaceId, mixedChange));
    expect(result.message).toBe('Added 1 task, changed 1 task and removed 1 task.');
    const changed = await rows(spaceId);
    expect(changed.map((row) => row.id)).not.toContain(before[0]!.id);
    expect(changed[0]!.title).toBe('Clear the desk top');
    const [unlinked] = await harness.database.db.select().from(dailyTasks).where(eq(dailyTasks.id, linked!.id));
    expect(unlinked!.spaceTaskId).toBeNull();

    const latest = await json<{ version: { id: string; reason: string; summary: string } }>(
      await parent.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
    );
    expect(latest.version).toMatchObject({ id: result.versionId, reason: 'edit', summary: result.message });

    const response = await undo(spaceId, result.versionId!, parent);
    expect(response.status).toBe(200);
    expect((await json<{ message: string }>(response)).message).toMatch(/^Undone/);
    expect(await rows(spaceId)).toEqual(before);
    const [relinked] = await harness.database.db.select().from(dailyTasks).where(eq(dailyTasks.id, linked!.id));
    expect(relinked!.spaceTaskId).toBe(before[0]!.id);

    // Once only, and no longer offered.
    await refused(await undo(spaceId, result.versionId!), 409, /already undone/);
    expect(
      (
        await json<{ version: unknown }>(
          await organizer.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
        )
      ).version,
    ).toBeNull();
  });

  it('puts back a change the coach previewed and applied', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const shown = await preview(spaceId);
    const result = await applied(spaceId, shown.proposal);
    expect(await rows(spaceId)).not.toEqual(before);
    expect((await undo(spaceId, result.versionId!)).status).toBe(200);
    expect(await rows(spaceId)).toEqual(before);
  });

  it.each([
    [
      'completed',
      async (id: string) => organizer.browser.patch(`/api/space-tasks/${id}`, { is_completed: true }),
      /was completed since/,
    ],
    [
      'assigned',
      async (id: string) => organizer.browser.post(`/api/space-tasks/${id}/assign`, { assigned_to: child.userId }),
      /was assigned since/,
    ],
    [
      'ticked off and back (edited)',
      async (id: string) => {
        await organizer.browser.patch(`/api/space-tasks/${id}`, { is_completed: true });
        return organizer.browser.patch(`/api/space-tasks/${id}`, { is_completed: false });
      },
      /was changed since/,
    ],
  ])('is refused (409) when a task the change added was %s', async (_name, work, message) => {
    const spaceId = await freshSpace();
    const result = await applied(spaceId, await ownProposal(spaceId, mixedChange));
    const added = (await rows(spaceId)).find((row) => row.title === 'Clear the desk top')!;
    expect((await work(added.id)).ok).toBe(true);
    const before = await rows(spaceId);
    await refused(await undo(spaceId, result.versionId!), 409, message);
    expect(await rows(spaceId)).toEqual(before);
  });

  it('is refused (409) when a task the change changed was completed since', async () => {
    const spaceId = await freshSpace();
    const open = await rows(spaceId);
    const result = await applied(spaceId, await ownProposal(spaceId, mixedChange));
    expect((await organizer.browser.patch(`/api/space-tasks/${open[1]!.id}`, { is_completed: true })).status).toBe(200);
    await refused(await undo(spaceId, result.versionId!), 409, /quickly” was completed since/);
  });

  it('keeps later work on tasks the change left alone', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const result = await applied(spaceId, await ownProposal(spaceId, (open) => open.slice(1)));
    const untouched = before.at(-1)!;
    expect((await organizer.browser.patch(`/api/space-tasks/${untouched.id}`, { is_completed: true })).status).toBe(
      200,
    );
    expect((await undo(spaceId, result.versionId!)).status).toBe(200);
    const after = await rows(spaceId);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.find((row) => row.id === untouched.id)!.isCompleted).toBe(true);
    expect(after.filter((row) => row.id !== untouched.id)).toEqual(before.filter((row) => row.id !== untouched.id));
  });

  it('undoes changes newest first', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    const first = await applied(spaceId, await ownProposal(spaceId, (open) => open.slice(1)));
    const second = await applied(spaceId, await ownProposal(spaceId, (open) => open.slice(1)));
    await refused(await undo(spaceId, first.versionId!), 409, /Undo the latest change first/);
    expect((await undo(spaceId, second.versionId!)).status).toBe(200);
    expect((await undo(spaceId, first.versionId!)).status).toBe(200);
    expect(await rows(spaceId)).toEqual(before);
  });

  it('is refused (409) after 24 hours, and the sweep then deletes the version (404)', async () => {
    const spaceId = await freshSpace();
    const result = await applied(spaceId, await ownProposal(spaceId, (open) => open.slice(1)));
    await harness.database.db
      .update(taskListVersions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(taskListVersions.id, result.versionId!));
    await refused(await undo(spaceId, result.versionId!), 409, /can no longer be undone/);
    expect(
      (
        await json<{ version: unknown }>(
          await organizer.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
        )
      ).version,
    ).toBeNull();
    expect(await sweepExpiredVersions(harness.database.db, new Date())).toBeGreaterThanOrEqual(1);
    await refused(await undo(spaceId, result.versionId!), 404, /not found/);
  });

  it('is for organizers and parents of the space', async () => {
    const spaceId = await freshSpace();
    const result = await applied(spaceId, await ownProposal(spaceId, (open) => open.slice(1)));
    const proposal = await ownProposal(spaceId, (open) => open.slice(1));
    for (const person of [child, guest]) {
      await refused(await undo(spaceId, result.versionId!, person), 403, /Only organizers and parents/);
      await refused(await apply(spaceId, proposal, person), 403, /Only organizers and parents/);
      expect((await person.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`)).status).toBe(403);
    }
    expect((await undo(spaceId, result.versionId!, stranger)).status).toBe(404);
    expect((await apply(spaceId, proposal, stranger)).status).toBe(404);
    expect(
      (await testBrowser(harness).post(`/api/spaces/${spaceId}/task-list-versions/${result.versionId}/undo`)).status,
    ).toBe(401);
    // A version of another space is not found from this one.
    const other = await freshSpace();
    await refused(await undo(other, result.versionId!), 404, /not found/);
    await refused(await undo(spaceId, 'not-a-version'), 404, /not found/);
  });
});

describe('a reanalysis', () => {
  const planned = [
    {
      title: 'Label the drawers',
      description: '- Label them',
      category: 'organize' as const,
      priority: 2 as const,
      estimated_time: 10,
    },
    {
      title: 'Wipe the monitor',
      description: '- Wipe it',
      category: 'clean' as const,
      priority: 1 as const,
      estimated_time: 5,
    },
  ];
  const analysisDeps = () => ({
    db: harness.database.db,
    coach: { ...harness.services.coach, analyzeSpace: async () => planned } satisfies Coach,
    realtime: harness.services.realtime,
    storage: harness.services.storage,
    logger: silentLogger,
  });

  it('that adds tasks to a list can be undone, leaving the list as it was', async () => {
    const spaceId = await freshSpace();
    const before = await rows(spaceId);
    await analyzeSpace(analysisDeps(), spaceId);
    expect((await rows(spaceId)).map((row) => row.title)).toEqual([
      ...before.map((row) => row.title),
      ...planned.map((task) => task.title),
    ]);
    const { version } = await json<{ version: { id: string; reason: string; added_count: number; summary: string } }>(
      await organizer.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
    );
    expect(version).toMatchObject({ reason: 'reanalyze', added_count: 2, summary: 'The new analysis added 2 tasks.' });
    const response = await undo(spaceId, version.id);
    expect(response.status).toBe(200);
    expect((await json<{ message: string }>(response)).message).toBe('Undone: the tasks the analysis added are gone.');
    expect(await rows(spaceId)).toEqual(before);
  });

  it('is refused (409) once a task it added is on its way to being done', async () => {
    const spaceId = await freshSpace();
    await analyzeSpace(analysisDeps(), spaceId);
    const { version } = await json<{ version: { id: string } }>(
      await organizer.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
    );
    const added = (await rows(spaceId)).find((row) => row.title === 'Label the drawers')!;
    expect(
      (await organizer.browser.post(`/api/space-tasks/${added.id}/assign`, { assigned_to: child.userId })).status,
    ).toBe(201);
    await refused(await undo(spaceId, version.id), 409, /“Label the drawers” was assigned since/);
  });

  it('of a space with no tasks yet saves no version (there is nothing to go back to)', async () => {
    const spaceId = await freshSpace();
    await harness.database.db.delete(spaceTasks).where(eq(spaceTasks.spaceId, spaceId));
    await analyzeSpace(analysisDeps(), spaceId);
    expect((await rows(spaceId)).length).toBe(2);
    expect(
      (
        await json<{ version: unknown }>(
          await organizer.browser.get(`/api/spaces/${spaceId}/task-list-versions/latest`),
        )
      ).version,
    ).toBeNull();
  });
});
