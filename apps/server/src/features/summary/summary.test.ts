import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tidy/domain/time';
import { summaryWeekOf } from '@tidy/domain/weekly-summary';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { earn } from '../points/service';

// History and the weekly summary as a household sees them. Ann organizes the kitchen; Ben is a parent, Cy a
// child, Gia a guest; Eve organizes another home. One week of real work (on the server's own clock): Cy's
// chore approved, Ann's own chore, Cy's daily task, Cy's reward, Ben's adjustment, Cy's upkeep of the fridge.

type Person_ = { user_id: string; full_name: string };
type Event = {
  id: string;
  kind: string;
  at: string;
  member: Person_;
  title: string;
  state: string | null;
  area: string | null;
  points: number | null;
  by: Person_ | null;
  self_approved: boolean;
};
type History = { member: string | null; members: Person_[]; events: Event[]; next_before: string | null };
type MemberWeek = {
  user_id: string;
  full_name: string;
  is_you: boolean;
  chores_done: number;
  tasks_approved: number | null;
  points_earned: number | null;
  points_spent: number | null;
};
type Summary = {
  week: { starts_on: string; ends_on: string; label: string; ongoing: boolean; previous: string; next: string | null };
  headlines: string[];
  spaces: {
    id: string;
    name: string;
    role: string;
    members: MemberWeek[];
    chores_overdue: number;
    rewards_redeemed: number;
    my_streak: { current: number; paused_today: boolean } | null;
  }[];
};
type ErrorJson = { error: { code: string; message: string } };

let harness: TestApp;
let ann: Person, ben: Person, cy: Person, gia: Person, eve: Person;
let kitchen: string;
const today = new Date().toISOString().slice(0, 10);

const json = async <T>(response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const historyOf = (viewer: Person, query = '') => viewer.browser.get(`/api/spaces/${kitchen}/history${query}`);
const summaryOf = (viewer: Person, query = '') => viewer.browser.get(`/api/summary${query}`);

async function expectError(response: Response, status: number, message: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(((await response.json()) as ErrorJson).error.message).toBe(message);
}

async function join(person: Person, role: string) {
  const { invite } = (await (await ann.browser.post('/api/invites', { space_id: kitchen, role })).json()) as {
    invite: { id: string };
  };
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

async function addChore(title: string, points: number, assignment: Record<string, unknown>, startsOn = today) {
  const response = await ann.browser.post(`/api/spaces/${kitchen}/chores`, {
    title,
    estimated_time: 10,
    points,
    rule: { kind: 'every_n_days', interval: 7 },
    starts_on: startsOn,
    assignment,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { chore: { id: string; current: { id: string } } }).chore;
}

const post = async (person: Person, path: string, body?: unknown, status = 200) => {
  const response = await person.browser.post(path, body);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return response.json() as Promise<Record<string, { id: string }>>;
};

/** What the list shows of each event, newest first: kind, whose, what, points. */
const shown = (history: History) =>
  history.events.map((event) => [event.kind, event.member.full_name, event.title, event.points]);

beforeAll(async () => {
  harness = await createTestApp();
  [ann, ben, cy, gia, eve] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Gia Guest', 'Eve Elsewhere'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person];
  const created = await ann.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
  kitchen = ((await created.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
  await eve.browser.post('/api/home', { spaces: [{ name: 'Loft', space_type: 'other' }] });
  await join(ben, 'parent');
  await join(cy, 'child');
  await join(gia, 'guest');

  // In order, so that the history's order is known. A chore started a week ago and never done is overdue.
  await addChore('Descale the kettle', 5, { mode: 'open' }, addDays(today, -7));
  const dishes = await addChore('Empty the dishwasher', 10, { mode: 'one', member: cy.userId });
  await post(cy, `/api/chore-occurrences/${dishes.current.id}/complete`);
  await post(ann, `/api/chore-occurrences/${dishes.current.id}/approve`);
  const plants = await addChore('Water the plants', 4, { mode: 'open' });
  await post(ann, `/api/chore-occurrences/${plants.current.id}/complete`);
  const { tasks } = (await (
    await cy.browser.post(`/api/spaces/${kitchen}/daily-tasks`, {
      date: today,
      tasks: [{ title: 'Wipe the counters' }],
    })
  ).json()) as { tasks: { id: string }[] };
  await post(cy, `/api/daily-tasks/${tasks[0]!.id}/submit`);
  await post(ann, `/api/daily-tasks/${tasks[0]!.id}/approve`, { points: 12 });
  const { reward } = await post(ann, `/api/spaces/${kitchen}/rewards`, { title: 'Movie night', cost: 15 }, 201);
  const { request } = await post(cy, `/api/rewards/${reward!.id}/requests`, { note: 'Friday?' }, 201);
  await post(ann, `/api/reward-requests/${request!.id}/approve`, { note: 'Enjoy' });
  await post(
    ann,
    `/api/spaces/${kitchen}/points/adjustments`,
    { user_id: ben.userId, points: 3, reason: 'Carried the shopping in' },
    201,
  );
  const { task } = await post(
    ann,
    `/api/spaces/${kitchen}/areas/fridge/tasks`,
    { name: 'Wipe the shelves', interval_days: 7, today },
    201,
  );
  await post(cy, `/api/upkeep-tasks/${task!.id}/complete`, { today });
  // A chore turn Cy finished and is waiting for review.
  const bins = await addChore('Take out the bins', 6, { mode: 'one', member: cy.userId });
  await post(cy, `/api/chore-occurrences/${bins.current.id}/complete`);
}, 180_000);

afterAll(() => harness?.close());

describe('the history of a space', () => {
  it("shows an organizer everything, newest first: who did what, and every point's movement", async () => {
    const history = await json<History>(await historyOf(ann));
    expect(shown(history)).toEqual([
      ['chore_done', 'Cy Child', 'Take out the bins', null],
      ['chore_done', 'Cy Child', 'Wipe the shelves', null],
      ['points_adjusted', 'Ben Parent', 'Carried the shopping in', 3],
      ['reward_redeemed', 'Cy Child', 'Movie night', -15],
      ['task_approved', 'Cy Child', 'Wipe the counters', 12],
      ['chore_done', 'Ann Organizer', 'Water the plants', 4],
      ['chore_done', 'Cy Child', 'Empty the dishwasher', 10],
    ]);
    const [bins, shelves, adjusted, , , plants, dishes] = history.events;
    expect(bins).toMatchObject({ state: 'submitted', by: null });
    expect(shelves).toMatchObject({ state: 'done', area: 'Fridge', by: null });
    expect(adjusted!.by).toEqual({ user_id: ann.userId, full_name: 'Ann Organizer' });
    expect(plants).toMatchObject({ state: 'approved', self_approved: true });
    expect(dishes).toMatchObject({ state: 'approved', self_approved: false, by: { full_name: 'Ann Organizer' } });
    expect(history.members.map((member) => member.full_name)).toEqual([
      'Ann Organizer',
      'Ben Parent',
      'Cy Child',
      'Gia Guest',
    ]);
    expect(history.next_before).toBeNull();
  });

  it("shows a child the household's done work, but only their own points, and not others' adjustments", async () => {
    const history = await json<History>(await historyOf(cy));
    expect(shown(history)).toEqual([
      ['chore_done', 'Cy Child', 'Take out the bins', null],
      ['chore_done', 'Cy Child', 'Wipe the shelves', null],
      ['reward_redeemed', 'Cy Child', 'Movie night', -15],
      ['task_approved', 'Cy Child', 'Wipe the counters', 12],
      ['chore_done', 'Ann Organizer', 'Water the plants', null],
      ['chore_done', 'Cy Child', 'Empty the dishwasher', 10],
    ]);
  });

  it("shows a parent and a guest the done work; a parent's own adjustment is theirs to see", async () => {
    expect(shown(await json<History>(await historyOf(ben)))).toEqual([
      ['chore_done', 'Cy Child', 'Take out the bins', null],
      ['chore_done', 'Cy Child', 'Wipe the shelves', null],
      ['points_adjusted', 'Ben Parent', 'Carried the shopping in', 3],
      ['chore_done', 'Ann Organizer', 'Water the plants', null],
      ['chore_done', 'Cy Child', 'Empty the dishwasher', null],
    ]);
    const guest = await json<History>(await historyOf(gia));
    expect(guest.events.map((event) => event.title)).toEqual([
      'Take out the bins',
      'Wipe the shelves',
      'Water the plants',
      'Empty the dishwasher',
    ]);
    expect(guest.events.every((event) => event.points === null)).toBe(true);
  });

  it("filters by a member: an organizer sees all of the child's, the child sees only the work of the organizer", async () => {
    const childsForAnn = await json<History>(await historyOf(ann, `?member=${cy.userId}`));
    expect(childsForAnn.member).toBe(cy.userId);
    expect(childsForAnn.events.map((event) => event.title)).toEqual([
      'Take out the bins',
      'Wipe the shelves',
      'Movie night',
      'Wipe the counters',
      'Empty the dishwasher',
    ]);
    const annsForCy = await json<History>(await historyOf(cy, `?member=${ann.userId}`));
    expect(shown(annsForCy)).toEqual([['chore_done', 'Ann Organizer', 'Water the plants', null]]);
    const childsForBen = await json<History>(await historyOf(ben, `?member=${cy.userId}`));
    expect(shown(childsForBen)).toEqual([
      ['chore_done', 'Cy Child', 'Take out the bins', null],
      ['chore_done', 'Cy Child', 'Wipe the shelves', null],
      ['chore_done', 'Cy Child', 'Empty the dishwasher', null],
    ]);
    expect((await json<History>(await historyOf(gia, `?member=${gia.userId}`))).events).toEqual([]);
  });

  it('pages newest first with nothing twice and nothing missed, also for entries of the same instant', async () => {
    // Two earnings in one transaction share its timestamp to the microsecond: only the id orders them.
    await harness.database.db.transaction(async (tx) => {
      for (const reason of ['Same instant one', 'Same instant two']) {
        await earn(tx, { userId: ben.userId, spaceId: kitchen, points: 1, reason, awardedBy: ann.userId });
      }
    });
    const whole = await json<History>(await historyOf(ann));
    expect(whole.events).toHaveLength(9);
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: History = await json<History>(await historyOf(ann, `?limit=2${before ? `&before=${before}` : ''}`));
      seen.push(...page.events.map((event) => event.id));
      before = page.next_before;
      pages += 1;
    } while (before && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toEqual(whole.events.map((event) => event.id));
  });

  it('refuses bad input with a clear message, and outsiders as if the space did not exist', async () => {
    await expectError(
      await historyOf(ann, '?before=yesterday'),
      400,
      'before: Use next_before from the previous page.',
    );
    await expectError(await historyOf(ann, '?limit=0'), 400, 'limit: Too small: expected number to be >=1');
    await expectError(await historyOf(ann, `?member=${eve.userId}`), 404, 'Member not found');
    await expectError(await historyOf(ann, '?member=nobody'), 404, 'Member not found');
    await expectError(await historyOf(eve), 404, 'Space not found');
    await expectError(await eve.browser.get('/api/spaces/not-a-space/history'), 404, 'Space not found');
    expect((await testBrowser(harness).get(`/api/spaces/${kitchen}/history`)).status).toBe(401);
  });
});

describe('the weekly summary', () => {
  const byName = (summary: Summary) =>
    Object.fromEntries(
      summary.spaces[0]!.members.map(({ full_name, user_id: _id, ...numbers }) => [full_name, numbers]),
    );

  it("gives an organizer this week's numbers for everyone, with the headlines", async () => {
    const summary = await json<Summary>(await summaryOf(ann));
    const week = summaryWeekOf(today);
    expect(summary.week).toMatchObject({ starts_on: week.startsOn, ends_on: week.endsOn, ongoing: true, next: null });
    expect(summary.week.previous).toBe(addDays(week.startsOn, -7));
    expect(summary.spaces).toHaveLength(1);
    expect(summary.spaces[0]).toMatchObject({
      name: 'Kitchen',
      role: 'organizer',
      chores_overdue: 1,
      rewards_redeemed: 1,
    });
    expect(summary.spaces[0]!.my_streak).toEqual({ current: 1, paused_today: false });
    // Ben's two same-instant points (the paging test) count too: 3 + 1 + 1.
    expect(byName(summary)).toEqual({
      'Ann Organizer': { is_you: true, chores_done: 1, tasks_approved: 0, points_earned: 4, points_spent: 0 },
      'Ben Parent': { is_you: false, chores_done: 0, tasks_approved: 0, points_earned: 5, points_spent: 0 },
      'Cy Child': { is_you: false, chores_done: 3, tasks_approved: 1, points_earned: 22, points_spent: 15 },
      'Gia Guest': { is_you: false, chores_done: 0, tasks_approved: 0, points_earned: 0, points_spent: 0 },
    });
    expect(summary.headlines).toEqual([
      'Your household has done 4 chores and 1 task so far.',
      'You have done 1 chore, and earned 4 points.',
      'Cy Child did the most chores: 3.',
      'Your chore streak is 1 day.',
      '1 chore is overdue now.',
      '1 reward was redeemed.',
    ]);
  });

  it("gives a child everyone's chores but only their own points, and a guest no streak", async () => {
    const child = await json<Summary>(await summaryOf(cy));
    expect(byName(child)).toEqual({
      'Cy Child': { is_you: true, chores_done: 3, tasks_approved: 1, points_earned: 22, points_spent: 15 },
      'Ann Organizer': { is_you: false, chores_done: 1, tasks_approved: null, points_earned: null, points_spent: null },
      'Ben Parent': { is_you: false, chores_done: 0, tasks_approved: null, points_earned: null, points_spent: null },
      'Gia Guest': { is_you: false, chores_done: 0, tasks_approved: null, points_earned: null, points_spent: null },
    });
    expect(child.headlines.slice(0, 3)).toEqual([
      'Your household has done 4 chores and 1 task so far.',
      'You have done 3 chores and 1 task, and earned 22 points.',
      'You did the most chores: 3.',
    ]);
    expect(child.headlines).toContain('You spent 15 points on rewards.');
    const guest = await json<Summary>(await summaryOf(gia));
    expect(guest.spaces[0]!.my_streak).toBeNull();
    expect(guest.spaces[0]!.rewards_redeemed).toBe(0);
    expect(guest.headlines).toContain('Nothing done by you yet: one small chore is a good start.');
  });

  it('reads an earlier week by any of its days, and has nothing for someone in no space', async () => {
    const lastWeek = summaryWeekOf(addDays(today, -7));
    const earlier = await json<Summary>(await summaryOf(ann, `?week=${addDays(lastWeek.startsOn, 3)}`));
    expect(earlier.week).toMatchObject({
      starts_on: lastWeek.startsOn,
      ongoing: false,
      next: summaryWeekOf(today).startsOn,
    });
    expect(byName(earlier)['Cy Child']).toMatchObject({ chores_done: 0, points_earned: 0 });
    // The streak and what is overdue are as they stand now, whichever week is read.
    expect(earlier.headlines).toEqual([
      'A quiet week: nothing was marked done.',
      'Your chore streak is 1 day.',
      '1 chore is overdue now.',
    ]);
    const stranger = await signedUpPerson(harness, 'Lou Alone');
    const empty = await json<Summary>(await summaryOf(stranger));
    expect(empty.spaces).toEqual([]);
    expect(empty.headlines).toEqual(['A quiet week so far: nothing has been marked done yet.']);
  });

  it('refuses a week that has not begun, a date that is not one, and no session', async () => {
    await expectError(
      await summaryOf(ann, `?week=${addDays(today, 8)}`),
      400,
      'week: Choose this week or an earlier one.',
    );
    await expectError(await summaryOf(ann, '?week=2026-02-30'), 400, 'week: Use a date like 2026-11-23.');
    await expectError(await summaryOf(ann, '?week=next'), 400, 'week: Use a date like 2026-11-23.');
    expect((await testBrowser(harness).get('/api/summary')).status).toBe(401);
  });
});
