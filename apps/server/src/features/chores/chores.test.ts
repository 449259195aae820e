import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choreOccurrences, pointsLedger, userPoints, userRoles } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { choresDueFor, myChoreStreak } from './service';

// Chores as a household lives them, day by day on a clock the test moves. Each scenario gets a space of
// its own: Ann organizes, Ben is a parent, Cy and Dot are children, Gia a guest; Otto is a second
// organizer where a test needs one. Lou belongs nowhere. Spaces keep the default time zone, UTC.

type PersonJson = { user_id: string; full_name: string };
type Chore = {
  id: string;
  repeat: string;
  starts_on: string;
  assignment: { mode: string; strategy: string | null; members: PersonJson[] };
  current: { id: string; due_on: string; overdue: boolean; turn: PersonJson | null; state: string; can_claim: boolean; can_complete: boolean } | null;
};
type Occurrence = {
  id: string;
  due_on: string;
  state: string;
  turn: PersonJson | null;
  done_by: PersonJson | null;
  self_approved: boolean;
  points_awarded: number | null;
  rejection_reason: string | null;
};
type Turn = { occurrence: Occurrence; next: Occurrence | null };
type ErrorJson = { error: { code: string; message: string } };

const clock = adjustableClock();
let harness: TestApp;
let ann: Person, ben: Person, cy: Person, dot: Person, gia: Person, otto: Person, lou: Person;

const json = async <T>(response: Response) => (await response.json()) as T;

/** Sets the clock to 09:00 UTC on `day`. */
const setDay = (day: string) => clock.set(new Date(`${day}T09:00:00Z`));

async function expectStatus(response: Response, status: number, message?: string | RegExp) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (message) {
    const body = await json<ErrorJson>(response);
    if (typeof message === 'string') expect(body.error.message).toBe(message);
    else expect(body.error.message).toMatch(message);
  }
}

async function join(person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(await ann.browser.post('/api/invites', { space_id: spaceId, role }));
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

/** A new household: Ann's space with Ben (parent), Cy and Dot (children) and Gia (guest). */
async function household(): Promise<string> {
  const made = await json<{ spaces: { id: string }[] }>(await ann.browser.post('/api/home', { spaces: [{ name: 'Home', space_type: 'other' }] }));
  const spaceId = made.spaces[0]!.id;
  await join(ben, spaceId, 'parent');
  await join(cy, spaceId, 'child');
  await join(dot, spaceId, 'child');
  await join(gia, spaceId, 'guest');
  return spaceId;
}

const rotation = (strategy: string, ...people: Person[]) => ({ mode: 'rotation', strategy, members: people.map((p) => p.userId) });
const daily = { kind: 'every_n_days', interval: 1 };

async function addChore(spaceId: string, fields: Record<string, unknown>, by = ann): Promise<Chore> {
  const response = await by.browser.post(`/api/spaces/${spaceId}/chores`, {
    title: 'Feed the cat',
    estimated_time: 5,
    points: 10,
    rule: daily,
    starts_on: '2026-03-02',
    assignment: { mode: 'open' },
    ...fields,
  });
  await expectStatus(response, 201);
  return (await json<{ chore: Chore }>(response)).chore;
}

async function choreNow(spaceId: string, choreId: string, viewer = ann): Promise<Chore> {
  const { chores } = await json<{ chores: Chore[] }>(await viewer.browser.get(`/api/spaces/${spaceId}/chores`));
  return chores.find((chore) => chore.id === choreId)!;
}

async function act(person: Person, occurrenceId: string, action: string, body?: unknown): Promise<Turn> {
  const response = await person.browser.post(`/api/chore-occurrences/${occurrenceId}/${action}`, body);
  await expectStatus(response, 200);
  return json<Turn>(response);
}

async function balance(person: Person, spaceId: string) {
  const [row] = await harness.database.db
    .select({ points: userPoints.points })
    .from(userPoints)
    .where(and(eq(userPoints.userId, person.userId), eq(userPoints.spaceId, spaceId)));
  return row?.points ?? 0;
}

async function openTurns(choreId: string) {
  return harness.database.db
    .select()
    .from(choreOccurrences)
    .where(and(eq(choreOccurrences.choreId, choreId), eq(choreOccurrences.state, 'todo')));
}

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  [ann, ben, cy, dot, gia, otto, lou] = (await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Dot Child', 'Gia Guest', 'Otto Organizer', 'Lou Alone'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person, Person, Person, Person, Person];
});
afterAll(() => harness.close());
beforeEach(() => setDay('2026-03-02')); // a Monday

describe('chores: validation and who may do what', () => {
  it('lets organizers and parents manage chores, and refuses bad input with the field named', async () => {
    const spaceId = await household();
    await addChore(spaceId, { title: 'By the parent' }, ben);
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/chores`, { title: 'x' }), 400);
    const valid = { title: 'Bins', estimated_time: 5, points: 10, rule: daily, starts_on: '2026-03-02', assignment: { mode: 'open' } };
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/chores`, valid), 403, 'Only organizers and parents can change the chores.');
    await expectStatus(await gia.browser.post(`/api/spaces/${spaceId}/chores`, valid), 403);
    await expectStatus(await lou.browser.post(`/api/spaces/${spaceId}/chores`, valid), 404, 'Space not found');
    await expectStatus(await testBrowser(harness).post(`/api/spaces/${spaceId}/chores`, valid), 401);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, points: 0 }), 400, 'points: Points must be a whole number from 1 to 100.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, title: ' ' }), 400, 'title: Give the chore a title.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, title: 'Bins\nout' }), 400);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, rule: { kind: 'weekdays', days: [] } }), 400, 'rule.days: Choose at least one weekday.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, due_time: '25:00' }), 400);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, starts_on: '2026-02-30' }), 400);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, starts_on: '2028-01-01' }), 400, 'starts_on: Choose a start within a year of today.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, assignment: rotation('round_robin', cy) }), 400, 'assignment.members: Choose at least 2 people to take turns.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, assignment: rotation('round_robin', cy, gia) }), 400, 'assignment: Choose members of this space who are not guests.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/chores`, { ...valid, assignment: { mode: 'one', member: lou.userId } }), 400);
  });

  it('changes, removes and restores chores for the adults only', async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Water plants' });
    await expectStatus(await cy.browser.patch(`/api/chores/${chore.id}`, { points: 20 }), 403);
    await expectStatus(await lou.browser.patch(`/api/chores/${chore.id}`, { points: 20 }), 404, 'Chore not found');
    await expectStatus(await ann.browser.patch(`/api/chores/${chore.id}`, {}), 400, 'Send at least one change.');
    await expectStatus(await ben.browser.patch(`/api/chores/${chore.id}`, { rule: { kind: 'weekdays', days: [6] } }), 200);
    expect((await choreNow(spaceId, chore.id)).current!.due_on).toBe('2026-03-07');
    await expectStatus(await cy.browser.delete(`/api/chores/${chore.id}`), 403);
    await expectStatus(await ann.browser.delete(`/api/chores/${chore.id}`), 200);
    expect(await choreNow(spaceId, chore.id)).toBeUndefined();
    await expectStatus(await ann.browser.patch(`/api/chores/${chore.id}`, { points: 5 }), 404);
    await expectStatus(await cy.browser.post(`/api/chores/${chore.id}/restore`), 403);
    await expectStatus(await ann.browser.post(`/api/chores/${chore.id}/restore`), 200);
    expect((await choreNow(spaceId, chore.id)).current!.due_on).toBe('2026-03-07');
    await expectStatus(await lou.browser.get(`/api/chores/${chore.id}/history`), 404);
    await expectStatus(await cy.browser.get(`/api/chores/${chore.id}/history?before=nope`), 400);
  });

  it('lets members take open turns, and only the one whose turn it is mark it done', async () => {
    const spaceId = await household();
    const open = await addChore(spaceId, { title: 'Sweep' });
    expect(open.current).toMatchObject({ turn: null, can_claim: true, can_complete: true });
    await expectStatus(await gia.browser.post(`/api/chore-occurrences/${open.current!.id}/claim`), 403, 'Guests do not take chores.');
    await expectStatus(await gia.browser.post(`/api/chore-occurrences/${open.current!.id}/complete`), 403);
    await expectStatus(await lou.browser.post(`/api/chore-occurrences/${open.current!.id}/claim`), 404);
    const claimed = await act(cy, open.current!.id, 'claim');
    expect(claimed.occurrence.turn?.user_id).toBe(cy.userId);
    await expectStatus(await dot.browser.post(`/api/chore-occurrences/${open.current!.id}/claim`), 409, 'Someone has already taken this chore.');
    await expectStatus(await dot.browser.post(`/api/chore-occurrences/${open.current!.id}/complete`), 403, "It is someone else's turn.");
    const done = await act(cy, open.current!.id, 'complete');
    expect(done.occurrence.state).toBe('submitted');
    expect(done.next).toMatchObject({ due_on: '2026-03-03', turn: null, state: 'todo' });
    await expectStatus(await cy.browser.post(`/api/chore-occurrences/${open.current!.id}/complete`), 409, 'This chore was already done.');
    await expectStatus(await ann.browser.post('/api/chore-occurrences/not-an-id/complete'), 404);
  });

  it('lets organizers review: approve, send back with a reason, skip; nobody else', async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { assignment: { mode: 'one', member: cy.userId }, points: 7 });
    const turnId = chore.current!.id;
    await expectStatus(await cy.browser.post(`/api/chore-occurrences/${turnId}/approve`), 403);
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${turnId}/approve`), 409, 'Only chores waiting for review can be approved.');
    await act(cy, turnId, 'complete');
    await expectStatus(await ben.browser.get(`/api/spaces/${spaceId}/chore-occurrences/submitted`), 403);
    const waiting = await json<{ occurrences: Occurrence[] }>(await ann.browser.get(`/api/spaces/${spaceId}/chore-occurrences/submitted`));
    expect(waiting.occurrences.map((o) => o.id)).toEqual([turnId]);
    await expectStatus(await ben.browser.post(`/api/chore-occurrences/${turnId}/send-back`, { reason: 'x' }), 403);
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${turnId}/send-back`, { reason: 'a'.repeat(301) }), 400);
    const sent = await act(ann, turnId, 'send-back', { reason: 'The bowl is still dirty' });
    expect(sent.occurrence).toMatchObject({ state: 'sent_back', rejection_reason: 'The bowl is still dirty' });
    // The redo does not write another turn: the next one was written when it was first done.
    const redo = await act(cy, turnId, 'complete');
    expect(redo.next).toBeNull();
    expect(await openTurns(chore.id)).toHaveLength(1);
    const approved = await act(ann, turnId, 'approve');
    expect(approved.occurrence).toMatchObject({ state: 'approved', points_awarded: 7, self_approved: false });
    expect(await balance(cy, spaceId)).toBe(7);
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${turnId}/approve`), 409, 'Only chores waiting for review can be approved.');

    const next = (await choreNow(spaceId, chore.id)).current!;
    await expectStatus(await cy.browser.post(`/api/chore-occurrences/${next.id}/skip`), 403, 'Only organizers can skip a chore.');
    const skipped = await act(ann, next.id, 'skip');
    expect(skipped.occurrence.state).toBe('skipped');
    expect(skipped.next?.due_on).toBe('2026-03-04');
    expect(await balance(cy, spaceId)).toBe(7);

    const history = await json<{ entries: Occurrence[]; next_before: string | null }>(await dot.browser.get(`/api/chores/${chore.id}/history?limit=1`));
    expect(history.entries.map((entry) => [entry.due_on, entry.state])).toEqual([['2026-03-03', 'skipped']]);
    const older = await json<{ entries: Occurrence[] }>(await dot.browser.get(`/api/chores/${chore.id}/history?before=${history.next_before}`));
    expect(older.entries.map((entry) => [entry.due_on, entry.state, entry.done_by?.full_name])).toEqual([['2026-03-02', 'approved', 'Cy Child']]);
  });

  it('lets members pause themselves, organizers anyone or the household', async () => {
    const spaceId = await household();
    const week = { from: '2026-03-05', to: '2026-03-08' };
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, user_id: dot.userId }), 403);
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, user_id: null }), 403);
    await expectStatus(await lou.browser.post(`/api/spaces/${spaceId}/pauses`, week), 404);
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-03-08', to: '2026-03-05' }), 400, 'to: The pause must end on or after the day it starts.');
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-02-01', to: '2026-02-05' }), 400, 'to: The pause must end today or later.');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, user_id: lou.userId }), 400);
    const own = await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, note: 'Camp' });
    await expectStatus(own, 201);
    const { pause } = await json<{ pause: { id: string; user: PersonJson | null } }>(own);
    expect(pause.user?.user_id).toBe(cy.userId);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, user_id: dot.userId }), 201);
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/pauses`, { ...week, user_id: null }), 201);
    const listed = await json<{ pauses: unknown[] }>(await gia.browser.get(`/api/spaces/${spaceId}/pauses`));
    expect(listed.pauses).toHaveLength(3);
    await expectStatus(await dot.browser.delete(`/api/pauses/${pause.id}`), 403);
    await expectStatus(await lou.browser.delete(`/api/pauses/${pause.id}`), 404);
    await expectStatus(await cy.browser.delete(`/api/pauses/${pause.id}`), 204);
  });

  it('shows a calendar of at most 62 days to members', async () => {
    const spaceId = await household();
    await expectStatus(await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-01&to=2026-05-01`), 200);
    await expectStatus(await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-01&to=2026-05-02`), 400, 'to: Choose at most 62 days.');
    await expectStatus(await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-05&to=2026-03-01`), 400);
    await expectStatus(await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-3-1&to=2026-03-05`), 400);
    await expectStatus(await lou.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-01&to=2026-03-05`), 404);
  });
});

describe('chores over the days', () => {
  it('takes turns daily between two children: the turn moves when one is done, approval pays once', async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Empty the dishwasher', assignment: rotation('round_robin', cy, dot), points: 10 });
    expect(chore.repeat).toBe('Every day');
    expect(chore.current).toMatchObject({ due_on: '2026-03-02', turn: { user_id: cy.userId, full_name: 'Cy Child' } });
    expect((await choreNow(spaceId, chore.id, dot)).current).toMatchObject({ can_complete: false, can_claim: false });

    const turns: [string, string][] = [];
    for (const [day, person, other] of [
      ['2026-03-02', cy, dot],
      ['2026-03-03', dot, cy],
      ['2026-03-04', cy, dot],
      ['2026-03-05', dot, cy],
    ] as const) {
      setDay(day);
      const current = (await choreNow(spaceId, chore.id)).current!;
      turns.push([current.due_on, current.turn!.full_name]);
      expect(current.overdue).toBe(false);
      await expectStatus(await other.browser.post(`/api/chore-occurrences/${current.id}/complete`), 403);
      const done = await act(person, current.id, 'complete');
      expect(done.next?.turn?.user_id).toBe(other.userId);
      await act(ann, current.id, 'approve');
    }
    expect(turns).toEqual([
      ['2026-03-02', 'Cy Child'],
      ['2026-03-03', 'Dot Child'],
      ['2026-03-04', 'Cy Child'],
      ['2026-03-05', 'Dot Child'],
    ]);
    expect(await balance(cy, spaceId)).toBe(20);
    expect(await balance(dot, spaceId)).toBe(20);
    const entries = await harness.database.db.select().from(pointsLedger).where(eq(pointsLedger.spaceId, spaceId));
    expect(entries).toHaveLength(4);

    // The calendar shows the week ahead with the turns going on alternating.
    setDay('2026-03-06');
    const calendar = await json<{ occurrences: { due_on: string; projected: boolean; turn: PersonJson | null; state: string }[] }>(
      await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-05&to=2026-03-09`),
    );
    expect(calendar.occurrences.map((o) => [o.due_on, o.projected, o.turn?.full_name, o.state])).toEqual([
      ['2026-03-05', false, 'Dot Child', 'approved'],
      ['2026-03-06', false, 'Cy Child', 'todo'],
      ['2026-03-07', true, 'Dot Child', 'todo'],
      ['2026-03-08', true, 'Cy Child', 'todo'],
      ['2026-03-09', true, 'Dot Child', 'todo'],
    ]);
    const cysOnly = await json<{ occurrences: { due_on: string }[] }>(
      await gia.browser.get(`/api/spaces/${spaceId}/chore-occurrences?from=2026-03-06&to=2026-03-09&member=${cy.userId}`),
    );
    expect(cysOnly.occurrences.map((o) => o.due_on)).toEqual(['2026-03-06', '2026-03-08']);
  });

  it('gives the turn to whoever did it fewest times lately', async () => {
    const spaceId = await household();
    const fewest = await addChore(spaceId, { title: 'Hoover', assignment: rotation('fewest_recent', cy, dot) });
    const roundRobin = await addChore(spaceId, { title: 'Dust', assignment: rotation('round_robin', cy, dot) });
    for (const chore of [fewest, roundRobin]) {
      const first = await act(cy, chore.current!.id, 'complete');
      expect(first.next?.turn?.user_id).toBe(dot.userId);
      // Dot's turn is skipped: Dot has still done it fewer times than Cy, so Dot goes again on fewest-lately.
      setDay('2026-03-03');
      const skipped = await act(ann, first.next!.id, 'skip');
      expect(skipped.next?.turn?.user_id).toBe(chore === fewest ? dot.userId : cy.userId);
      setDay('2026-03-02');
    }
  });

  it('keeps a weekly Saturday chore on Saturdays', async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Change the sheets', rule: { kind: 'weekdays', days: [6] }, assignment: { mode: 'one', member: cy.userId } });
    expect(chore.repeat).toBe('Every Saturday');
    expect(chore.current!.due_on).toBe('2026-03-07');
    setDay('2026-03-07');
    const done = await act(cy, chore.current!.id, 'complete');
    expect(done.next?.due_on).toBe('2026-03-14');
    // Done early (a Thursday), the turn after is still the Saturday after the one it was due.
    setDay('2026-03-12');
    expect((await act(cy, done.next!.id, 'complete')).next?.due_on).toBe('2026-03-21');
  });

  it('gives a chore overdue for a week ONE next turn, after today', async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Take out the recycling', assignment: { mode: 'one', member: cy.userId }, due_time: '18:00' });
    setDay('2026-03-09');
    const late = (await choreNow(spaceId, chore.id)).current!;
    expect(late).toMatchObject({ due_on: '2026-03-02', overdue: true });
    expect(await openTurns(chore.id)).toHaveLength(1);
    const due = await choresDueFor(harness.database.db, cy.userId, [spaceId], '2026-03-09', clock.now());
    expect(due.map((item) => [item.title, item.due_on, item.overdue])).toEqual([['Take out the recycling', '2026-03-02', true]]);
    const done = await act(cy, late.id, 'complete');
    expect(done.next?.due_on).toBe('2026-03-10');
    expect(await openTurns(chore.id)).toHaveLength(1);
  });

  it('moves due dates out of a household pause, and passes a paused member over in the rotation', async () => {
    const spaceId = await household();
    const saturday = await addChore(spaceId, { title: 'Mow the lawn', rule: { kind: 'weekdays', days: [6] } });
    const afterDone = await addChore(spaceId, { title: 'Descale the kettle', rule: { kind: 'after_done', interval: 4 } });
    const turns = await addChore(spaceId, { title: 'Set the table', assignment: rotation('round_robin', cy, dot) });
    expect(afterDone.current!.due_on).toBe('2026-03-06');

    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/pauses`, { user_id: null, from: '2026-03-05', to: '2026-03-08' }), 201);
    expect((await choreNow(spaceId, saturday.id)).current!.due_on).toBe('2026-03-14');
    expect((await choreNow(spaceId, afterDone.id)).current!.due_on).toBe('2026-03-09');

    // Cy is away Tuesday to Thursday: today's turn stays Cy's, the days Cy is away go to Dot.
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-03-03', to: '2026-03-04' }), 201);
    const monday = await act(cy, (await choreNow(spaceId, turns.id)).current!.id, 'complete');
    expect(monday.next).toMatchObject({ due_on: '2026-03-03', turn: { user_id: dot.userId } });
    setDay('2026-03-03');
    const tuesday = await act(dot, monday.next!.id, 'complete');
    expect(tuesday.next).toMatchObject({ due_on: '2026-03-04', turn: { user_id: dot.userId } });
    expect(await choresDueFor(harness.database.db, cy.userId, [spaceId], '2026-03-03')).toEqual([]);
    setDay('2026-03-04');
    const wednesday = await act(dot, tuesday.next!.id, 'complete');
    // The household's pause (Thursday to Sunday) moves the next day to Monday, when Cy is back.
    expect(wednesday.next).toMatchObject({ due_on: '2026-03-09', turn: { user_id: cy.userId } });

    // A member pause made while it is their turn passes the turn on at once.
    setDay('2026-03-09');
    await expectStatus(await ann.browser.post(`/api/spaces/${spaceId}/pauses`, { user_id: cy.userId, from: '2026-03-09', to: '2026-03-10' }), 201);
    expect((await choreNow(spaceId, turns.id)).current).toMatchObject({ due_on: '2026-03-09', turn: { user_id: dot.userId } });
  });

  it("approves an organizer's own chore at once at the chore's points", async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Pay the bills', points: 15, assignment: { mode: 'one', member: ann.userId } });
    const done = await act(ann, chore.current!.id, 'complete');
    expect(done.occurrence).toMatchObject({ state: 'approved', self_approved: true, points_awarded: 15 });
    expect(await balance(ann, spaceId)).toBe(15);
    const waiting = await json<{ occurrences: unknown[] }>(await ann.browser.get(`/api/spaces/${spaceId}/chore-occurrences/submitted`));
    expect(waiting.occurrences).toEqual([]);
    const streak = await myChoreStreak(harness.database.db, ann.userId, spaceId, '2026-03-02');
    expect(streak).toMatchObject({ current: 1, activeToday: true });
  });

  it('awards points once when two reviewers approve at once', async () => {
    const spaceId = await household();
    await harness.database.db.insert(userRoles).values({ userId: otto.userId, spaceId, role: 'organizer' });
    const chore = await addChore(spaceId, { title: 'Clean the hamster cage', points: 12, assignment: { mode: 'one', member: cy.userId } });
    await act(cy, chore.current!.id, 'complete');
    const answers = await Promise.all([ann, otto].map((person) => person.browser.post(`/api/chore-occurrences/${chore.current!.id}/approve`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balance(cy, spaceId)).toBe(12);
    const entries = await harness.database.db.select().from(pointsLedger).where(eq(pointsLedger.choreOccurrenceId, chore.current!.id));
    expect(entries).toHaveLength(1);
  });

  it("freezes a member's streak while they are away", async () => {
    const spaceId = await household();
    const chore = await addChore(spaceId, { title: 'Walk the dog', assignment: { mode: 'one', member: cy.userId } });
    let turnId = chore.current!.id;
    for (const day of ['2026-03-02', '2026-03-03']) {
      setDay(day);
      turnId = (await act(cy, turnId, 'complete')).next!.id;
    }
    await expectStatus(await cy.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-03-04', to: '2026-03-06' }), 201);
    const frozen = await myChoreStreak(harness.database.db, cy.userId, spaceId, '2026-03-07');
    expect(frozen.current).toBe(2);
    // What the chores page shows Cy: kept while away, and still kept the day after (nothing done yet).
    setDay('2026-03-05');
    const away = await json<{ my_streak: unknown }>(await cy.browser.get(`/api/spaces/${spaceId}/chores`));
    expect(away.my_streak).toEqual({ current: 2, active_today: false, paused_today: true });
    setDay('2026-03-07');
    const back = await json<{ my_streak: unknown }>(await cy.browser.get(`/api/spaces/${spaceId}/chores`));
    expect(back.my_streak).toEqual({ current: 2, active_today: false, paused_today: false });
    await act(cy, (await choreNow(spaceId, chore.id)).current!.id, 'complete');
    expect((await myChoreStreak(harness.database.db, cy.userId, spaceId, '2026-03-07')).current).toBe(3);
  });
});
