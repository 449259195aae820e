import { weekStartsOn } from '@tidy/domain/leaderboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../db/schema';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

// Two households that never meet, and within the first one two spaces with different members:
// Kitchen (Ann organizer, Ben, Cy, Gia) and Garage (Ann organizer, Dee). Loft (Eve organizer, Finn) is
// another home altogether. Lou belongs nowhere.

type Board = {
  period: 'week' | 'all';
  week_starts_on: string | null;
  entries: { user_id: string; full_name: string; points: number; rank: number; is_you: boolean }[];
};
type ErrorJson = { error: { code: string; message: string } };

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const monday = weekStartsOn(today);
/** An instant in last week: the day before this week's Monday. */
const lastWeek = new Date(Date.parse(`${monday}T00:00:00Z`) - DAY_MS);

let harness: TestApp;
let ann: Person, ben: Person, cy: Person, gia: Person, dee: Person, eve: Person, finn: Person, lou: Person;
let kitchen: string, garage: string, loft: string;

const json = async <T>(response: Response) => (await response.json()) as T;

async function spaceOf(owner: Person, name: string): Promise<string> {
  const { spaces } = await json<{ spaces: { id: string }[] }>(await owner.browser.post('/api/home', { spaces: [{ name, space_type: 'other' }] }));
  return spaces[0]!.id;
}

async function join(organizer: Person, person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(await organizer.browser.post('/api/invites', { space_id: spaceId, role }));
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

async function award(person: Person, spaceId: string, points: number, createdAt = new Date()) {
  await harness.database.db.insert(pointsLedger).values({ userId: person.userId, spaceId, points, reason: 'test award', createdAt });
}

async function board(person: Person, period: 'week' | 'all'): Promise<Board> {
  const response = await person.browser.get(`/api/leaderboard?period=${period}&today=${today}`);
  expect(response.status).toBe(200);
  return json<Board>(response);
}

/** [name, points, rank] rows, with "(you)" after the viewer's name. */
const rows = (result: Board) => result.entries.map((entry) => [`${entry.full_name}${entry.is_you ? ' (you)' : ''}`, entry.points, entry.rank]);

beforeAll(async () => {
  harness = await createTestApp();
  [ann, ben, cy, gia, dee, eve, finn, lou] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Gia Guest', 'Dee Garage', 'Eve Elsewhere', 'Finn Elsewhere', 'Lou Alone'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person, Person, Person, Person];
  kitchen = await spaceOf(ann, 'Kitchen');
  garage = await spaceOf(ann, 'Garage');
  loft = await spaceOf(eve, 'Loft');
  await join(ann, ben, kitchen, 'parent');
  await join(ann, cy, kitchen, 'child');
  await join(ann, gia, kitchen, 'guest');
  await join(ann, dee, garage, 'guest');
  await join(eve, finn, loft, 'parent');

  // Cy earns 12 points the real way: a daily task, submitted, approved by the organizer.
  const added = await json<{ tasks: { id: string }[] }>(
    await cy.browser.post(`/api/spaces/${kitchen}/daily-tasks`, { date: today, tasks: [{ title: 'Wipe the counters' }] }),
  );
  const taskId = added.tasks[0]!.id;
  expect((await cy.browser.post(`/api/daily-tasks/${taskId}/submit`)).status).toBe(200);
  expect((await ann.browser.post(`/api/daily-tasks/${taskId}/approve`, { points: 12 })).status).toBe(200);

  await award(ann, kitchen, 20);
  await award(ann, garage, 30, lastWeek);
  await award(ben, kitchen, 12);
  await award(ben, kitchen, 100, lastWeek);
  await award(dee, garage, 5);
  await award(eve, loft, 50);
  await award(eve, loft, 7, lastWeek);
});
afterAll(() => harness.close());

describe('GET /api/leaderboard', () => {
  it("ranks this week's points of everyone sharing a space with the viewer; ties share a rank, no points come last", async () => {
    const result = await board(ann, 'week');
    expect(result.period).toBe('week');
    expect(result.week_starts_on).toBe(monday);
    expect(rows(result)).toEqual([
      ['Ann Organizer (you)', 20, 1],
      ['Ben Parent', 12, 2],
      ['Cy Child', 12, 2],
      ['Dee Garage', 5, 4],
      ['Gia Guest', 0, 5],
    ]);
    expect(result.entries.find((entry) => entry.is_you)?.user_id).toBe(ann.userId);
  });

  it('counts every point ever earned for all time', async () => {
    const result = await board(ann, 'all');
    expect(result).toMatchObject({ period: 'all', week_starts_on: null });
    expect(rows(result)).toEqual([
      ['Ben Parent', 112, 1],
      ['Ann Organizer (you)', 50, 2],
      ['Cy Child', 12, 3],
      ['Dee Garage', 5, 4],
      ['Gia Guest', 0, 5],
    ]);
  });

  it("counts only points earned in the viewer's own spaces, and only people who share one with them", async () => {
    // Ben is not in the Garage: he sees neither Dee nor Ann's Garage points.
    expect(rows(await board(ben, 'week'))).toEqual([
      ['Ann Organizer', 20, 1],
      ['Ben Parent (you)', 12, 2],
      ['Cy Child', 12, 2],
      ['Gia Guest', 0, 4],
    ]);
    expect(rows(await board(ben, 'all'))).toEqual([
      ['Ben Parent (you)', 112, 1],
      ['Ann Organizer', 20, 2],
      ['Cy Child', 12, 3],
      ['Gia Guest', 0, 4],
    ]);
    // Dee shares only the Garage with Ann.
    expect(rows(await board(dee, 'all'))).toEqual([
      ['Ann Organizer', 30, 1],
      ['Dee Garage (you)', 5, 2],
    ]);
  });

  it('never shows one household to another', async () => {
    expect(rows(await board(eve, 'week'))).toEqual([
      ['Eve Elsewhere (you)', 50, 1],
      ['Finn Elsewhere', 0, 2],
    ]);
    expect(rows(await board(finn, 'all'))).toEqual([
      ['Eve Elsewhere', 57, 1],
      ['Finn Elsewhere (you)', 0, 2],
    ]);
    const householdA = new Set([ann, ben, cy, gia, dee].map((person) => person.userId));
    for (const entry of (await board(eve, 'all')).entries) expect(householdA.has(entry.user_id)).toBe(false);
  });

  it('shows someone without spaces just themself, with no points', async () => {
    expect(rows(await board(lou, 'week'))).toEqual([['Lou Alone (you)', 0, 1]]);
    expect(rows(await board(lou, 'all'))).toEqual([['Lou Alone (you)', 0, 1]]);
  });

  it('drops a member who leaves: their points stay in the ledger but off the board', async () => {
    const leaver = await signedUpPerson(harness, 'Lee Leaver');
    await join(eve, leaver, loft, 'guest');
    await award(leaver, loft, 99);
    expect(rows(await board(eve, 'week'))[0]).toEqual(['Lee Leaver', 99, 1]);
    expect((await leaver.browser.post(`/api/spaces/${loft}/leave`)).status).toBe(204);
    expect(rows(await board(eve, 'week'))).toEqual([
      ['Eve Elsewhere (you)', 50, 1],
      ['Finn Elsewhere', 0, 2],
    ]);
  });

  it('asks for the week by default, and for the date it needs', async () => {
    const byDefault = await ann.browser.get(`/api/leaderboard?today=${today}`);
    expect((await json<Board>(byDefault)).period).toBe('week');

    const noDate = await ann.browser.get('/api/leaderboard?period=week');
    expect(noDate.status).toBe(400);
    expect((await json<ErrorJson>(noDate)).error.message).toBe('today: must be a date like 2026-11-21');

    const farAway = await ann.browser.get('/api/leaderboard?period=week&today=2001-01-01');
    expect(farAway.status).toBe(400);
    expect((await json<ErrorJson>(farAway)).error.message).toBe('today: must be today');

    const badPeriod = await ann.browser.get(`/api/leaderboard?period=month&today=${today}`);
    expect(badPeriod.status).toBe(400);
    expect((await json<ErrorJson>(badPeriod)).error.message).toBe('period: Choose week or all.');

    // All time needs no date.
    expect((await ann.browser.get('/api/leaderboard?period=all')).status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const response = await testBrowser(harness).get(`/api/leaderboard?period=week&today=${today}`);
    expect(response.status).toBe(401);
    expect((await json<ErrorJson>(response)).error.message).toBe('Auth session missing!');
  });
});
