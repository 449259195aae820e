import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
let organizer: Person;
let parent: Person;
let child: Person;
let stranger: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type Suggestion = { title: string; description: string; category: string; priority: number; estimated_time: number; points: number };
type SpaceTask = { id: string; title: string; estimated_time: number; is_completed: boolean; assignment: unknown };
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;
const total = (tasks: { estimated_time: number }[]) => tasks.reduce((sum, task) => sum + task.estimated_time, 0);

async function join(person: Person, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(await organizer.browser.post('/api/invites', { space_id: spaceId, role }));
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

async function spaceTaskList(person: Person = organizer) {
  return (await json<{ tasks: SpaceTask[] }>(await person.browser.get(`/api/spaces/${spaceId}/space-tasks`))).tasks;
}

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, parent, child, stranger] = (await Promise.all(
    ['Orla Organizer', 'Pat Parent', 'Cleo Child', 'Stu Stranger'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person, Person];
  const { spaces } = await json<{ spaces: { id: string }[] }>(
    await organizer!.browser.post('/api/home', { spaces: [{ name: 'Study', space_type: 'office' }] }),
  );
  spaceId = spaces[0]!.id;
  await join(parent!, 'parent');
  await join(child!, 'child');
});
afterAll(() => harness.close());

describe('the AI task planner and subtasks', () => {
  it.each([15, 30, 45])('plans about %i minutes of tasks, with points max(priority×5, 5)', async (targetTime) => {
    const response = await child.browser.post(`/api/spaces/${spaceId}/coach/subtasks`, { targetTime, difficulty: 'medium', category: 'declutter' });
    expect(response.status).toBe(200);
    const { subtasks } = await json<{ subtasks: Suggestion[] }>(response);
    expect(subtasks.length).toBeGreaterThan(0);
    expect(total(subtasks)).toBeGreaterThanOrEqual(targetTime * 0.8);
    expect(total(subtasks)).toBeLessThanOrEqual(targetTime * 1.2);
    for (const task of subtasks) expect(task.points).toBe(Math.max(task.priority * 5, 5));
  });

  it('breaks down a task described in the person\'s own words', async () => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/coach/subtasks`, {
      taskDescription: 'clear the desk and sort the paper',
      targetTime: 15,
      difficulty: 'easy',
    });
    const { subtasks } = await json<{ subtasks: Suggestion[] }>(response);
    expect(subtasks.length).toBeGreaterThan(0);
    expect(subtasks.map((task) => `${task.title} ${task.description}`).join(' ').toLowerCase()).toMatch(/desk|paper/);
  });

  it.each([
    [{ targetTime: 4, difficulty: 'easy' }, 'targetTime: Choose a time from 5 to 120 minutes.'],
    [{ targetTime: 15.5, difficulty: 'easy' }, 'targetTime: Choose a time from 5 to 120 minutes.'],
    [{ targetTime: 15, difficulty: 'extreme' }, 'difficulty: Choose easy, medium, hard.'],
    [{ targetTime: 15, difficulty: 'easy', category: 'juggle' }, 'category: Choose declutter, organize, clean, rearrange.'],
    [{ targetTime: 15, difficulty: 'easy', taskDescription: 'x'.repeat(501) }, 'taskDescription: Keep it under 500 characters.'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/coach/subtasks`, body);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });

  it('is not for strangers', async () => {
    const response = await stranger.browser.post(`/api/spaces/${spaceId}/coach/subtasks`, { targetTime: 15, difficulty: 'easy' });
    expect(response.status).toBe(404);
  });
});

describe('quick wins', () => {
  it('gives 2–5 minute ideas worth 6–12 points, which can be added as daily tasks', async () => {
    const response = await child.browser.post(`/api/spaces/${spaceId}/coach/quick-wins`, { date: today });
    expect(response.status).toBe(200);
    const { tasks } = await json<{ tasks: Suggestion[] }>(response);
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    for (const task of tasks) {
      expect(task.estimated_time).toBeGreaterThanOrEqual(2);
      expect(task.estimated_time).toBeLessThanOrEqual(5);
      expect(task.points).toBeGreaterThanOrEqual(6);
      expect(task.points).toBeLessThanOrEqual(12);
    }
    const idea = tasks.find((task) => task.estimated_time < 5) ?? tasks[0]!;
    const added = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
      date: today,
      origin: 'coach',
      tasks: [{ title: idea.title, description: idea.description, estimated_time: idea.estimated_time, points: idea.points }],
    });
    expect(added.status).toBe(201);

    // Today's tasks are not suggested again.
    const again = await json<{ tasks: Suggestion[] }>(await child.browser.post(`/api/spaces/${spaceId}/coach/quick-wins`, { date: today }));
    expect(again.tasks.map((task) => task.title)).not.toContain(idea.title);
  });

  it('your own tasks still take at least 5 minutes', async () => {
    const response = await child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title: 'Quick one', estimated_time: 2 }] });
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toBe('tasks.0.estimated_time: Time must be a whole number from 5 to 480 minutes.');
  });
});

describe('edit tasks by prompt', () => {
  it('shortens the open tasks, once applied, and leaves assigned and finished ones alone', async () => {
    const before = await spaceTaskList();
    const [assigned, done] = before;
    expect((await organizer.browser.post(`/api/space-tasks/${assigned!.id}/assign`, { assigned_to: child.userId })).status).toBe(201);
    expect((await organizer.browser.patch(`/api/space-tasks/${done!.id}`, { is_completed: true })).status).toBe(200);
    const open = before.filter((task) => task.id !== assigned!.id && task.id !== done!.id);
    // Give the open tasks some length to shorten.
    for (const task of open) await harness.database.db.update(spaceTasks).set({ estimatedTime: 20 }).where(eq(spaceTasks.id, task.id));

    const response = await parent.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'Make them shorter please' });
    expect(response.status).toBe(200);
    const preview = await json<{ understood: boolean; message: string; proposal: { basis: string; tasks: { id?: string }[] } }>(response);
    expect(preview.understood).toBe(true);
    expect(preview.message.length).toBeGreaterThan(0);
    // Only open, unassigned tasks are the coach's to change.
    expect(preview.proposal.tasks.map((task) => task.id)).not.toContain(assigned!.id);
    expect(preview.proposal.tasks.map((task) => task.id)).not.toContain(done!.id);

    const applied = await parent.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, preview.proposal);
    expect(applied.status).toBe(200);
    const after = (await json<{ tasks: SpaceTask[] }>(applied)).tasks;
    expect(after.find((task) => task.id === assigned!.id)).toMatchObject({ title: assigned!.title, estimated_time: assigned!.estimated_time });
    expect(after.find((task) => task.id === done!.id)).toMatchObject({ title: done!.title, is_completed: true });
    const openAfter = after.filter((task) => task.id !== assigned!.id && task.id !== done!.id);
    expect(total(openAfter)).toBeLessThan(20 * open.length);
    expect(await spaceTaskList(child)).toEqual(after);
  });

  it('says so, and proposes nothing, when it does not understand', async () => {
    const before = await spaceTaskList();
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'qwerty zxcvb' });
    const result = await json<{ understood: boolean; message: string; proposal: unknown; changes: Record<string, unknown[]> }>(response);
    expect(result.understood).toBe(false);
    expect(result.message).toMatch(/didn't understand/);
    expect(result.proposal).toBeNull();
    expect(result.changes).toEqual({ added: [], changed: [], removed: [] });
    expect(await spaceTaskList()).toEqual(before);
  });

  it.each([
    ['an empty prompt', { prompt: '   ' }, 400, 'Please describe how to change the tasks.'],
    ['no prompt', {}, 400, 'Please describe how to change the tasks.'],
  ])('refuses %s', async (_name, body, status, message) => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, body);
    expect(response.status).toBe(status);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });

  it('is for organizers and parents', async () => {
    expect((await child.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'shorter' })).status).toBe(403);
    expect((await stranger.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'shorter' })).status).toBe(404);
  });
});

describe('daily motivation', () => {
  it("gives a quote, a tip and an encouragement that counts today's completed tasks", async () => {
    const first = await json<{ quote: string; dailyTip: string; aiEncouragement: string; tasksCompleted: number }>(
      await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}`),
    );
    expect(first.quote.length).toBeGreaterThan(0);
    expect(first.dailyTip.length).toBeGreaterThan(0);
    expect(first.aiEncouragement.length).toBeGreaterThan(0);
    expect(first.tasksCompleted).toBe(0);

    const { tasks } = await json<{ tasks: { id: string }[] }>(
      await organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title: 'Sort the pens' }] }),
    );
    await organizer.browser.post(`/api/daily-tasks/${tasks[0]!.id}/complete`);
    const second = await json<{ quote: string; tasksCompleted: number }>(await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}`));
    expect(second.tasksCompleted).toBe(1);
    expect(second.quote).toBe(first.quote);
  });

  it('gives a different quote and tip when asked again with the cards shown', async () => {
    type Card = { quote: string; dailyTip: string; key: string | null };
    const first = await json<Card>(await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}`));
    expect(first.key).toMatch(/^q\d+-t\d+-e\d$/);
    const again = await json<Card>(await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}&shown=${first.key}`));
    expect(again.quote).not.toBe(first.quote);
    expect(again.dailyTip).not.toBe(first.dailyTip);
    const third = await json<Card>(
      await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}&shown=${first.key},${again.key}`),
    );
    expect([first.quote, again.quote]).not.toContain(third.quote);
    expect([first.dailyTip, again.dailyTip]).not.toContain(third.dailyTip);
  });

  it('turns away shown cards that are not keys', async () => {
    const response = await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=${today}&shown=${encodeURIComponent('"Well begun"')}`);
    expect(response.status).toBe(400);
  });

  it('needs a date that is today', async () => {
    expect((await organizer.browser.get(`/api/spaces/${spaceId}/motivation?date=2001-01-01`)).status).toBe(400);
    expect((await organizer.browser.get(`/api/spaces/${spaceId}/motivation`)).status).toBe(400);
  });
});
