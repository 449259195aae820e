import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

// Today across every space of a person: exactly their own items, from the spaces they belong to, and the
// reviews only of spaces they review; nothing of anyone else's spaces.

type Item = {
  kind: 'daily' | 'assignment' | 'upkeep' | 'chore';
  id: string;
  space: { id: string; name: string };
  title: string;
  state: string;
  points: number | null;
  points_awarded: number | null;
  overdue: boolean;
  daily: { id: string } | null;
  due_on: string | null;
  chore: { id: string; open: boolean; nudged_at: string | null } | null;
};
type Today = {
  date: string;
  spaces: {
    id: string;
    name: string;
    role: string;
    can_review: boolean;
    can_manage_rewards: boolean;
    points: number;
    chores_to_review: number;
    reward_requests: number;
  }[];
  counts: { reviews: number; assigned: number; chores_to_review: number; reward_requests: number };
  items: Item[];
  reviews: { kind: string; id: string; space: { id: string }; title: string; submitter: { full_name: string } }[];
  suggestions: { id: string; space: { id: string }; title: string; estimated_time: number; points: number }[];
};

let harness: TestApp;
let organizer: Person;
let child: Person;
let stranger: Person;
let kitchen: string;
let bedroom: string;
let strangersSpace: string;
const today = new Date().toISOString().slice(0, 10);

const json = async <T>(response: Response) => (await response.json()) as T;
const todayOf = async (person: Person) => {
  const response = await person.browser.get(`/api/today?date=${today}`);
  expect(response.status).toBe(200);
  return json<Today>(response);
};

async function createSpaces(person: Person, spaces: { name: string; space_type: string }[]) {
  const response = await person.browser.post('/api/home', { spaces, today });
  expect(response.status).toBe(201);
  return (await json<{ spaces: { id: string; name: string }[] }>(response)).spaces;
}

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, child, stranger] = (await Promise.all(
    ['Orla Organizer', 'Cleo Child', 'Stu Stranger'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person];
  const created = await createSpaces(organizer, [
    { name: 'Kitchen', space_type: 'kitchen' },
    { name: 'Bedroom', space_type: 'bedroom' },
  ]);
  kitchen = created.find((space) => space.name === 'Kitchen')!.id;
  bedroom = created.find((space) => space.name === 'Bedroom')!.id;
  strangersSpace = (await createSpaces(stranger, [{ name: 'Shed', space_type: 'garage' }]))[0]!.id;
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: kitchen, role: 'child' }),
  );
  expect((await child.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
});
afterAll(() => harness.close());

describe('Today', () => {
  it('gives a new household its starter tasks as things to do today, in every space, and nothing of others', async () => {
    const mine = await todayOf(organizer);
    const daily = mine.items.filter((item) => item.kind === 'daily');
    expect(daily).toHaveLength(6);
    expect(new Set(daily.map((item) => item.space.id))).toEqual(new Set([kitchen, bedroom]));
    expect(daily.every((item) => item.state === 'to_do')).toBe(true);
    expect(mine.spaces.map((space) => space.name)).toEqual(['Bedroom', 'Kitchen']);
    expect(JSON.stringify(mine)).not.toContain(strangersSpace);
    // The space's own list of today's tasks shows the same three: one set of daily tasks, two screens.
    const inSpace = await json<{ tasks: { id: string }[] }>(
      await organizer.browser.get(`/api/spaces/${kitchen}/daily-tasks?date=${today}`),
    );
    expect(inSpace.tasks.map((task) => task.id).sort()).toEqual(
      daily.filter((item) => item.space.id === kitchen).map((item) => item.id).sort(),
    );
  });

  it('ticks the plan task off when its starter daily task is done, and back', async () => {
    const item = (await todayOf(organizer)).items.find((entry) => entry.kind === 'daily' && entry.space.id === kitchen)!;
    expect((await organizer.browser.post(`/api/daily-tasks/${item.id}/complete`)).status).toBe(200);
    const progress = async () =>
      (await json<{ progress: { completed: number; total: number } }>(await organizer.browser.get(`/api/spaces/${kitchen}`)))
        .progress;
    expect(await progress()).toEqual({ completed: 1, total: 3 });
    expect((await todayOf(organizer)).items.find((entry) => entry.id === item.id)!.state).toBe('done');
    expect((await organizer.browser.post(`/api/daily-tasks/${item.id}/uncomplete`)).status).toBe(200);
    expect(await progress()).toEqual({ completed: 0, total: 3 });
  });

  it("shows a child only their own: the assignment given to them, counted, and none of the organizer's tasks", async () => {
    const { tasks } = await json<{ tasks: { id: string; title: string }[] }>(
      await organizer.browser.get(`/api/spaces/${kitchen}/space-tasks`),
    );
    const assigned = await organizer.browser.post(`/api/space-tasks/${tasks[1]!.id}/assign`, { assigned_to: child.userId });
    expect(assigned.status).toBe(201);
    const childsDay = await todayOf(child);
    expect(childsDay.spaces.map((space) => space.id)).toEqual([kitchen]);
    expect(childsDay.items.map((item) => [item.kind, item.title, item.state])).toEqual(
      expect.arrayContaining([['assignment', tasks[1]!.title, 'to_do']]),
    );
    expect(childsDay.items.filter((item) => item.kind === 'daily')).toEqual([]);
    expect(childsDay.counts).toEqual({ reviews: 0, assigned: 1, chores_to_review: 0, reward_requests: 0 });
    expect(childsDay.reviews).toEqual([]);
  });

  it("lets the organizer review from Today what the child sent, with the same rules and points", async () => {
    const assignment = (await todayOf(child)).items.find((item) => item.kind === 'assignment')!;
    expect((await child.browser.post(`/api/assignments/${assignment.id}/submit`)).status).toBe(200);
    const added = await json<{ tasks: { id: string }[] }>(
      await child.browser.post(`/api/spaces/${kitchen}/daily-tasks`, { date: today, tasks: [{ title: 'Feed the cat' }] }),
    );
    expect((await child.browser.post(`/api/daily-tasks/${added.tasks[0]!.id}/submit`)).status).toBe(200);

    const organizersDay = await todayOf(organizer);
    expect(organizersDay.counts.reviews).toBe(2);
    expect(organizersDay.reviews.map((review) => [review.kind, review.title, review.submitter.full_name]).sort()).toEqual(
      [
        ['assignment', assignment.title, 'Cleo Child'],
        ['daily', 'Feed the cat', 'Cleo Child'],
      ].sort(),
    );
    const daily = organizersDay.reviews.find((review) => review.kind === 'daily')!;
    expect((await organizer.browser.post(`/api/daily-tasks/${daily.id}/approve`, { points: 15 })).status).toBe(200);

    const childsDay = await todayOf(child);
    const approved = childsDay.items.find((item) => item.id === daily.id)!;
    expect(approved).toMatchObject({ state: 'approved', points_awarded: 15 });
    expect(childsDay.items.find((item) => item.id === assignment.id)!.state).toBe('waiting');
    expect(childsDay.counts.assigned).toBe(0);
    expect((await todayOf(organizer)).counts.reviews).toBe(1);
  });

  it('offers a few small plan tasks on an empty day, one tap to add, and not twice', async () => {
    // The stranger's day: finish the three starter tasks (their own space: approved as they submit), then the day is empty.
    for (const item of (await todayOf(stranger)).items.filter((entry) => entry.kind === 'daily')) {
      expect((await stranger.browser.post(`/api/daily-tasks/${item.id}/submit`)).status).toBe(200);
    }
    // Upkeep is chores of the space's areas (decision 021).
    await harness.database.db.execute(sql`delete from chores where space_id = ${strangersSpace} and area is not null`);
    const empty = await todayOf(stranger);
    expect(empty.items.every((item) => item.state === 'approved')).toBe(true);
    // Every plan task is on today's list already (the starter tasks): nothing is suggested twice.
    expect(empty.suggestions).toEqual([]);
    // A new task in the space's plan (as the coach adds them): now it is offered.
    await harness.database.db.execute(
      sql`insert into space_tasks (space_id, title, category, priority, estimated_time, order_index)
          values (${strangersSpace}, 'Sweep the floor', 'clean', 2, 5, 9)`,
    );
    const next = await todayOf(stranger);
    expect(next.suggestions.map((entry) => [entry.title, entry.estimated_time, entry.points, entry.space.id])).toEqual([
      ['Sweep the floor', 5, 10, strangersSpace],
    ]);
    const pick = next.suggestions[0]!;
    const body = {
      date: today,
      tasks: [{ title: pick.title, estimated_time: pick.estimated_time, points: pick.points, space_task_id: pick.id }],
    };
    expect((await stranger.browser.post(`/api/spaces/${strangersSpace}/daily-tasks`, body)).status).toBe(201);
    const again = await stranger.browser.post(`/api/spaces/${strangersSpace}/daily-tasks`, body);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe("This task is already on today's list.");
    const after = await todayOf(stranger);
    expect(after.suggestions).toEqual([]);
    expect(after.items.find((item) => item.title === 'Sweep the floor')!.state).toBe('to_do');
  });

  it("refuses a plan task of another space, and a date that is not today", async () => {
    const { tasks } = await json<{ tasks: { id: string }[] }>(
      await organizer.browser.get(`/api/spaces/${kitchen}/space-tasks`),
    );
    const foreign = await stranger.browser.post(`/api/spaces/${strangersSpace}/daily-tasks`, {
      date: today,
      tasks: [{ title: 'Not mine', space_task_id: tasks[0]!.id }],
    });
    expect(foreign.status).toBe(400);
    expect((await organizer.browser.get('/api/today?date=2001-01-01')).status).toBe(400);
    expect((await organizer.browser.get('/api/today')).status).toBe(400);
  });

  it('shows upkeep that is due in the spaces of those who keep them, spread over its interval', async () => {
    // Opening the areas starts the space's upkeep (first due dates spread over each interval).
    const areas = await organizer.browser.get(`/api/spaces/${kitchen}/areas?today=${today}`);
    expect(areas.status).toBe(200);
    const upkeep = (await todayOf(organizer)).items.filter((item) => item.kind === 'upkeep');
    for (const item of upkeep) expect(item.space.id).toBe(kitchen);
    const childsUpkeep = (await todayOf(child)).items.filter((item) => item.kind === 'upkeep');
    expect(childsUpkeep.map((item) => item.id)).toEqual(upkeep.map((item) => item.id));
  });

  it("puts a child's chore turn and an open chore on their Today, none on a guest's, and what waits on the organizer's", async () => {
    const guest = await signedUpPerson(harness, 'Gus Guest');
    const { invite } = await json<{ invite: { id: string } }>(
      await organizer.browser.post('/api/invites', { space_id: kitchen, role: 'guest' }),
    );
    expect((await guest.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
    const addChore = async (title: string, points: number, assignment: object) => {
      const response = await organizer.browser.post(`/api/spaces/${kitchen}/chores`, {
        title,
        points,
        estimated_time: 10,
        rule: { kind: 'every_n_days', interval: 1 },
        starts_on: today,
        assignment,
      });
      expect(response.status).toBe(201);
      return (await json<{ chore: { id: string } }>(response)).chore.id;
    };
    const dishes = await addChore('Empty the dishwasher', 10, { mode: 'one', member: child.userId });
    const plants = await addChore('Water the plants', 5, { mode: 'open' });

    const chores = (day: Today) => day.items.filter((item) => item.kind === 'chore');
    const childsChores = chores(await todayOf(child));
    expect(childsChores.map((item) => [item.title, item.state, item.points, item.due_on, item.overdue, item.chore])).toEqual(
      [
        ['Empty the dishwasher', 'to_do', 10, today, false, { id: dishes, open: false, nudged_at: null, nudged_by: null }],
        ['Water the plants', 'to_do', 5, today, false, { id: plants, open: true, nudged_at: null, nudged_by: null }],
      ],
    );
    expect(childsChores.every((item) => item.space.id === kitchen)).toBe(true);
    // Guests are visiting: no turns, and open chores are not theirs to take.
    expect(chores(await todayOf(guest))).toEqual([]);
    // The organizer does chores too: the open one is on their day, the child's turn is not.
    expect(chores(await todayOf(organizer)).map((item) => item.title)).toEqual(['Water the plants']);

    const turn = childsChores.find((item) => item.chore!.id === dishes)!;
    expect((await child.browser.post(`/api/chore-occurrences/${turn.id}/complete`)).status).toBe(200);
    expect(chores(await todayOf(child)).map((item) => item.title)).toEqual(['Water the plants']);

    // Points to spend, a reward, and the child asks for it: one request for the organizer to answer.
    // The child has 15 already: "Feed the cat", approved above.
    expect((await todayOf(child)).spaces.map((space) => space.points)).toEqual([15]);
    const adjusted = await organizer.browser.post(`/api/spaces/${kitchen}/points/adjustments`, {
      user_id: child.userId,
      points: 20,
      reason: 'Pocket money',
    });
    expect(adjusted.status).toBe(201);
    const reward = await json<{ reward: { id: string } }>(
      await organizer.browser.post(`/api/spaces/${kitchen}/rewards`, { title: 'Movie night', cost: 15 }),
    );
    expect((await child.browser.post(`/api/rewards/${reward.reward.id}/requests`, { note: '' })).status).toBe(201);

    const organizersDay = await todayOf(organizer);
    expect(organizersDay.counts).toMatchObject({ chores_to_review: 1, reward_requests: 1 });
    expect(
      organizersDay.spaces.map((space) => [space.name, space.points, space.can_manage_rewards, space.chores_to_review, space.reward_requests]),
    ).toEqual([
      ['Bedroom', 0, true, 0, 0],
      ['Kitchen', 0, true, 1, 1],
    ]);
    const childsDay = await todayOf(child);
    expect(childsDay.counts).toMatchObject({ chores_to_review: 0, reward_requests: 0 });
    // A pending request spends nothing until it is approved.
    expect(childsDay.spaces).toEqual([expect.objectContaining({ id: kitchen, points: 35, can_manage_rewards: false })]);

    // Approving the turn awards its points: the child's balance grows, and nothing waits any more.
    const [submitted] = (
      await json<{ occurrences: { id: string }[] }>(await organizer.browser.get(`/api/spaces/${kitchen}/chore-occurrences/submitted`))
    ).occurrences;
    expect((await organizer.browser.post(`/api/chore-occurrences/${submitted!.id}/approve`)).status).toBe(200);
    expect((await todayOf(child)).spaces[0]!.points).toBe(45);
    expect((await todayOf(organizer)).counts.chores_to_review).toBe(0);
  });

  it('forgets a space the moment the person leaves it', async () => {
    await harness.database.db.execute(
      sql`delete from user_roles where user_id = ${child.userId} and space_id = ${kitchen}`,
    );
    const childsDay = await todayOf(child);
    expect(childsDay).toMatchObject({ spaces: [], items: [], reviews: [], suggestions: [], counts: { reviews: 0, assigned: 0 } });
  });

  it('needs a session', async () => {
    expect((await testBrowser(harness).get(`/api/today?date=${today}`)).status).toBe(401);
    expect((await testBrowser(harness).get('/api/events')).status).toBe(401);
  });
});
