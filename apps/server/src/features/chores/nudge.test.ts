import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces, userRoles } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { startPushEndpoint, waitForQueue, type PushEndpoint, type TestSubscription } from '../../../test/push-endpoint';
import { PUSH_QUEUE, type PushMessage } from '../notifications/service';

// An organizer nudges the member whose chore turn is overdue (POST /api/chore-occurrences/{id}/nudge): who may,
// which turns, once in 12 hours, what reaches the member's phone and what their Today shows. The household
// lives in New York (winter, UTC-5) on a clock the test moves.

type ErrorJson = { error: { code: string; message: string } };
type Nudge = { delivered: boolean; nudged_at: string };
type TodayJson = {
  items: {
    kind: string;
    id: string;
    title: string;
    chore: { nudged_at: string | null; nudged_by: string | null } | null;
  }[];
};
type ChoreJson = { id: string; current: { id: string; can_nudge: boolean; nudged_at: string | null } | null };

const clock = adjustableClock();
let harness: TestApp;
let pushService: PushEndpoint;
let spaceId: string;
let ann: Person, otto: Person, ben: Person, cy: Person, dot: Person, gia: Person, lou: Person;
let cysPhone: TestSubscription;

const at = (instant: string) => new Date(instant);
/** An instant within the minute: the test's clock keeps running from where it is set. */
const aroundThen = (minute: string) => expect.stringMatching(new RegExp(`^${minute}:0\\d\\.\\d{3}Z$`));
const json = async <T>(response: Response) => (await response.json()) as T;
const nudge = (person: Person, occurrenceId: string) =>
  person.browser.post(`/api/chore-occurrences/${occurrenceId}/nudge`);

async function expectStatus(response: Response, status: number, message?: string | RegExp) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (message) {
    const body = await json<ErrorJson>(response);
    if (typeof message === 'string') expect(body.error.message).toBe(message);
    else expect(body.error.message).toMatch(message);
  }
}

/** A chore done once, due on `startsOn` (at `dueTime`, New York time); returns its turn's id. */
async function turn(title: string, assignment: object, startsOn = '2026-01-14', dueTime: string | null = null) {
  const response = await ann.browser.post(`/api/spaces/${spaceId}/chores`, {
    title,
    estimated_time: 10,
    points: 5,
    rule: null,
    starts_on: startsOn,
    due_time: dueTime,
    assignment,
  });
  await expectStatus(response, 201);
  return (await json<{ chore: { current: { id: string } } }>(response)).chore.current.id;
}
const theirs = (person: Person) => ({ mode: 'one', member: person.userId });

async function nudgesTo(phone: TestSubscription): Promise<string[]> {
  await waitForQueue(harness, PUSH_QUEUE);
  return pushService
    .pushesTo(phone)
    .map((push) => phone.read(push.body) as PushMessage)
    .filter((message) => message.kind === 'chore_reminders')
    .map((message) => message.body);
}

async function choreTurnOnToday(person: Person, occurrenceId: string) {
  const today = new Date(clock.now().getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const day = await json<TodayJson>(await person.browser.get(`/api/today?date=${today}`));
  return day.items.find((item) => item.kind === 'chore' && item.id === occurrenceId);
}

beforeAll(async () => {
  clock.set(at('2026-01-15T15:00:00Z'));
  harness = await createTestApp({ settings: { clock } });
  pushService = await startPushEndpoint();
  [ann, otto, ben, cy, dot, gia, lou] = (await Promise.all(
    ['Ann Organizer', 'Otto Organizer', 'Ben Parent', 'Cy Child', 'Dot Child', 'Gia Guest', 'Lou Alone'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as Person[] as [Person, Person, Person, Person, Person, Person, Person];
  const made = await ann.browser.post('/api/home', { spaces: [{ name: 'Home', space_type: 'other' }] });
  spaceId = (await json<{ spaces: { id: string }[] }>(made)).spaces[0]!.id;
  await harness.database.db.update(spaces).set({ timeZone: 'America/New_York' }).where(eq(spaces.id, spaceId));
  // A second organizer (a fixture: invitations make parents, children and guests).
  await harness.database.db.insert(userRoles).values({ userId: otto.userId, spaceId, role: 'organizer' });
  for (const [person, role] of [
    [ben, 'parent'],
    [cy, 'child'],
    [dot, 'child'],
    [gia, 'guest'],
  ] as const) {
    const { invite } = await json<{ invite: { id: string } }>(
      await ann.browser.post('/api/invites', { space_id: spaceId, role }),
    );
    await expectStatus(await person.browser.post(`/api/invites/${invite.id}/accept`), 200);
  }
  cysPhone = pushService.subscription();
  await expectStatus(
    await cy.browser.post('/api/push/subscriptions', { ...cysPhone.toJSON(), time_zone: 'America/New_York' }),
    201,
  );
});
afterAll(async () => {
  await harness?.close();
  await pushService?.close();
});

describe('nudging a member about an overdue chore', () => {
  it('is for organizers only; others are told why, outsiders learn nothing', async () => {
    clock.set(at('2026-01-15T15:00:00Z'));
    const late = await turn('Sort the recycling', theirs(cy));
    await expectStatus(await testBrowser(harness).post(`/api/chore-occurrences/${late}/nudge`), 401);
    await expectStatus(await nudge(lou, late), 404, 'Chore not found');
    await expectStatus(await nudge(ann, 'not-a-turn'), 404, 'Chore not found');
    await expectStatus(await nudge(ann, '00000000-0000-4000-8000-000000000000'), 404, 'Chore not found');
    for (const member of [ben, dot, gia, cy]) {
      await expectStatus(await nudge(member, late), 403, 'Only organizers can nudge someone about a chore.');
    }
    await expectStatus(await nudge(otto, late), 200);
  });

  it('reaches the member’s phone with who nudged, which chore and when it was due, and says so', async () => {
    clock.set(at('2026-01-15T15:00:00Z'));
    const late = await turn('Empty the dishwasher', theirs(cy));
    const answer = await json<Nudge>(await nudge(ann, late));
    expect(answer).toEqual({ delivered: true, nudged_at: aroundThen('2026-01-15T15:00') });
    expect(await nudgesTo(cysPhone)).toContain('Ann Organizer nudged you: “Empty the dishwasher” was due yesterday.');
  });

  it('tells the organizer honestly when no device of theirs takes it', async () => {
    clock.set(at('2026-01-15T15:00:00Z'));
    // Dot has no device at all.
    expect(await json<Nudge>(await nudge(ann, await turn('Fold the towels', theirs(dot))))).toMatchObject({
      delivered: false,
    });
    // Cy has one but switches chore reminders off.
    await expectStatus(
      await cy.browser.patch('/api/notifications/settings', { kinds: { chore_reminders: false } }),
      200,
    );
    const before = (await nudgesTo(cysPhone)).length;
    expect(await json<Nudge>(await nudge(ann, await turn('Water the plants', theirs(cy))))).toMatchObject({
      delivered: false,
    });
    expect(await nudgesTo(cysPhone)).toHaveLength(before);
    await expectStatus(
      await cy.browser.patch('/api/notifications/settings', { kinds: { chore_reminders: true } }),
      200,
    );
  });

  it('refuses a turn that is not overdue by the household’s clock, nobody’s, the organizer’s own, done, or of someone who left', async () => {
    clock.set(at('2026-01-15T23:29:00Z'));
    // Due at 18:30 in New York: at 23:29 UTC it is 18:29 there.
    const tonight = await turn('Set the table', theirs(cy), '2026-01-15', '18:30');
    await expectStatus(await nudge(ann, tonight), 409, 'This chore is not overdue yet.');
    clock.set(at('2026-01-15T23:31:00Z'));
    await expectStatus(await nudge(ann, tonight), 200);

    await expectStatus(
      await nudge(ann, await turn('Wipe the counters', { mode: 'open' })),
      409,
      "It is nobody's turn yet, so there is nobody to nudge.",
    );
    await expectStatus(
      await nudge(ann, await turn('Plan the meals', theirs(ann))),
      409,
      'This is your own turn: there is nobody to nudge.',
    );
    const done = await turn('Feed the cat', theirs(cy));
    await expectStatus(await cy.browser.post(`/api/chore-occurrences/${done}/complete`), 200);
    await expectStatus(await nudge(ann, done), 409, 'This chore is already done.');
    const skipped = await turn('Dust the shelves', theirs(cy));
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${skipped}/skip`), 200);
    await expectStatus(await nudge(ann, skipped), 409, 'This turn was skipped: there is nothing to nudge about.');

    const leaver = await signedUpPerson(harness, 'Lex Leaver');
    const { invite } = await json<{ invite: { id: string } }>(
      await ann.browser.post('/api/invites', { space_id: spaceId, role: 'child' }),
    );
    await expectStatus(await leaver.browser.post(`/api/invites/${invite.id}/accept`), 200);
    const theirsStill = await turn('Take out the bins', theirs(leaver));
    await expectStatus(await leaver.browser.post(`/api/spaces/${spaceId}/leave`), 204);
    const answer = await nudge(ann, theirsStill);
    // Whether leaving hands the turn back to everyone or leaves it with them, nobody who left is nudged.
    expect(answer.status).toBe(409);
    expect((await json<ErrorJson>(answer)).error.message).toMatch(
      /^(Lex Leaver is no longer in this space\.|It is nobody's turn yet, so there is nobody to nudge\.)$/,
    );
  });

  it('goes out once in 12 hours a turn: then 429 with the reason and when to try again', async () => {
    clock.set(at('2026-01-16T15:00:00Z'));
    const late = await turn('Clean the windows', theirs(cy), '2026-01-15');
    await expectStatus(await nudge(ann, late), 200);
    clock.set(at('2026-01-16T18:30:00Z'));
    // Another organizer, three and a half hours later: still too soon.
    const again = await nudge(otto, late);
    await expectStatus(
      again,
      429,
      'Cy Child was nudged about this chore less than 12 hours ago. You can nudge again in about 9 hours.',
    );
    // The clock runs on between the two requests, by a few milliseconds.
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(8.5 * 3600 - 10);
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(8.5 * 3600 + 1);
    clock.set(at('2026-01-17T02:59:30Z'));
    await expectStatus(await nudge(ann, late), 429, /in about 1 minute\.$/);
    clock.set(at('2026-01-17T03:00:01Z'));
    await expectStatus(await nudge(ann, late), 200);
  });

  it('of two nudges at once, one goes out and the other gets 429', async () => {
    clock.set(at('2026-01-16T15:00:00Z'));
    const late = await turn('Mop the floor', theirs(dot), '2026-01-15');
    const statuses = await Promise.all(
      [nudge(ann, late), nudge(otto, late)].map(async (response) => (await response).status),
    );
    expect(statuses.sort()).toEqual([200, 429]);
  });

  it('shows on the member’s Today for a day, and lets the chores page offer it only where it may be used', async () => {
    clock.set(at('2026-01-16T15:00:00Z'));
    const late = await turn('Vacuum the stairs', theirs(cy), '2026-01-15');
    const choreOf = async (viewer: Person) => {
      const { chores } = await json<{ chores: ChoreJson[] }>(await viewer.browser.get(`/api/spaces/${spaceId}/chores`));
      return chores.find((chore) => chore.current?.id === late)!.current!;
    };
    expect(await choreOf(ann)).toMatchObject({ can_nudge: true, nudged_at: null });
    // A parent does not review chores, so does not nudge; the child whose turn it is cannot nudge themself.
    expect((await choreOf(ben)).can_nudge).toBe(false);
    expect((await choreOf(cy)).can_nudge).toBe(false);
    expect((await choreTurnOnToday(cy, late))?.chore?.nudged_at).toBeNull();

    await expectStatus(await nudge(ann, late), 200);
    expect((await choreTurnOnToday(cy, late))?.chore?.nudged_at).toEqual(aroundThen('2026-01-16T15:00'));
    // Today names who nudged.
    expect((await choreTurnOnToday(cy, late))?.chore?.nudged_by).toBe('Ann Organizer');
    expect((await choreOf(ann)).nudged_at).toEqual(aroundThen('2026-01-16T15:00'));
    clock.set(at('2026-01-17T14:59:00Z'));
    expect((await choreTurnOnToday(cy, late))?.chore?.nudged_at).toEqual(aroundThen('2026-01-16T15:00'));
    clock.set(at('2026-01-17T15:00:01Z'));
    expect((await choreTurnOnToday(cy, late))?.chore?.nudged_at).toBeNull();

    // A turn due later today is not overdue yet: nothing to offer.
    const later = await turn('Bake bread', theirs(cy), '2026-01-17', '20:00');
    const { chores } = await json<{ chores: ChoreJson[] }>(await ann.browser.get(`/api/spaces/${spaceId}/chores`));
    expect(chores.find((chore) => chore.current?.id === later)!.current!.can_nudge).toBe(false);
  });
});
