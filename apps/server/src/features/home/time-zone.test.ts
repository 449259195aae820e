import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../platform/clock';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { knownTimeZone } from './time-zone';

// A household's time zone (issue 17): set from the creator's device when a space is made, changed by its
// organizers, and the clock its chores fall due by. Ann organizes; Ben is a parent, Cy a child, Gia a guest;
// Otto organizes a home of his own; Lou belongs nowhere.

type Space = { id: string; name: string; time_zone: string };
type Occurrence = { id: string; due_on: string; overdue: boolean; done_on: string | null; state: string };
type Chore = { id: string; current: Occurrence | null };
type ErrorJson = { error: { code: string; message: string } };

const clock = adjustableClock();
let harness: TestApp;
let ann: Person, ben: Person, cy: Person, gia: Person, otto: Person, lou: Person;

const json = async <T>(response: Response) => (await response.json()) as T;

async function expectStatus(response: Response, status: number, message?: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (message) expect((await json<ErrorJson>(response)).error.message).toBe(message);
}

async function newHome(person: Person, extra: Record<string, unknown> = {}): Promise<Space> {
  const response = await person.browser.post('/api/home', {
    spaces: [{ name: 'Home', space_type: 'other' }],
    ...extra,
  });
  await expectStatus(response, 201);
  return (await json<{ spaces: Space[] }>(response)).spaces[0]!;
}

async function spaceOf(person: Person, spaceId: string): Promise<Space | undefined> {
  const { spaces } = await json<{ spaces: Space[] }>(await person.browser.get('/api/spaces'));
  return spaces.find((space) => space.id === spaceId);
}

async function join(person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await ann.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  await expectStatus(await person.browser.post(`/api/invites/${invite.id}/accept`), 200);
}

const setZone = (person: Person, spaceId: string, timeZone: unknown) =>
  person.browser.patch(`/api/spaces/${spaceId}`, { time_zone: timeZone });

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  [ann, ben, cy, gia, otto, lou] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Gia Guest', 'Otto Organizer', 'Lou Alone'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person, Person];
});
afterAll(() => harness.close());
// Monday 2 March 2026, noon in London: already 01:00 on Tuesday in Auckland (UTC+13 in summer).
beforeEach(() => clock.set(new Date('2026-03-02T12:00:00Z')));

describe('a space made with a time zone', () => {
  it("keeps the creator's device zone, or UTC without one, also for a space added later", async () => {
    expect((await newHome(ann)).time_zone).toBe('UTC');
    const first = await newHome(ann, { time_zone: 'America/New_York' });
    expect(first.time_zone).toBe('America/New_York');
    expect((await spaceOf(ann, first.id))?.time_zone).toBe('America/New_York');
    // "Add Space" is the same request with the person's saved preferences.
    const added = await newHome(ann, { time_zone: 'Europe/Berlin', preferences: { daily_time_available: 30 } });
    expect(added.time_zone).toBe('Europe/Berlin');
  });

  it('refuses a zone the server does not know, and makes nothing', async () => {
    const person = await signedUpPerson(harness, 'Nia Newcomer');
    for (const zone of ['Mars/Olympus', '', '+02:00', 7]) {
      await expectStatus(
        await person.browser.post('/api/home', { spaces: [{ name: 'Den', space_type: 'other' }], time_zone: zone }),
        400,
        'time_zone: Choose a time zone from the list.',
      );
    }
    expect((await json<{ spaces: Space[] }>(await person.browser.get('/api/spaces'))).spaces).toEqual([]);
  });
});

describe("changing a space's time zone", () => {
  it('lets an organizer choose any zone the server lists, each stored by its one name', async () => {
    const space = await newHome(ann);
    const changed = await setZone(ann, space.id, 'Pacific/Auckland');
    await expectStatus(changed, 200);
    expect((await json<{ space: Space }>(changed)).space).toMatchObject({
      id: space.id,
      name: 'Home',
      time_zone: 'Pacific/Auckland',
    });
    expect((await spaceOf(ann, space.id))?.time_zone).toBe('Pacific/Auckland');

    // Spelled another way, or by the zone's other IANA name: one zone, kept as the runtime names it.
    const lowercase = await json<{ space: Space }>(await setZone(ann, space.id, ' europe/berlin '));
    expect(lowercase.space.time_zone).toBe('Europe/Berlin');
    const kolkata = await json<{ space: Space }>(await setZone(ann, space.id, 'Asia/Kolkata'));
    const calcutta = await json<{ space: Space }>(await setZone(ann, space.id, 'Asia/Calcutta'));
    expect(kolkata.space.time_zone).toBe(calcutta.space.time_zone);
    expect(Intl.supportedValuesOf('timeZone')).toContain(kolkata.space.time_zone);
    expect((await json<{ space: Space }>(await setZone(ann, space.id, 'UTC'))).space.time_zone).toBe('UTC');
    // A name and a zone in one change.
    const both = await ann.browser.patch(`/api/spaces/${space.id}`, { name: 'Our flat', time_zone: 'Europe/Lisbon' });
    expect((await json<{ space: Space }>(both)).space).toMatchObject({ name: 'Our flat', time_zone: 'Europe/Lisbon' });
  });

  it.each([
    ['Mars/Olympus'],
    ['Etc/GMT+5'], // a zone the runtime can format but does not list for people to choose
    [''],
    ['   '],
    ['x'.repeat(65)],
    [42],
    [null],
  ])('refuses %j with a 400 that says what to do, and keeps the zone', async (zone) => {
    const space = await newHome(ann, { time_zone: 'Europe/Paris' });
    await expectStatus(await setZone(ann, space.id, zone), 400, 'time_zone: Choose a time zone from the list.');
    expect((await spaceOf(ann, space.id))?.time_zone).toBe('Europe/Paris');
  });

  it('asks for at least one change', async () => {
    const space = await newHome(ann);
    await expectStatus(
      await ann.browser.patch(`/api/spaces/${space.id}`, {}),
      400,
      'Send a new name, description or time zone.',
    );
  });

  it('is for organizers only: other members get 403, anyone outside 404, nobody signed in 401', async () => {
    const space = await newHome(ann);
    await join(ben, space.id, 'parent');
    await join(cy, space.id, 'child');
    await join(gia, space.id, 'guest');
    await newHome(otto);
    for (const member of [ben, cy, gia]) {
      await expectStatus(await setZone(member, space.id, 'Asia/Tokyo'), 403, 'Only organizers can change this space.');
      // Members see the zone their chores fall due by.
      expect((await spaceOf(member, space.id))?.time_zone).toBe('UTC');
    }
    for (const outsider of [otto, lou])
      await expectStatus(await setZone(outsider, space.id, 'Asia/Tokyo'), 404, 'Space not found');
    await expectStatus(await setZone({ browser: testBrowser(harness) } as Person, space.id, 'Asia/Tokyo'), 401);
    expect((await spaceOf(ann, space.id))?.time_zone).toBe('UTC');
  });
});

describe("a household's today follows its time zone", () => {
  it('turns a chore due today in London overdue once the household lives in Auckland, and dates its doing there', async () => {
    const space = await newHome(ann);
    const made = await ann.browser.post(`/api/spaces/${space.id}/chores`, {
      title: 'Water the plants',
      estimated_time: 5,
      points: 5,
      rule: { kind: 'every_n_days', interval: 1 },
      starts_on: '2026-03-02',
      assignment: { mode: 'one', member: ann.userId },
    });
    await expectStatus(made, 201);
    const { chore } = await json<{ chore: Chore }>(made);
    // In UTC it is Monday noon: due today, not late.
    expect(chore.current).toMatchObject({ due_on: '2026-03-02', overdue: false });

    await expectStatus(await setZone(ann, space.id, 'Pacific/Auckland'), 200);
    const listed = await json<{ chores: Chore[] }>(await ann.browser.get(`/api/spaces/${space.id}/chores`));
    // In Auckland it is Tuesday already: Monday's turn is late.
    expect(listed.chores.find((item) => item.id === chore.id)?.current).toMatchObject({
      due_on: '2026-03-02',
      overdue: true,
    });
    const done = await ann.browser.post(`/api/chore-occurrences/${chore.current!.id}/complete`);
    await expectStatus(done, 200);
    const turn = await json<{ occurrence: Occurrence; next: Occurrence | null }>(done);
    expect(turn.occurrence.done_on).toBe('2026-03-03');

    // Back in UTC, the same instant is Monday again.
    await expectStatus(await setZone(ann, space.id, 'UTC'), 200);
    const again = await json<{ chores: Chore[] }>(await ann.browser.get(`/api/spaces/${space.id}/chores`));
    expect(again.chores.find((item) => item.id === chore.id)?.current?.overdue).toBe(false);
  });
});

describe('knownTimeZone', () => {
  it.each([
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['Pacific/Auckland', 'Pacific/Auckland'],
    ['America/New_York', 'America/New_York'],
    ['Mars/Olympus', null],
    ['Etc/GMT-3', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(knownTimeZone(value)).toBe(expected);
  });
});
