import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, userPoints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
let organizer: Person;
let secondOrganizer: Person;
let child: Person;
let stranger: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type Daily = { id: string; submission_status: string; is_completed: boolean; rejection_reason: string | null; points_awarded: number | null };
type SpaceTask = { id: string; title: string; priority: number; estimated_time: number; assignment: null | { id: string; status: string; rejection_reason: string | null } };
type ErrorJson = { error: { code: string; message: string } };

const json = async <T>(response: Response) => (await response.json()) as T;

async function addTask(person: Person, task: object = { title: 'Wipe the counters' }) {
  const response = await person.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [task] });
  expect(response.status).toBe(201);
  return (await json<{ tasks: Daily[] }>(response)).tasks[0]!;
}

async function pointsOf(person: Person) {
  const detail = await json<{ my_points: number }>(await person.browser.get(`/api/spaces/${spaceId}`));
  return detail.my_points;
}

async function join(person: Person, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(await organizer.browser.post('/api/invites', { space_id: spaceId, role }));
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, secondOrganizer, child, stranger] = (await Promise.all(
    ['Orla Organizer', 'Otis Organizer', 'Cleo Child', 'Stu Stranger'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person, Person];
  const { spaces } = await json<{ spaces: { id: string }[] }>(await organizer!.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] }));
  spaceId = spaces[0]!.id;
  await join(child!, 'child');
  await join(secondOrganizer!, 'parent');
  await harness.database.db.execute(sql`update user_roles set role = 'organizer' where user_id = ${secondOrganizer!.userId}`);
});
afterAll(() => harness.close());

describe('the space detail', () => {
  it('shows members the space, their role, their points, the members and the progress', async () => {
    const detail = await json<{ space: { name: string }; role: string; my_points: number; members: { full_name: string }[]; progress: { total: number; completed: number } }>(
      await child.browser.get(`/api/spaces/${spaceId}`),
    );
    expect(detail).toMatchObject({ space: { name: 'Kitchen' }, role: 'child', my_points: 0, progress: { total: 3, completed: 0 } });
    expect(detail.members.map((member) => member.full_name)).toEqual(['Orla Organizer', 'Cleo Child', 'Otis Organizer']);
  });

  it("shows e-mail addresses only to organizers, who manage members; others see names and their own", async () => {
    type Members = { members: { full_name: string; email: string | null; is_you: boolean }[] };
    const byChild = await json<Members>(await child.browser.get(`/api/spaces/${spaceId}`));
    expect(byChild.members.map((member) => [member.full_name, member.email])).toEqual([
      ['Orla Organizer', null],
      ['Cleo Child', child.email],
      ['Otis Organizer', null],
    ]);
    const byOrganizer = await json<Members>(await organizer.browser.get(`/api/spaces/${spaceId}`));
    expect(byOrganizer.members.map((member) => member.email)).toEqual([organizer.email, child.email, secondOrganizer.email]);
  });

  it('answers a stranger 404 "Space not found"', async () => {
    const response = await stranger.browser.get(`/api/spaces/${spaceId}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Space not found' } });
  });
});

describe('daily tasks', () => {
  it('use the defaults of spec 02 §5 (30 minutes, 10 points) and list in the order added', async () => {
    const first = await addTask(child, { title: '  Clear the sink  ' });
    const second = await addTask(child, { title: 'Sort the spice rack', estimated_time: 5, points: 100 });
    const list = await json<{ tasks: (Daily & { title: string; estimated_time: number; points: number })[] }>(
      await child.browser.get(`/api/spaces/${spaceId}/daily-tasks?date=${today}`),
    );
    const mine = list.tasks.filter((task) => [first.id, second.id].includes(task.id));
    expect(mine.map((task) => [task.title, task.estimated_time, task.points, task.submission_status])).toEqual([
      ['Clear the sink', 30, 10, 'draft'],
      ['Sort the spice rack', 5, 100, 'draft'],
    ]);
    // Only your own: the organizer does not see the child's daily tasks in their list.
    const organizers = await json<{ tasks: Daily[] }>(await organizer.browser.get(`/api/spaces/${spaceId}/daily-tasks?date=${today}`));
    expect(organizers.tasks.find((task) => task.id === first.id)).toBeUndefined();
  });

  it.each([
    [{ title: '   ' }, 'tasks.0.title: Please enter a task title.'],
    [{ title: 'x', estimated_time: 4 }, 'tasks.0.estimated_time: Time must be a whole number from 5 to 480 minutes.'],
    [{ title: 'x', estimated_time: 481 }, 'tasks.0.estimated_time: Time must be a whole number from 5 to 480 minutes.'],
    [{ title: 'x', points: 0 }, 'tasks.0.points: Points must be a whole number from 1 to 100.'],
    [{ title: 'x', points: 101 }, 'tasks.0.points: Points must be a whole number from 1 to 100.'],
    [{ title: 'x', points: 'ten' }, 'tasks.0.points: Points must be a whole number from 1 to 100.'],
  ])('refuses %j', async (task, message) => {
    const response = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [task] });
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });

  it('refuses a date that is not today', async () => {
    const response = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: '2020-01-01', tasks: [{ title: 'x' }] });
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe('date: must be today');
  });

  it("approves an organizer's own task as they submit it, at its own points, and never at a number they pick", async () => {
    const added = await json<{ tasks: Daily[] }>(
      await organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title: 'Sort the mail', points: 7 }] }),
    );
    const task = added.tasks[0]!;
    const before = await pointsOf(organizer);
    const submitted = await json<{ task: Daily & { self_approved: boolean } }>(await organizer.browser.post(`/api/daily-tasks/${task.id}/submit`));
    expect(submitted.task).toMatchObject({ submission_status: 'approved', points_awarded: 7, self_approved: true });
    expect(await pointsOf(organizer)).toBe(before + 7);
    const queue = await json<{ items: { id: string }[] }>(await organizer.browser.get(`/api/spaces/${spaceId}/approvals`));
    expect(queue.items.some((item) => item.id === task.id)).toBe(false);
    const own = await organizer.browser.post(`/api/daily-tasks/${task.id}/approve`, { points: 100 });
    expect(own.status).toBe(403);
    expect((await json<ErrorJson>(own)).error.message).toBe('Your own tasks are approved as you submit them.');
    expect(await pointsOf(organizer)).toBe(before + 7);
  });

  it('go draft → completed → back → submitted → approved, with points once', async () => {
    const task = await addTask(child);
    const complete = await json<{ task: Daily }>(await child.browser.post(`/api/daily-tasks/${task.id}/complete`));
    expect(complete.task).toMatchObject({ is_completed: true, submission_status: 'draft' });
    const undone = await json<{ task: Daily }>(await child.browser.post(`/api/daily-tasks/${task.id}/uncomplete`));
    expect(undone.task).toMatchObject({ is_completed: false, submission_status: 'draft' });
    const submitted = await json<{ task: Daily }>(await child.browser.post(`/api/daily-tasks/${task.id}/submit`));
    expect(submitted.task).toMatchObject({ is_completed: true, submission_status: 'submitted' });
    expect((await child.browser.post(`/api/daily-tasks/${task.id}/uncomplete`)).status).toBe(409);

    const queue = await json<{ items: { id: string; submitter: { full_name: string } }[] }>(await organizer.browser.get(`/api/spaces/${spaceId}/approvals`));
    expect(queue.items.find((item) => item.id === task.id)?.submitter.full_name).toBe('Cleo Child');

    const before = await pointsOf(child);
    const approved = await organizer.browser.post(`/api/daily-tasks/${task.id}/approve`, { points: 15 });
    expect(approved.status).toBe(200);
    expect((await json<{ task: Daily }>(approved)).task).toMatchObject({ submission_status: 'approved', points_awarded: 15 });
    expect(await pointsOf(child)).toBe(before + 15);

    const again = await organizer.browser.post(`/api/daily-tasks/${task.id}/approve`, { points: 15 });
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.message).toBe('Only submitted tasks can be reviewed.');
    expect(await pointsOf(child)).toBe(before + 15);
  });

  it('approves with the default 10 points when none are given', async () => {
    const task = await addTask(child);
    await child.browser.post(`/api/daily-tasks/${task.id}/submit`);
    const before = await pointsOf(child);
    await organizer.browser.post(`/api/daily-tasks/${task.id}/approve`);
    expect(await pointsOf(child)).toBe(before + 10);
  });

  it('awards once when two organizers approve at the same moment', async () => {
    const task = await addTask(child);
    await child.browser.post(`/api/daily-tasks/${task.id}/submit`);
    const before = await pointsOf(child);
    const statuses = await Promise.all(
      [organizer, secondOrganizer, organizer, secondOrganizer].map(async (person) => (await person.browser.post(`/api/daily-tasks/${task.id}/approve`, { points: 7 })).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await pointsOf(child)).toBe(before + 7);
    const ledger = await harness.database.db.select().from(pointsLedger).where(eq(pointsLedger.dailyTaskId, task.id));
    expect(ledger).toHaveLength(1);
  });

  it('rejects with a reason the member sees, and lets them submit again', async () => {
    const task = await addTask(child);
    await child.browser.post(`/api/daily-tasks/${task.id}/submit`);
    const rejected = await organizer.browser.post(`/api/daily-tasks/${task.id}/reject`, { reason: 'The sink still has dishes in it' });
    expect(rejected.status).toBe(200);
    const list = await json<{ tasks: Daily[] }>(await child.browser.get(`/api/spaces/${spaceId}/daily-tasks?date=${today}`));
    expect(list.tasks.find((item) => item.id === task.id)).toMatchObject({
      submission_status: 'rejected',
      rejection_reason: 'The sink still has dishes in it',
    });
    expect((await child.browser.post(`/api/daily-tasks/${task.id}/submit`)).status).toBe(200);
  });

  it('lets only organizers review, and only members touch the space', async () => {
    const task = await addTask(child);
    await child.browser.post(`/api/daily-tasks/${task.id}/submit`);
    const byChild = await child.browser.post(`/api/daily-tasks/${task.id}/approve`, { points: 100 });
    expect(byChild.status).toBe(403);
    expect((await stranger.browser.post(`/api/daily-tasks/${task.id}/approve`)).status).toBe(404);
    expect((await stranger.browser.post(`/api/daily-tasks/${task.id}/complete`)).status).toBe(404);
    expect((await organizer.browser.post(`/api/daily-tasks/${task.id}/complete`)).status).toBe(404); // someone else's task
    expect((await child.browser.get(`/api/spaces/${spaceId}/approvals`)).status).toBe(403);
  });
});

describe('assignments', () => {
  it('go pending → submitted → rejected with a reason → submitted → approved with taskPoints, once', async () => {
    const { tasks } = await json<{ tasks: SpaceTask[] }>(await organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`));
    const task = tasks[0]!;
    expect((await organizer.browser.post(`/api/space-tasks/${task.id}/assign`, { assigned_to: organizer.userId })).status).toBe(400);
    expect((await organizer.browser.post(`/api/space-tasks/${task.id}/assign`, { assigned_to: stranger.userId })).status).toBe(400);
    expect((await child.browser.post(`/api/space-tasks/${task.id}/assign`, { assigned_to: organizer.userId })).status).toBe(403);

    const assigned = await organizer.browser.post(`/api/space-tasks/${task.id}/assign`, { assigned_to: child.userId });
    expect(assigned.status).toBe(201);
    const { assignment } = await json<{ assignment: { id: string; status: string; assignee_name: string } }>(assigned);
    expect(assignment).toMatchObject({ status: 'pending', assignee_name: 'Cleo Child' });

    expect((await organizer.browser.post(`/api/assignments/${assignment.id}/submit`)).status).toBe(404); // not theirs
    expect((await child.browser.post(`/api/assignments/${assignment.id}/submit`)).status).toBe(200);
    expect((await child.browser.post(`/api/assignments/${assignment.id}/submit`)).status).toBe(409);
    expect((await organizer.browser.post(`/api/assignments/${assignment.id}/reject`, { reason: 'Missed the top shelf' })).status).toBe(200);
    const afterReject = await json<{ tasks: SpaceTask[] }>(await child.browser.get(`/api/spaces/${spaceId}/space-tasks`));
    expect(afterReject.tasks.find((item) => item.id === task.id)?.assignment).toMatchObject({ status: 'rejected', rejection_reason: 'Missed the top shelf' });

    await child.browser.post(`/api/assignments/${assignment.id}/submit`);
    const before = await pointsOf(child);
    const statuses = await Promise.all([organizer, secondOrganizer].map(async (person) => (await person.browser.post(`/api/assignments/${assignment.id}/approve`)).status));
    expect(statuses.sort()).toEqual([200, 409]);
    // Spec 02 §9: calculate_task_points by priority and time.
    const expected = task.priority >= 4 ? 50 + Math.floor(task.estimated_time / 10) : task.priority === 3 ? 30 + Math.floor(task.estimated_time / 15) : task.priority === 2 ? 20 + Math.floor(task.estimated_time / 20) : 10 + Math.floor(task.estimated_time / 30);
    expect(await pointsOf(child)).toBe(before + expected);
    const finished = await json<{ tasks: (SpaceTask & { is_completed: boolean })[] }>(await child.browser.get(`/api/spaces/${spaceId}/space-tasks`));
    expect(finished.tasks.find((item) => item.id === task.id)).toMatchObject({ is_completed: true, assignment: { status: 'approved' } });
  });

  it('lets any member tick space tasks off and on', async () => {
    const { tasks } = await json<{ tasks: SpaceTask[] }>(await child.browser.get(`/api/spaces/${spaceId}/space-tasks`));
    const task = tasks[1]!;
    const done = await child.browser.patch(`/api/space-tasks/${task.id}`, { is_completed: true });
    expect((await json<{ task: { is_completed: boolean } }>(done)).task.is_completed).toBe(true);
    expect((await stranger.browser.patch(`/api/space-tasks/${task.id}`, { is_completed: true })).status).toBe(404);
  });
});

describe('the points ledger', () => {
  it('always adds up to user_points', async () => {
    const db = harness.database.db;
    const totals = await db
      .select({ userId: pointsLedger.userId, spaceId: pointsLedger.spaceId, sum: sql<number>`sum(${pointsLedger.points})::int` })
      .from(pointsLedger)
      .groupBy(pointsLedger.userId, pointsLedger.spaceId);
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) {
      const [row] = await db.select().from(userPoints).where(sql`${userPoints.userId} = ${total.userId} and ${userPoints.spaceId} = ${total.spaceId}`);
      expect(row?.points).toBe(total.sum);
    }
  });
});

describe('live updates', () => {
  it('streams a change in the space to a member watching it', async () => {
    const response = await organizer.browser.get(`/api/spaces/${spaceId}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 3_000;
      while (!text.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`no "${needle}" in: ${text}`);
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    const task = await addTask(child, { title: 'Live one' });
    await child.browser.post(`/api/daily-tasks/${task.id}/submit`);
    await readUntil(task.id);
    expect(text).toContain(`"what":"daily"`);
    await reader.cancel();
  });
});
