import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, spaces, userPoints } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import type { SpaceEvent } from '../../platform/realtime/bus';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

// The rewards store as the household uses it. Each scenario gets a household of its own — Ann organizes,
// Ben is a parent, Cy a child, Gia a guest — so balances never leak between them. Lou belongs nowhere and
// Eve organizes another home. Points are earned the real way: a daily task, submitted and approved.

type Reward = {
  id: string;
  title: string;
  description: string;
  cost: number;
  weekly_limit: number | null;
  used_this_week: number;
  can_request: boolean;
  created_at: string;
};
type Store = {
  rewards: Reward[];
  balance: number;
  can_manage: boolean;
  can_review: boolean;
  parents_manage_rewards: boolean;
};
type Request = {
  id: string;
  reward_id: string;
  reward_title: string;
  user: { user_id: string; full_name: string };
  cost: number;
  status: 'pending' | 'approved' | 'declined' | 'cancelled';
  note: string;
  review_note: string;
  reviewed_by: { user_id: string; full_name: string } | null;
  reviewed_at: string | null;
  created_at: string;
  refunded: boolean;
  can_review: boolean;
};
type ErrorJson = { error: { code: string; message: string } };

const clock = adjustableClock();
let harness: TestApp;
let ann: Person, ben: Person, cy: Person, gia: Person, lou: Person, eve: Person;
let elsewhere: string;

const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => new Date().toISOString().slice(0, 10);

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = await json<ErrorJson>(response);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
}

async function spaceOf(owner: Person, name: string): Promise<string> {
  const { spaces: made } = await json<{ spaces: { id: string }[] }>(
    await owner.browser.post('/api/home', { spaces: [{ name, space_type: 'kitchen' }] }),
  );
  return made[0]!.id;
}

async function join(organizer: Person, person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

/** A new household: Ann's space with Ben (parent), Cy (child) and Gia (guest). */
async function household(): Promise<string> {
  const spaceId = await spaceOf(ann, 'Kitchen');
  await join(ann, ben, spaceId, 'parent');
  await join(ann, cy, spaceId, 'child');
  await join(ann, gia, spaceId, 'guest');
  return spaceId;
}

/** The person earns points the way the app gives them: their daily task, approved by the organizer. */
async function earn(person: Person, spaceId: string, points: number, organizer = ann) {
  const { tasks } = await json<{ tasks: { id: string }[] }>(
    await person.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
      date: today(),
      tasks: [{ title: 'Wipe the counters' }],
    }),
  );
  expect((await person.browser.post(`/api/daily-tasks/${tasks[0]!.id}/submit`)).status).toBe(200);
  expect((await organizer.browser.post(`/api/daily-tasks/${tasks[0]!.id}/approve`, { points })).status).toBe(200);
}

/** An organizer's own daily task is approved as they submit it, at the points it carries (decision 019). */
async function organizerEarns(organizer: Person, spaceId: string) {
  const { tasks } = await json<{ tasks: { id: string }[] }>(
    await organizer.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
      date: today(),
      tasks: [{ title: 'Sort the mail' }],
    }),
  );
  expect((await organizer.browser.post(`/api/daily-tasks/${tasks[0]!.id}/submit`)).status).toBe(200);
}

async function addReward(spaceId: string, body: object, by = ann): Promise<Reward> {
  const response = await by.browser.post(`/api/spaces/${spaceId}/rewards`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ reward: Reward }>(response)).reward;
}

async function store(person: Person, spaceId: string): Promise<Store> {
  const response = await person.browser.get(`/api/spaces/${spaceId}/rewards`);
  expect(response.status).toBe(200);
  return json<Store>(response);
}

async function ask(person: Person, rewardId: string, note?: string): Promise<Request> {
  const response = await person.browser.post(
    `/api/rewards/${rewardId}/requests`,
    note === undefined ? undefined : { note },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ request: Request }>(response)).request;
}

async function requests(person: Person, spaceId: string, status: 'pending' | 'all' = 'all'): Promise<Request[]> {
  const response = await person.browser.get(`/api/spaces/${spaceId}/reward-requests?status=${status}`);
  expect(response.status).toBe(200);
  return (await json<{ requests: Request[] }>(response)).requests;
}

const balanceOf = async (person: Person, spaceId: string) => (await store(person, spaceId)).balance;

async function spendsOf(person: Person, spaceId: string) {
  return harness.database.db
    .select()
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, person.userId), eq(pointsLedger.spaceId, spaceId), eq(pointsLedger.kind, 'spend')),
    );
}

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  [ann, ben, cy, gia, lou, eve] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Gia Guest', 'Lou Alone', 'Eve Elsewhere'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person, Person];
  elsewhere = await spaceOf(eve, 'Loft');
});
afterEach(() => clock.reset());
afterAll(() => harness.close());

describe('the store', () => {
  it('lists rewards cheapest first with the balance and what each member may do', async () => {
    const kitchen = await household();
    await addReward(kitchen, { title: 'Pick the movie', cost: 50 });
    await addReward(kitchen, { title: 'Ice cream', description: 'One scoop\nany flavour', cost: 20, weekly_limit: 2 });
    await earn(cy, kitchen, 30);

    const seenByCy = await store(cy, kitchen);
    expect(seenByCy).toMatchObject({
      balance: 30,
      can_manage: false,
      can_review: false,
      parents_manage_rewards: false,
    });
    expect(
      seenByCy.rewards.map((reward) => [reward.title, reward.cost, reward.weekly_limit, reward.can_request]),
    ).toEqual([
      ['Ice cream', 20, 2, true],
      ['Pick the movie', 50, null, false],
    ]);
    expect(seenByCy.rewards[0]!.description).toBe('One scoop\nany flavour');

    expect(await store(ann, kitchen)).toMatchObject({ balance: 0, can_manage: true, can_review: true });
    expect(await store(ben, kitchen)).toMatchObject({ can_manage: false, can_review: false });
    // A guest sees the store but may never ask.
    const seenByGia = await store(gia, kitchen);
    expect(seenByGia.rewards.every((reward) => !reward.can_request)).toBe(true);
  });

  it('is not there for anyone outside the space, or signed out', async () => {
    const kitchen = await household();
    await expectError(await lou.browser.get(`/api/spaces/${kitchen}/rewards`), 404, 'Space not found');
    await expectError(await eve.browser.get(`/api/spaces/${kitchen}/rewards`), 404, 'Space not found');
    await expectError(await lou.browser.get('/api/spaces/not-a-uuid/rewards'), 404, 'Space not found');
    expect((await testBrowser(harness).get(`/api/spaces/${kitchen}/rewards`)).status).toBe(401);
  });

  it('refuses rewards without a title, with a bad cost or limit, or with control characters', async () => {
    const kitchen = await household();
    const post = (body: object) => ann.browser.post(`/api/spaces/${kitchen}/rewards`, body);
    await expectError(await post({ cost: 10 }), 400, 'title: Give the reward a title.');
    await expectError(await post({ title: '   ', cost: 10 }), 400, 'title: Give the reward a title.');
    await expectError(
      await post({ title: 'x'.repeat(81), cost: 10 }),
      400,
      'title: Keep the title to 80 characters or fewer.',
    );
    await expectError(
      await post({ title: 'Two\nlines', cost: 10 }),
      400,
      'title: Use a single line without control characters.',
    );
    await expectError(
      await post({ title: 'Cake', description: 'd'.repeat(301), cost: 10 }),
      400,
      'description: Keep the description to 300 characters or fewer.',
    );
    await expectError(
      await post({ title: 'Cake', description: 'bell\u0007', cost: 10 }),
      400,
      /^description: Use text without control characters/,
    );
    const costMessage = 'cost: The cost must be a whole number of points from 1 to 100000.';
    for (const cost of [0, -5, 2.5, 100_001, '10', null])
      await expectError(await post({ title: 'Cake', cost }), 400, costMessage);
    await expectError(await post({ title: 'Cake' }), 400, costMessage);
    const limitMessage = 'weekly_limit: The weekly limit must be a whole number from 1 to 50, or none.';
    for (const weekly_limit of [0, 51, 1.5, 'two'])
      await expectError(await post({ title: 'Cake', cost: 5, weekly_limit }), 400, limitMessage);
    // Nothing was added by any of them.
    expect((await store(ann, kitchen)).rewards).toEqual([]);
    expect((await addReward(kitchen, { title: '  Cake  ', cost: 5, weekly_limit: null })).title).toBe('Cake');
  });

  it('lets only organizers manage rewards while parents are not allowed to', async () => {
    const kitchen = await household();
    const reward = await addReward(kitchen, { title: 'Stay up late', cost: 40 });
    const refusal = 'Only organizers (and parents, if the space allows it) can manage rewards.';
    for (const person of [ben, cy, gia]) {
      await expectError(
        await person.browser.post(`/api/spaces/${kitchen}/rewards`, { title: 'Mine', cost: 1 }),
        403,
        refusal,
      );
      await expectError(await person.browser.patch(`/api/rewards/${reward.id}`, { cost: 1 }), 403, refusal);
      await expectError(await person.browser.delete(`/api/rewards/${reward.id}`), 403, refusal);
      await expectError(await person.browser.post(`/api/rewards/${reward.id}/restore`), 403, refusal);
    }
    for (const person of [lou, eve]) {
      await expectError(
        await person.browser.post(`/api/spaces/${kitchen}/rewards`, { title: 'Mine', cost: 1 }),
        404,
        'Space not found',
      );
      await expectError(await person.browser.patch(`/api/rewards/${reward.id}`, { cost: 1 }), 404, 'Reward not found');
      await expectError(await person.browser.delete(`/api/rewards/${reward.id}`), 404, 'Reward not found');
      await expectError(await person.browser.post(`/api/rewards/${reward.id}/restore`), 404, 'Reward not found');
    }
    await expectError(await ann.browser.patch('/api/rewards/not-a-reward', { cost: 1 }), 404, 'Reward not found');
    await expectError(
      await ann.browser.delete('/api/rewards/00000000-0000-4000-8000-000000000000'),
      404,
      'Reward not found',
    );
    expect((await store(cy, kitchen)).rewards.map((r) => [r.title, r.cost])).toEqual([['Stay up late', 40]]);
  });

  it('changes, removes and restores a reward; requests already made keep their cost', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 30);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    const asked = await ask(cy, reward.id);

    await expectError(
      await ann.browser.patch(`/api/rewards/${reward.id}`, {}),
      400,
      'Send at least one of title, description, cost or weekly_limit.',
    );
    await expectError(
      await ann.browser.patch(`/api/rewards/${reward.id}`, { cost: 0 }),
      400,
      'cost: The cost must be a whole number of points from 1 to 100000.',
    );
    const changed = await json<{ reward: Reward }>(
      await ann.browser.patch(`/api/rewards/${reward.id}`, { title: 'Big ice cream', cost: 25, weekly_limit: 3 }),
    );
    expect(changed.reward).toMatchObject({
      id: reward.id,
      title: 'Big ice cream',
      cost: 25,
      weekly_limit: 3,
      description: '',
    });
    expect(
      (await json<{ reward: Reward }>(await ann.browser.patch(`/api/rewards/${reward.id}`, { weekly_limit: null })))
        .reward.weekly_limit,
    ).toBeNull();

    const [pending] = await requests(cy, kitchen);
    expect(pending).toMatchObject({ id: asked.id, cost: 20, reward_title: 'Big ice cream', status: 'pending' });

    const removed = await ann.browser.delete(`/api/rewards/${reward.id}`);
    expect(removed.status).toBe(200);
    expect((await json<{ reward: Reward }>(removed)).reward).toMatchObject({ id: reward.id, can_request: false });
    expect((await store(cy, kitchen)).rewards).toEqual([]);
    await expectError(await cy.browser.post(`/api/rewards/${reward.id}/requests`), 404, 'Reward not found');
    await expectError(await ann.browser.patch(`/api/rewards/${reward.id}`, { cost: 5 }), 404, 'Reward not found');
    // A request made before the removal can still be answered, at the price it was asked at.
    const approved = await json<{ request: Request; balance: number }>(
      await ann.browser.post(`/api/reward-requests/${asked.id}/approve`),
    );
    expect(approved.balance).toBe(10);

    const restored = await ann.browser.post(`/api/rewards/${reward.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await store(cy, kitchen)).rewards.map((r) => [r.title, r.cost])).toEqual([['Big ice cream', 25]]);
  });

  it('tells everyone watching the space when the store changes', async () => {
    const kitchen = await household();
    const events: SpaceEvent[] = [];
    const unsubscribe = harness.services.realtime.subscribe(kitchen, (event) => events.push(event));
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    unsubscribe();
    expect(events).toContainEqual({ type: 'changed', what: 'rewards', id: reward.id });
  });
});

describe('asking for a reward', () => {
  it('takes a note, needs the points at the time of asking and takes nothing until approved', async () => {
    const kitchen = await household();
    const reward = await addReward(kitchen, { title: 'Pick the movie', cost: 15 });
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`, {}),
      409,
      'Not enough points for this.',
    );
    await earn(cy, kitchen, 15);
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`, { note: 'n'.repeat(201) }),
      400,
      'note: Keep the note to 200 characters or fewer.',
    );
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`, { note: 'nul\u0000' }),
      400,
      /^note: Use text without control characters/,
    );

    const request = await ask(cy, reward.id, 'Friday please');
    expect(request).toMatchObject({
      reward_id: reward.id,
      reward_title: 'Pick the movie',
      user: { user_id: cy.userId, full_name: 'Cy Child' },
      cost: 15,
      status: 'pending',
      note: 'Friday please',
      review_note: '',
      reviewed_by: null,
      reviewed_at: null,
      refunded: false,
      can_review: false,
    });
    expect(await balanceOf(cy, kitchen)).toBe(15);
    expect((await store(cy, kitchen)).rewards[0]).toMatchObject({ used_this_week: 1, can_request: true });
  });

  it('is not for guests, strangers, removed rewards or rewards of another home', async () => {
    const kitchen = await household();
    await earn(gia, kitchen, 10);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 5 });
    await expectError(
      await gia.browser.post(`/api/rewards/${reward.id}/requests`),
      403,
      'Guests cannot ask for rewards.',
    );
    await expectError(await lou.browser.post(`/api/rewards/${reward.id}/requests`), 404, 'Reward not found');
    await expectError(await cy.browser.post('/api/rewards/nope/requests'), 404, 'Reward not found');
    const theirs = await addReward(elsewhere, { title: 'Loft treat', cost: 1 }, eve);
    await expectError(await cy.browser.post(`/api/rewards/${theirs.id}/requests`), 404, 'Reward not found');
    expect((await testBrowser(harness).post(`/api/rewards/${reward.id}/requests`)).status).toBe(401);
  });
});

describe('answering requests', () => {
  it('approves with a note and spends the points once; the request says who answered', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 50);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    const request = await ask(cy, reward.id);
    expect((await requests(ann, kitchen, 'pending')).map((r) => [r.id, r.can_review])).toEqual([[request.id, true]]);

    await expectError(
      await ann.browser.post(`/api/reward-requests/${request.id}/approve`, { note: 'x'.repeat(201) }),
      400,
      'note: Keep the note to 200 characters or fewer.',
    );
    const response = await ann.browser.post(`/api/reward-requests/${request.id}/approve`, { note: 'Enjoy!' });
    expect(response.status).toBe(200);
    const answer = await json<{ request: Request; balance: number }>(response);
    expect(answer.balance).toBe(30);
    expect(answer.request).toMatchObject({
      status: 'approved',
      review_note: 'Enjoy!',
      reviewed_by: { user_id: ann.userId, full_name: 'Ann Organizer' },
      refunded: false,
      can_review: false,
    });
    expect(answer.request.reviewed_at).not.toBeNull();
    expect(await balanceOf(cy, kitchen)).toBe(30);

    await expectError(
      await ann.browser.post(`/api/reward-requests/${request.id}/approve`),
      409,
      'This request was already answered.',
    );
    await expectError(
      await ann.browser.post(`/api/reward-requests/${request.id}/decline`),
      409,
      'This request was already answered.',
    );
    await expectError(
      await cy.browser.post(`/api/reward-requests/${request.id}/cancel`),
      409,
      'This request was already answered.',
    );
    expect(await balanceOf(cy, kitchen)).toBe(30);
    expect(await spendsOf(cy, kitchen)).toHaveLength(1);
    expect(await requests(ann, kitchen, 'pending')).toEqual([]);
  });

  it('shows a request as refunded once an organizer undoes its spend in the ledger', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 20);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    const request = await ask(cy, reward.id);
    expect((await ann.browser.post(`/api/reward-requests/${request.id}/approve`)).status).toBe(200);
    const [spent] = await spendsOf(cy, kitchen);
    expect((await ann.browser.post(`/api/points/${spent!.id}/undo`, { reason: 'Shop was closed' })).status).toBe(201);
    const [seen] = await requests(cy, kitchen);
    expect(seen).toMatchObject({ id: request.id, status: 'approved', refunded: true });
    expect(await balanceOf(cy, kitchen)).toBe(20);
  });

  it('leaves a request pending when the balance no longer covers it at approval', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 20);
    const cheap = await addReward(kitchen, { title: 'Sticker', cost: 10 });
    const dear = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    const first = await ask(cy, cheap.id);
    const second = await ask(cy, dear.id);
    expect((await ann.browser.post(`/api/reward-requests/${first.id}/approve`)).status).toBe(200);
    await expectError(
      await ann.browser.post(`/api/reward-requests/${second.id}/approve`),
      409,
      'Not enough points for this.',
    );
    expect((await requests(cy, kitchen, 'pending')).map((r) => r.id)).toEqual([second.id]);
    expect(await balanceOf(cy, kitchen)).toBe(10);
  });

  it('declining and cancelling leave the balance alone', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 40);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 20 });
    const declined = await ask(cy, reward.id);
    const cancelled = await ask(cy, reward.id);

    const answer = await ann.browser.post(`/api/reward-requests/${declined.id}/decline`, { note: 'Not before dinner' });
    expect(answer.status).toBe(200);
    expect((await json<{ request: Request }>(answer)).request).toMatchObject({
      status: 'declined',
      review_note: 'Not before dinner',
      reviewed_by: { user_id: ann.userId },
    });
    const taken = await cy.browser.post(`/api/reward-requests/${cancelled.id}/cancel`);
    expect(taken.status).toBe(200);
    expect((await json<{ request: Request }>(taken)).request).toMatchObject({ status: 'cancelled', reviewed_by: null });
    await expectError(
      await ann.browser.post(`/api/reward-requests/${cancelled.id}/approve`),
      409,
      'This request was already answered.',
    );

    expect(await balanceOf(cy, kitchen)).toBe(40);
    expect(await spendsOf(cy, kitchen)).toHaveLength(0);
    expect((await requests(cy, kitchen)).map((r) => r.status)).toEqual(['cancelled', 'declined']);
    // Neither counts against the week any more.
    expect((await store(cy, kitchen)).rewards[0]).toMatchObject({ used_this_week: 0, can_request: true });
  });

  it('lets only reviewers answer, never their own request; only the member who asked cancels', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 20);
    await organizerEarns(ann, kitchen);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 1 });
    const cys = await ask(cy, reward.id);
    const anns = await ask(ann, reward.id);
    const refusal = 'Only organizers (and parents, if the space allows it) can answer reward requests.';
    for (const person of [ben, cy, gia]) {
      await expectError(await person.browser.post(`/api/reward-requests/${cys.id}/approve`), 403, refusal);
      await expectError(await person.browser.post(`/api/reward-requests/${cys.id}/decline`), 403, refusal);
    }
    await expectError(
      await ann.browser.post(`/api/reward-requests/${anns.id}/approve`),
      403,
      'Someone else must answer your own request.',
    );
    await expectError(
      await ann.browser.post(`/api/reward-requests/${anns.id}/decline`),
      403,
      'Someone else must answer your own request.',
    );
    for (const person of [ann, ben, gia]) {
      await expectError(
        await person.browser.post(`/api/reward-requests/${cys.id}/cancel`),
        403,
        'Only the person who asked can cancel this request.',
      );
    }
    for (const person of [lou, eve]) {
      await expectError(await person.browser.post(`/api/reward-requests/${cys.id}/approve`), 404, 'Request not found');
      await expectError(await person.browser.post(`/api/reward-requests/${cys.id}/decline`), 404, 'Request not found');
      await expectError(await person.browser.post(`/api/reward-requests/${cys.id}/cancel`), 404, 'Request not found');
      await expectError(await person.browser.get(`/api/spaces/${kitchen}/reward-requests`), 404, 'Space not found');
    }
    await expectError(await ann.browser.post('/api/reward-requests/bogus/approve'), 404, 'Request not found');
    expect((await testBrowser(harness).post(`/api/reward-requests/${cys.id}/approve`)).status).toBe(401);

    // Reviewers see everyone's requests, and may answer only the others'; everyone else sees their own.
    expect((await requests(ann, kitchen)).map((r) => [r.user.full_name, r.can_review])).toEqual([
      ['Ann Organizer', false],
      ['Cy Child', true],
    ]);
    expect((await requests(cy, kitchen)).map((r) => r.id)).toEqual([cys.id]);
    expect(await requests(ben, kitchen)).toEqual([]);
    expect(await requests(gia, kitchen)).toEqual([]);
    await expectError(
      await ann.browser.get(`/api/spaces/${kitchen}/reward-requests?status=open`),
      400,
      'status: Choose pending or all.',
    );
    expect((await cy.browser.post(`/api/reward-requests/${cys.id}/cancel`)).status).toBe(200);
  });

  it('spends a balance that covers one reward exactly once when twenty approvals race', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 30);
    const reward = await addReward(kitchen, { title: 'Pick the movie', cost: 30 });
    const asked: Request[] = [];
    // Asking needs the balance only at the time of asking, so all twenty wait for review together.
    for (let index = 0; index < 20; index += 1) asked.push(await ask(cy, reward.id));

    const answers = await Promise.all(
      asked.map((request) => ann.browser.post(`/api/reward-requests/${request.id}/approve`)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of answers.filter((answer) => answer.status === 409)) {
      expect((await json<ErrorJson>(response)).error.message).toBe('Not enough points for this.');
    }
    const winner = await json<{ balance: number }>(answers.find((response) => response.status === 200)!);
    expect(winner.balance).toBe(0);

    expect(await balanceOf(cy, kitchen)).toBe(0);
    const [row] = await harness.database.db
      .select({ points: userPoints.points })
      .from(userPoints)
      .where(and(eq(userPoints.userId, cy.userId), eq(userPoints.spaceId, kitchen)));
    expect(row!.points).toBe(0);
    const spends = await spendsOf(cy, kitchen);
    expect(spends).toHaveLength(1);
    expect(spends[0]!.points).toBe(-30);
    // The other nineteen still wait, and the ledger adds up to the balance.
    expect(await requests(ann, kitchen, 'pending')).toHaveLength(19);
    const ledger = await harness.database.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, cy.userId), eq(pointsLedger.spaceId, kitchen)));
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
  });

  it('approves one request once when two reviewers answer it at the same moment', async () => {
    const kitchen = await household();
    expect(
      (await ann.browser.put(`/api/spaces/${kitchen}/reward-settings`, { parents_manage_rewards: true })).status,
    ).toBe(200);
    await earn(cy, kitchen, 100);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 10 });
    const request = await ask(cy, reward.id);
    const answers = await Promise.all([
      ann.browser.post(`/api/reward-requests/${request.id}/approve`),
      ben.browser.post(`/api/reward-requests/${request.id}/approve`),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(cy, kitchen)).toBe(90);
    expect(await spendsOf(cy, kitchen)).toHaveLength(1);
  });
});

describe('the weekly limit', () => {
  it("counts the household's own week, Monday to Sunday in its time zone", async () => {
    const kitchen = await household();
    // The household lives in New York; the home feature has no route for the time zone yet.
    await harness.database.db.update(spaces).set({ timeZone: 'America/New_York' }).where(eq(spaces.id, kitchen));
    // Points first: the days the clock jumps to below are not today's for daily tasks.
    await earn(cy, kitchen, 100);
    await earn(ben, kitchen, 10);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 10, weekly_limit: 1 });

    // Sunday 29 November 2026, 20:00 in New York: already Monday in UTC, but not at home.
    clock.set(new Date('2026-11-30T01:00:00Z'));
    const first = await ask(cy, reward.id);
    expect((await store(cy, kitchen)).rewards[0]).toMatchObject({ used_this_week: 1, can_request: false });
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`),
      409,
      "You have reached this week's limit for this reward.",
    );
    expect((await ann.browser.post(`/api/reward-requests/${first.id}/approve`)).status).toBe(200);
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`),
      409,
      "You have reached this week's limit for this reward.",
    );

    // 23:59 on Sunday at home: still the same week.
    clock.set(new Date('2026-11-30T04:59:00Z'));
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`),
      409,
      "You have reached this week's limit for this reward.",
    );

    // Midnight on Monday at home: a new week.
    clock.set(new Date('2026-11-30T05:00:00Z'));
    expect((await store(cy, kitchen)).rewards[0]).toMatchObject({ used_this_week: 0, can_request: true });
    const second = await ask(cy, reward.id);
    await expectError(
      await cy.browser.post(`/api/rewards/${reward.id}/requests`),
      409,
      "You have reached this week's limit for this reward.",
    );
    // A cancelled request gives its place back.
    expect((await cy.browser.post(`/api/reward-requests/${second.id}/cancel`)).status).toBe(200);
    await ask(cy, reward.id);

    // Limits are per member: Ben has his own week.
    expect((await store(ben, kitchen)).rewards[0]).toMatchObject({ used_this_week: 0, can_request: true });
  });
});

describe('the weekly limit when asking quickly', () => {
  it('lets quick asks at the same moment through only up to the limit', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 100);
    const reward = await addReward(kitchen, { title: 'Ice cream', cost: 10, weekly_limit: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cy.browser.post(`/api/rewards/${reward.id}/requests`)),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await requests(cy, kitchen, 'pending')).toHaveLength(2);
  });
});

describe('parents and rewards', () => {
  it('parents manage rewards and answer requests only while the organizers allow it', async () => {
    const kitchen = await household();
    await earn(cy, kitchen, 50);
    const settings = (person: Person, body: unknown) =>
      person.browser.put(`/api/spaces/${kitchen}/reward-settings`, body);

    await expectError(
      await settings(ann, { parents_manage_rewards: 'yes' }),
      400,
      'parents_manage_rewards: Send true or false.',
    );
    await expectError(await settings(ann, {}), 400, 'parents_manage_rewards: Send true or false.');
    for (const person of [ben, cy, gia]) {
      await expectError(
        await settings(person, { parents_manage_rewards: true }),
        403,
        'Only organizers can choose who manages rewards.',
      );
    }
    await expectError(await settings(lou, { parents_manage_rewards: true }), 404, 'Space not found');
    expect((await store(ben, kitchen)).parents_manage_rewards).toBe(false);

    const allowed = await settings(ann, { parents_manage_rewards: true });
    expect(allowed.status).toBe(200);
    expect(await json(allowed)).toEqual({ parents_manage_rewards: true });
    expect(await store(ben, kitchen)).toMatchObject({
      can_manage: true,
      can_review: true,
      parents_manage_rewards: true,
    });
    expect(await store(cy, kitchen)).toMatchObject({ can_manage: false, can_review: false });

    const reward = await addReward(kitchen, { title: 'Board game night', cost: 20 }, ben);
    const request = await ask(cy, reward.id);
    expect((await requests(ben, kitchen, 'pending')).map((r) => [r.id, r.can_review])).toEqual([[request.id, true]]);
    const approved = await ben.browser.post(`/api/reward-requests/${request.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await json<{ request: Request }>(approved)).request.reviewed_by).toEqual({
      user_id: ben.userId,
      full_name: 'Ben Parent',
    });
    expect(await balanceOf(cy, kitchen)).toBe(30);

    // Switched off again: parents are back to asking, like everyone else.
    expect((await settings(ann, { parents_manage_rewards: false })).status).toBe(200);
    const next = await ask(cy, reward.id);
    await expectError(
      await ben.browser.post(`/api/reward-requests/${next.id}/decline`),
      403,
      'Only organizers (and parents, if the space allows it) can answer reward requests.',
    );
    await expectError(
      await ben.browser.patch(`/api/rewards/${reward.id}`, { cost: 1 }),
      403,
      'Only organizers (and parents, if the space allows it) can manage rewards.',
    );
    expect(await requests(ben, kitchen)).toEqual([]);
  });
});
