import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { createTestApp, silentLogger, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { startPushEndpoint, waitForQueue, type PushEndpoint, type TestSubscription } from '../../../test/push-endpoint';
import { choreTurnsWaitingQuery, dueReminderCandidates } from '../chores/service';
import { PUSH_QUEUE, type DeliveryDeps } from './delivery';
import type { PushMessage } from './messages';
import { REMINDER_QUEUE, sendChoreReminders, sendDueReminders } from './reminders';

// Chore turns reach their person: at the due time on the household's clock (here New York, in winter
// UTC-5, so 18:30 there is 23:30 UTC), once, and in the daily reminder's count. The job runs by hand at
// chosen instants on a clock the test moves; the harness leaves the 15-minute schedule out.

const clock = adjustableClock();
let harness: TestApp;
let pushService: PushEndpoint;
let deps: DeliveryDeps;
let spaceId: string;
let orla: Person, cal: Person, pia: Person, quinn: Person, lex: Person;
const phones = new Map<Person, TestSubscription>();
let piasPause: string;

const at = (instant: string) => new Date(instant);
const json = async <T>(response: Response) => (await response.json()) as T;

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
}

/** What reached the person's phone of one kind, oldest first, once every queued push has gone out. */
async function pushesTo(person: Person, kind: PushMessage['kind']): Promise<PushMessage[]> {
  await waitForQueue(harness, PUSH_QUEUE);
  const phone = phones.get(person)!;
  return pushService
    .pushesTo(phone)
    .map((push) => phone.read(push.body) as PushMessage)
    .filter((message) => message.kind === kind);
}
const chorePushesTo = (person: Person) => pushesTo(person, 'chore_reminders');
const dailyBodies = async (person: Person) => (await pushesTo(person, 'daily_reminder')).map((message) => message.body);

async function addChore(title: string, fields: Record<string, unknown>) {
  const response = await orla.browser.post(`/api/spaces/${spaceId}/chores`, {
    title,
    estimated_time: 10,
    points: 5,
    rule: null,
    due_time: '18:30',
    ...fields,
  });
  await expectStatus(response, 201);
  return (await json<{ chore: { id: string; current: { id: string; due_on: string } } }>(response)).chore;
}

const theirs = (person: Person) => ({ mode: 'one', member: person.userId });

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  pushService = await startPushEndpoint();
  deps = { db: harness.database.db, jobs: harness.services.jobs, push: harness.services.push, logger: silentLogger };
  [orla, cal, pia, quinn, lex] = (await Promise.all(
    ['Orla Organizer', 'Cal Child', 'Pia Paused', 'Quinn Quiet', 'Lex Leaver'].map((name) =>
      signedUpPerson(harness, name),
    ),
  )) as [Person, Person, Person, Person, Person];

  clock.set(at('2026-01-14T15:00:00Z'));
  const made = await orla.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
  spaceId = (await json<{ spaces: { id: string }[] }>(made)).spaces[0]!.id;
  // The household's clock (a fixture: the space settings screen is another feature's).
  await harness.database.db.update(spaces).set({ timeZone: 'America/New_York' }).where(eq(spaces.id, spaceId));
  for (const person of [cal, pia, quinn, lex]) {
    const { invite } = await json<{ invite: { id: string } }>(
      await orla.browser.post('/api/invites', { space_id: spaceId, role: 'child' }),
    );
    await expectStatus(await person.browser.post(`/api/invites/${invite.id}/accept`), 200);
    const phone = pushService.subscription();
    phones.set(person, phone);
    await expectStatus(
      await person.browser.post('/api/push/subscriptions', { ...phone.toJSON(), time_zone: 'America/New_York' }),
      201,
    );
  }
  await expectStatus(
    await quinn.browser.patch('/api/notifications/settings', { kinds: { chore_reminders: false } }),
    200,
  );

  // On the 14th: Pia's turn for the evening, and one of Cal's that will be long past by the 15th's evening.
  await addChore('Feed the fish', { starts_on: '2026-01-14', assignment: theirs(pia) });
  await addChore('Sweep the porch', { starts_on: '2026-01-13', assignment: theirs(cal) });

  // The morning of the 15th: Pia goes away from today; the evening's chores are added.
  clock.set(at('2026-01-15T14:00:00Z'));
  const paused = await pia.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-01-15', to: '2026-01-16' });
  await expectStatus(paused, 201);
  piasPause = (await json<{ pause: { id: string } }>(paused)).pause.id;
  await addChore('Empty the dishwasher', { starts_on: '2026-01-15', assignment: theirs(cal) });
  await addChore('Set the table', { starts_on: '2026-01-15', assignment: theirs(quinn) });
  await addChore('Take out the bins', { starts_on: '2026-01-15', assignment: theirs(lex) });
  await addChore('Wipe the counters', { starts_on: '2026-01-15', assignment: { mode: 'open' } });
  await addChore('Water the plants', { starts_on: '2026-01-15', due_time: null, assignment: theirs(cal) });
  await expectStatus(await lex.browser.post(`/api/spaces/${spaceId}/leave`), 204);
});
afterAll(async () => {
  await harness?.close();
  await pushService?.close();
});

describe('the chore reminder at the due time', () => {
  it('does not reach a member who is paused today; once the pause is removed, it does', async () => {
    // Pia's fish were due yesterday at 18:30 New York time, less than a day ago; she is away today.
    expect(await sendChoreReminders(deps, at('2026-01-15T14:00:00Z'))).toBe(0);
    expect(await chorePushesTo(pia)).toEqual([]);
    await expectStatus(await pia.browser.delete(`/api/pauses/${piasPause}`), 204);
    expect(await sendChoreReminders(deps, at('2026-01-15T14:05:00Z'))).toBe(1);
    expect((await chorePushesTo(pia)).map((message) => message.body)).toEqual([
      "It's your turn for “Feed the fish” in Kitchen, due at 18:30.",
    ]);
  });

  it('is not sent before the due time on the household’s clock', async () => {
    // 23:29 UTC is past 18:30 in London, but 18:29 in New York.
    expect(await sendChoreReminders(deps, at('2026-01-15T23:29:00Z'))).toBe(0);
    expect(await chorePushesTo(cal)).toEqual([]);
  });

  it('is sent once at the due time, even by two processes at once, and only to whom it may reach', async () => {
    const runs = await Promise.all([0, 1].map(() => sendChoreReminders(deps, at('2026-01-15T23:30:00Z'))));
    // Cal's and Quinn's turns are claimed by one of the runs; Lex left, the open chore is nobody's.
    expect(runs.sort()).toEqual([0, 2]);
    expect(await chorePushesTo(cal)).toEqual([
      {
        kind: 'chore_reminders',
        title: 'Your chore is due',
        body: "It's your turn for “Empty the dishwasher” in Kitchen, due at 18:30.",
        url: `/spaces/${spaceId}/chores`,
        tag: expect.stringMatching(/^chore-/),
      },
    ]);
    // Quinn switched chore reminders off; Lex left the space.
    expect(await chorePushesTo(quinn)).toEqual([]);
    expect(await chorePushesTo(lex)).toEqual([]);
  });

  it('is not sent twice, and never for a turn more than a day late', async () => {
    expect(await sendChoreReminders(deps, at('2026-01-15T23:45:00Z'))).toBe(0);
    expect(await sendChoreReminders(deps, at('2026-01-16T12:00:00Z'))).toBe(0);
    expect((await chorePushesTo(cal)).map((message) => message.body)).toEqual([
      "It's your turn for “Empty the dishwasher” in Kitchen, due at 18:30.",
    ]);
  });

  it('finds its turns through an index of open turns', async () => {
    // On tables this small the planner may take either partial index of open turns; both are index reads.
    const plan = await explain(dueReminderCandidates(harness.database.db, at('2026-01-16T00:00:00Z')));
    expect(plan).toMatch(
      /Index (Only )?Scan using chore_occurrences_(due_reminder_idx|open_unique) on chore_occurrences/,
    );
    expect(plan).not.toMatch(/Seq Scan on chore_occurrences/);
  });
});

describe('the daily reminder', () => {
  it('counts the chore turns waiting for the person today, with their tasks', async () => {
    // Cal, the next morning at 8 in New York: the dishwasher (due last evening), the porch (two days
    // late) and the plants (yesterday, no time) wait; no daily tasks.
    clock.set(at('2026-01-16T13:00:00Z'));
    await addChore('Fold the towels', { starts_on: '2026-01-17', assignment: theirs(cal) });
    await sendDueReminders(deps, at('2026-01-16T13:00:00Z'));
    expect(await dailyBodies(cal)).toEqual(['You have 3 chores waiting today. One small step is all it takes.']);
    // Lex left the space: its chores are not theirs to do any more.
    expect(await dailyBodies(lex)).toEqual([
      'Nothing planned yet today. Pick one small task: five minutes makes a difference.',
    ]);
  });

  it('leaves out a space where the person is paused today', async () => {
    clock.set(at('2026-01-17T12:00:00Z'));
    await expectStatus(
      await cal.browser.post(`/api/spaces/${spaceId}/pauses`, { from: '2026-01-17', to: '2026-01-18' }),
      201,
    );
    await sendDueReminders(deps, at('2026-01-17T13:00:00Z'));
    expect(await dailyBodies(cal)).toEqual([
      'You have 3 chores waiting today. One small step is all it takes.',
      'Nothing planned yet today. Pick one small task: five minutes makes a difference.',
    ]);
  });

  it('counts through the index of open turns', async () => {
    const plan = await explain(choreTurnsWaitingQuery(harness.database.db, cal.userId, at('2026-01-16T13:00:00Z')));
    expect(plan).toMatch(/Index (Only )?Scan using chore_occurrences_assignee_open_idx on chore_occurrences/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('the 15-minute job', () => {
  it('sends the chore reminders due by the server’s clock', async () => {
    clock.set(at('2026-01-19T15:00:00Z'));
    await addChore('Clean the hamster cage', { starts_on: '2026-01-19', due_time: '18:00', assignment: theirs(pia) });
    clock.set(at('2026-01-19T23:05:00Z'));
    await harness.services.jobs.send(REMINDER_QUEUE, {});
    await waitForQueue(harness, REMINDER_QUEUE);
    expect((await chorePushesTo(pia)).map((message) => message.body)).toEqual([
      "It's your turn for “Feed the fish” in Kitchen, due at 18:30.",
      "It's your turn for “Clean the hamster cage” in Kitchen, due at 18:00.",
    ]);
  });
});

async function explain(query: SQLWrapper): Promise<string> {
  return harness.database.db.transaction(async (tx) => {
    // The tables are tiny here, so without this the planner would rightly read them whole.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
