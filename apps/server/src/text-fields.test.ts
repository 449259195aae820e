import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../test/browser';
import { analysisFinished, createTestApp, type TestApp } from '../test/harness';
import { signedUpPerson, TEST_PASSWORD, uniqueEmail, type Person } from '../test/people';

// Every free text the API accepts, through its route: a one-line field (name, title, label) refuses line
// breaks and control characters with a 400 naming the field; a longer text keeps its line breaks but refuses
// the other controls. A new text field belongs in one of these tables.

let harness: TestApp;
let organizer: Person;
let child: Person;
let spaceId: string;
let areaId: string;
const today = new Date().toISOString().slice(0, 10);

type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();

async function setupForm(label: string, notes?: string) {
  const form = new FormData();
  form.append('photos', new File([await png()], 'shelf.png', { type: 'image/png' }));
  form.append('labels', label);
  if (notes !== undefined) form.append('notes', notes);
  return form;
}

/** A daily task of the child's, waiting for review. */
async function submittedDailyTask() {
  const added = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
    date: today,
    tasks: [{ title: 'Wipe the hob' }],
  });
  const id = (await json<{ tasks: { id: string }[] }>(added)).tasks[0]!.id;
  expect((await child.browser.post(`/api/daily-tasks/${id}/submit`)).status).toBe(200);
  return id;
}

/** A space task assigned to the child and submitted, waiting for review. */
async function submittedAssignment() {
  const { tasks } = await json<{ tasks: { id: string; assignment: unknown }[] }>(
    await organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`),
  );
  const task = tasks.find((candidate) => candidate.assignment === null)!;
  const assigned = await organizer.browser.post(`/api/space-tasks/${task.id}/assign`, { assigned_to: child.userId });
  const { assignment } = await json<{ assignment: { id: string } }>(assigned);
  expect((await child.browser.post(`/api/assignments/${assignment.id}/submit`)).status).toBe(200);
  return assignment.id;
}

type TextField = { route: string; field: string; send: (text: string) => Promise<Response> };

const SINGLE_LINE_FIELDS: TextField[] = [
  {
    route: 'POST /api/auth/sign-up/email',
    field: 'full_name',
    send: (text) =>
      testBrowser(harness).post('/api/auth/sign-up/email', {
        email: uniqueEmail('line'),
        password: TEST_PASSWORD,
        full_name: text,
      }),
  },
  {
    route: 'POST /api/home',
    field: 'spaces.0.name',
    send: (text) => organizer.browser.post('/api/home', { spaces: [{ name: text, space_type: 'other' }] }),
  },
  {
    route: 'PATCH /api/spaces/{spaceId}',
    field: 'name',
    send: (text) => organizer.browser.patch(`/api/spaces/${spaceId}`, { name: text }),
  },
  {
    route: 'POST /api/spaces/{spaceId}/coach/edit-tasks/apply',
    field: 'tasks.0.title',
    send: (text) =>
      organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, {
        basis: 'checked after the input',
        tasks: [{ title: text, description: '', category: 'clean', priority: 1, estimated_time: 5 }],
      }),
  },
  {
    route: 'POST /api/spaces/{spaceId}/daily-tasks',
    field: 'tasks.0.title',
    send: (text) =>
      organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title: text }] }),
  },
  { route: 'POST /api/todo', field: 'task', send: (text) => organizer.browser.post('/api/todo', { task: text }) },
  {
    route: 'POST /api/todo',
    field: 'stepTitle',
    send: (text) => organizer.browser.post('/api/todo', { task: 'Sort the shoes', stepId: 1, stepTitle: text }),
  },
  {
    route: 'POST /api/todo/sync',
    field: 'items.0.task',
    send: (text) =>
      organizer.browser.post('/api/todo/sync', {
        items: [{ id: randomUUID(), task: text, addedAt: new Date().toISOString() }],
      }),
  },
  {
    route: 'POST /api/todo/sync',
    field: 'items.0.stepTitle',
    send: (text) =>
      organizer.browser.post('/api/todo/sync', {
        items: [
          { id: randomUUID(), task: 'Sort the shoes', stepId: 1, stepTitle: text, addedAt: new Date().toISOString() },
        ],
      }),
  },
  {
    route: 'POST /api/spaces/{spaceId}/areas/{areaId}/tasks',
    field: 'name',
    send: (text) =>
      organizer.browser.post(`/api/spaces/${spaceId}/areas/${areaId}/tasks`, { name: text, interval_days: 7 }),
  },
  {
    route: 'POST /api/spaces/{spaceId}/setup',
    field: 'labels.0',
    send: async (text) => organizer.browser.upload(`/api/spaces/${spaceId}/setup`, await setupForm(text)),
  },
  {
    route: 'POST /api/feedback',
    field: 'page',
    send: (text) =>
      organizer.browser.post('/api/feedback', { feedback_text: 'Lovely', category: 'general', page: text }),
  },
  {
    route: 'POST /api/push/subscriptions',
    field: 'endpoint',
    send: (text) =>
      organizer.browser.post('/api/push/subscriptions', {
        endpoint: `https://push.example.com/${text}`,
        keys: { p256dh: 'p256dh', auth: 'auth' },
      }),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    field: 'endpoint',
    send: (text) =>
      organizer.browser.delete('/api/push/subscriptions', { endpoint: `https://push.example.com/${text}` }),
  },
];

/** E-mail addresses are one line too; their own format check already says so. */
const EMAIL_FIELDS: TextField[] = [
  {
    route: 'POST /api/auth/sign-up/email',
    field: 'email',
    send: (text) =>
      testBrowser(harness).post('/api/auth/sign-up/email', {
        email: `a${text}@example.com`,
        password: TEST_PASSWORD,
        full_name: 'Ann Line',
      }),
  },
  {
    route: 'POST /api/invites',
    field: 'email',
    send: (text) =>
      organizer.browser.post('/api/invites', { space_id: spaceId, role: 'child', email: `a${text}@example.com` }),
  },
];

type MultiLineField = TextField & { kept: (response: Response) => Promise<string | undefined> };

const MULTI_LINE_FIELDS: MultiLineField[] = [
  {
    route: 'POST /api/home',
    field: 'spaces.0.description',
    send: (text) =>
      organizer.browser.post('/api/home', { spaces: [{ name: 'Attic', space_type: 'other', description: text }] }),
    kept: async (response) => (await json<{ spaces: { description: string }[] }>(response)).spaces[0]?.description,
  },
  {
    route: 'PATCH /api/spaces/{spaceId}',
    field: 'description',
    send: (text) => organizer.browser.patch(`/api/spaces/${spaceId}`, { description: text }),
    kept: async (response) => (await json<{ space: { description: string } }>(response)).space.description,
  },
  {
    route: 'POST /api/spaces/{spaceId}/daily-tasks',
    field: 'tasks.0.description',
    send: (text) =>
      organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
        date: today,
        tasks: [{ title: 'Dust', description: text }],
      }),
    kept: async (response) => (await json<{ tasks: { description: string }[] }>(response)).tasks[0]?.description,
  },
  {
    route: 'POST /api/daily-tasks/{taskId}/reject',
    field: 'reason',
    send: async (text) =>
      organizer.browser.post(`/api/daily-tasks/${await submittedDailyTask()}/reject`, { reason: text }),
    kept: async (response) => (await json<{ task: { rejection_reason: string } }>(response)).task.rejection_reason,
  },
  {
    route: 'POST /api/assignments/{assignmentId}/reject',
    field: 'reason',
    send: async (text) =>
      organizer.browser.post(`/api/assignments/${await submittedAssignment()}/reject`, { reason: text }),
    kept: async (response) =>
      (await json<{ assignment: { rejection_reason: string } }>(response)).assignment.rejection_reason,
  },
  {
    route: 'POST /api/spaces/{spaceId}/setup',
    field: 'notes',
    send: async (text) => {
      const response = await organizer.browser.upload(`/api/spaces/${spaceId}/setup`, await setupForm('shelf', text));
      // The analysis it queues writes the space's tasks: the rows after this one preview and apply an edit of
      // them, which a write in between makes stale (409).
      if (response.status === 202) await analysisFinished(harness, spaceId);
      return response;
    },
    kept: async () => undefined,
  },
  {
    route: 'POST /api/feedback',
    field: 'feedback_text',
    send: (text) => organizer.browser.post('/api/feedback', { feedback_text: text, category: 'general' }),
    kept: async () => undefined,
  },
  {
    route: 'POST /api/spaces/{spaceId}/coach/subtasks',
    field: 'taskDescription',
    send: (text) =>
      organizer.browser.post(`/api/spaces/${spaceId}/coach/subtasks`, {
        taskDescription: text,
        targetTime: 15,
        difficulty: 'easy',
      }),
    kept: async () => undefined,
  },
  {
    route: 'POST /api/spaces/{spaceId}/coach/edit-tasks',
    field: 'prompt',
    send: (text) => organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: text }),
    kept: async () => undefined,
  },
  {
    route: 'POST /api/spaces/{spaceId}/coach/edit-tasks/apply',
    field: 'tasks.0.description',
    send: async (text) => {
      const { proposal } = await json<{ proposal: { basis: string; tasks: unknown[] } }>(
        await organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'make them shorter' }),
      );
      const lines = { title: 'Line test', description: text, category: 'clean', priority: 1, estimated_time: 5 };
      return organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, {
        basis: proposal.basis,
        tasks: [lines, ...proposal.tasks],
      });
    },
    kept: async (response) =>
      (await json<{ tasks: { title: string; description: string }[] }>(response)).tasks.find(
        (task) => task.title === 'Line test',
      )?.description,
  },
];

const BROKEN_LINES = ['A\r\nB', 'A\u0000B', 'A\u2028B'];

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, child] = (await Promise.all(
    ['Orla Lines', 'Cleo Lines'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person];
  const created = await organizer.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
  spaceId = (await json<{ spaces: { id: string }[] }>(created)).spaces[0]!.id;
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role: 'child' }),
  );
  expect((await child.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
  const { areas } = await json<{ areas: { id: string }[] }>(
    await organizer.browser.get(`/api/spaces/${spaceId}/areas?today=${today}`),
  );
  areaId = areas[0]!.id;
});
afterAll(() => harness?.close());

describe('one-line fields', () => {
  it.each(
    SINGLE_LINE_FIELDS.flatMap((field) => BROKEN_LINES.map((text) => [field.route, field.field, text, field] as const)),
  )('%s %s refuses %j with 400, naming the field', async (_route, name, text, field) => {
    const response = await field.send(text);
    expect(response.status).toBe(400);
    expect(await json<ErrorJson>(response)).toMatchObject({
      error: { code: 'invalid_input', message: `${name}: Use a single line without control characters.` },
    });
  });

  it.each(
    EMAIL_FIELDS.flatMap((field) => BROKEN_LINES.map((text) => [field.route, field.field, text, field] as const)),
  )('%s %s refuses %j as not an e-mail address', async (_route, name, text, field) => {
    const response = await field.send(text);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe(`${name}: Enter a valid email address.`);
  });
});

describe('longer texts', () => {
  it.each(MULTI_LINE_FIELDS.map((field) => [field.route, field.field, field] as const))(
    '%s %s keeps its line breaks',
    async (_route, _name, field) => {
      const response = await field.send('line one\nline two');
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      const kept = await field.kept(response);
      if (kept !== undefined) expect(kept).toBe('line one\nline two');
    },
  );

  it.each(MULTI_LINE_FIELDS.map((field) => [field.route, field.field, field] as const))(
    '%s %s refuses NUL with 400, naming the field',
    async (_route, name, field) => {
      const response = await field.send('line one\u0000line two');
      expect(response.status).toBe(400);
      expect(await json<ErrorJson>(response)).toMatchObject({
        error: {
          code: 'invalid_input',
          message: `${name}: Use text without control characters (line breaks are fine).`,
        },
      });
    },
  );
});
