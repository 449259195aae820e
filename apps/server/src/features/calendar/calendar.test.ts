import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrencesBetweenWithPauses } from '@tidy/domain/pause';
import { type RecurrenceRule } from '@tidy/domain/recurrence';
import {
  calendarFeeds,
  choreMembers,
  choreOccurrences,
  chorePauses,
  chores,
  rateLimitCounters,
  spaces,
  userRoles,
} from '../../db/schema';
import { FEED_FETCHES_PER_HOUR_PER_ADDRESS } from './service';
import { adjustableClock } from '../../platform/clock';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

// The feed is read back with Mozilla's ical.js, not the library that wrote it: the RRULEs are expanded by a
// real parser and compared day for day with the domain's own dates. Chores are set up as rows (the chores
// feature owns their writes in the app; a test may write fixtures directly).

const clock = adjustableClock();
let harness: TestApp;
let organizer: Person;
let child: Person;
let parent: Person;
let kitchenId: string;
let garageId: string;

// Monday 2 March 2026, morning in Berlin; Europe moves its clocks on 29 March.
const TODAY = '2026-03-02';
const HORIZON = '2026-06-01';
const HOUSEHOLD_PAUSE = { from: '2026-04-06', to: '2026-04-08' };

type NewChore = {
  title: string;
  rule: RecurrenceRule | null;
  anchorOn: string;
  mode?: 'one' | 'open' | 'rotation';
  assigneeId?: string | null;
  dueTime?: string | null;
  spaceId?: string;
  open?: { dueOn: string; assigneeId: string | null } | null;
  rotation?: string[];
};

async function addChore(chore: NewChore): Promise<string> {
  const db = harness.database.db;
  const spaceId = chore.spaceId ?? kitchenId;
  const [row] = await db
    .insert(chores)
    .values({
      spaceId,
      title: chore.title,
      rule: chore.rule,
      anchorOn: chore.anchorOn,
      dueTime: chore.dueTime ?? null,
      assignmentMode: chore.mode ?? 'one',
      rotationStrategy: chore.mode === 'rotation' ? 'round_robin' : null,
      assigneeId: chore.mode === 'one' || chore.mode === undefined ? (chore.assigneeId ?? child.userId) : null,
      points: 15,
      estimatedTime: 20,
    })
    .returning({ id: chores.id });
  const id = row!.id;
  if (chore.rotation) {
    await db.insert(choreMembers).values(chore.rotation.map((userId, position) => ({ choreId: id, userId, position })));
  }
  if (chore.open) await db.insert(choreOccurrences).values({ choreId: id, spaceId, ...chore.open });
  return id;
}

/** The feed's events, parsed by ical.js, with the feed's own time zones registered for it. */
function parseFeed(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

const belongsTo = (event: ICAL.Event, choreId: string) =>
  event.uid === `chore-${choreId}@localhost` || event.uid.startsWith(`chore-${choreId}-`);

/** The days a chore's events fall on in [from, to], every RRULE expanded by ical.js's own iterator. */
function daysOf(events: ICAL.Event[], choreId: string, from = TODAY, to = HORIZON): string[] {
  const days: string[] = [];
  for (const event of events.filter((candidate) => belongsTo(candidate, choreId))) {
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const day = next.toString().slice(0, 10);
      if (day > to) break;
      if (day >= from) days.push(day);
      if (!event.isRecurring()) break;
    }
  }
  return days.sort();
}

async function newFeed(person: Person): Promise<{ url: string; webcal_url: string; created_at: string }> {
  const response = await person.browser.post('/api/calendar/feed');
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; webcal_url: string; created_at: string };
}

/** Fetches a feed as a calendar app does: no cookies, just the address. */
const fetchFeed = (url: string) => testBrowser(harness).get(url);

async function feedOf(person: Person): Promise<ICAL.Event[]> {
  const response = await fetchFeed((await newFeed(person)).url);
  expect(response.status).toBe(200);
  return parseFeed(await response.text());
}

beforeAll(async () => {
  clock.set(new Date('2026-03-02T08:00:00Z'));
  harness = await createTestApp({ settings: { clock } });
  [organizer, child, parent] = (await Promise.all(
    ['Orla Organizer', 'Cal Child', 'Pam Parent'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person];
  const other = await signedUpPerson(harness, 'Otto Other');
  const made = await organizer.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
  kitchenId = ((await made.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
  const elsewhere = await other.browser.post('/api/home', { spaces: [{ name: 'Garage', space_type: 'garage' }] });
  garageId = ((await elsewhere.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
  const db = harness.database.db;
  await db.update(spaces).set({ timeZone: 'Europe/Berlin' }).where(eq(spaces.id, kitchenId));
  await db.insert(userRoles).values([
    { userId: child.userId, spaceId: kitchenId, role: 'child' },
    { userId: parent.userId, spaceId: kitchenId, role: 'parent' },
  ]);
});
afterAll(() => harness.close());

type ErrorJson = { error: { code: string; message: string } };

describe('the feed address', () => {
  it('is made, renewed and revoked by its member; an old or revoked address answers 404', async () => {
    const before = await child.browser.get('/api/calendar/feed');
    expect(await before.json()).toEqual({ active: false, created_at: null });

    const first = await newFeed(child);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace('http://', 'webcal://'));
    // Made by the app's clock, which the test moved to 2026.
    expect(Math.abs(Date.parse(first.created_at) - clock.now().getTime())).toBeLessThan(60_000);
    expect(await (await child.browser.get('/api/calendar/feed')).json()).toEqual({
      active: true,
      created_at: first.created_at,
    });

    // Only the token's hash is kept.
    const token = /\/calendar\/(.+)\.ics$/.exec(first.url)![1]!;
    const [stored] = await harness.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, child.userId));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored!.tokenHash).not.toContain(token);

    const fetched = await fetchFeed(first.url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(fetched.headers.get('cache-control')).toBe('private, max-age=300');
    expect(fetched.headers.get('x-robots-tag')).toBe('noindex');
    expect(await fetched.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const renewed = await newFeed(child);
    expect(renewed.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.status).toBe(404);
    expect(((await old.json()) as ErrorJson).error).toEqual({ code: 'not_found', message: 'Calendar feed not found.' });
    expect((await fetchFeed(renewed.url)).status).toBe(200);

    expect((await child.browser.delete('/api/calendar/feed')).status).toBe(204);
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    expect(await (await child.browser.get('/api/calendar/feed')).json()).toEqual({ active: false, created_at: null });
    // Revoking again is no error.
    expect((await child.browser.delete('/api/calendar/feed')).status).toBe(204);
  });

  it('answers 404 to a malformed or unknown token, and 401 to the address routes without a session', async () => {
    const anonymous = testBrowser(harness);
    for (const path of [
      '/api/calendar/not-a-token.ics',
      `/api/calendar/${'A'.repeat(43)}`,
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'A'.repeat(44)}.ics`,
      '/api/calendar/%00.ics',
    ]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorJson).error.code).toBe('not_found');
    }
    expect((await anonymous.get('/api/calendar/feed')).status).toBe(401);
    expect((await anonymous.post('/api/calendar/feed')).status).toBe(401);
    expect((await anonymous.delete('/api/calendar/feed')).status).toBe(401);
  });
});

describe('fetching feeds', () => {
  it('is limited per client address, guessed tokens included', async () => {
    // This address has used up the hour (this window and the next, should the hour turn meanwhile).
    const address = '203.0.113.9';
    const hour = 3_600_000;
    const windowStart = Math.floor(Date.now() / hour) * hour;
    await harness.database.db.insert(rateLimitCounters).values(
      [windowStart, windowStart + hour].map((start) => ({
        key: `calendar-feed:address:${address}`,
        windowStart: new Date(start),
        hits: FEED_FETCHES_PER_HOUR_PER_ADDRESS,
      })),
    );
    const limited = await testBrowser(harness, { address }).get(`/api/calendar/${'B'.repeat(43)}.ics`);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorJson).error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await testBrowser(harness, { address: '203.0.113.10' }).get('/api/calendar/x.ics')).status).toBe(404);
  });
});

describe("the feed's events", () => {
  const scheduled: { id: string; rule: RecurrenceRule; anchorOn: string }[] = [];
  let weekdayEvening: string;
  let rotating: string;
  let afterDone: string;
  let theParents: string;
  let archived: string;
  let garageChore: string;
  let events: ICAL.Event[];

  beforeAll(async () => {
    const db = harness.database.db;
    await db
      .insert(chorePauses)
      .values({ spaceId: kitchenId, userId: null, startsOn: HOUSEHOLD_PAUSE.from, endsOn: HOUSEHOLD_PAUSE.to });
    const rules: [string, RecurrenceRule, string, 'one' | 'open'][] = [
      ['Feed the cat', { kind: 'every_n_days', interval: 1 }, TODAY, 'one'],
      ['Water the plants', { kind: 'every_n_days', interval: 3 }, '2026-02-27', 'one'],
      ['Clean the fridge', { kind: 'monthly', day: 31 }, '2026-01-15', 'one'],
      ['Pay pocket money', { kind: 'monthly', day: 'last' }, TODAY, 'open'],
      ['Descale the kettle', { kind: 'monthly', day: 30 }, '2026-01-01', 'open'],
      ['Wipe the oven', { kind: 'monthly', day: 29 }, '2026-01-01', 'one'],
      ['Empty the bins', { kind: 'weekdays', days: [2, 5] }, TODAY, 'one'],
    ];
    for (const [title, rule, anchorOn, mode] of rules) {
      scheduled.push({ id: await addChore({ title, rule, anchorOn, mode }), rule, anchorOn });
    }
    weekdayEvening = await addChore({
      title: 'Set the table',
      rule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
      anchorOn: TODAY,
      mode: 'open',
      dueTime: '18:30',
    });
    rotating = await addChore({
      title: 'Mop the floor',
      rule: { kind: 'weekdays', days: [6] },
      anchorOn: TODAY,
      mode: 'rotation',
      rotation: [child.userId, parent.userId],
      open: { dueOn: '2026-03-07', assigneeId: child.userId },
    });
    afterDone = await addChore({
      title: 'Change the sheets',
      rule: { kind: 'after_done', interval: 7 },
      anchorOn: '2026-02-26',
      open: { dueOn: '2026-03-05', assigneeId: child.userId },
    });
    theParents = await addChore({
      title: 'Do the taxes',
      rule: { kind: 'monthly', day: 1 },
      anchorOn: TODAY,
      assigneeId: parent.userId,
    });
    archived = await addChore({ title: 'Old chore', rule: { kind: 'every_n_days', interval: 1 }, anchorOn: TODAY });
    await db.update(chores).set({ archivedAt: new Date() }).where(eq(chores.id, archived));
    garageChore = await addChore({
      title: 'Sweep the garage',
      rule: { kind: 'every_n_days', interval: 1 },
      anchorOn: TODAY,
      mode: 'open',
      spaceId: garageId,
    });
    events = await feedOf(child);
  });

  it("repeats each scheduled chore by an RRULE whose days are the domain's days, pauses left out", () => {
    const household = [HOUSEHOLD_PAUSE];
    for (const chore of scheduled) {
      const expected = occurrencesBetweenWithPauses(chore.rule, chore.anchorOn, TODAY, HORIZON, household);
      expect(expected.length, JSON.stringify(chore.rule)).toBeGreaterThan(2);
      expect(daysOf(events, chore.id), JSON.stringify(chore.rule)).toEqual(expected);
    }
    // The monthly day a month lacks is its last day, in ical.js's reading too.
    const fridge = scheduled.find((chore) => chore.rule.kind === 'monthly' && chore.rule.day === 31)!;
    expect(daysOf(events, fridge.id, '2026-01-01', '2026-05-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    const oven = scheduled.find((chore) => chore.rule.kind === 'monthly' && chore.rule.day === 29)!;
    expect(daysOf(events, oven.id, '2027-12-01', '2028-03-31')).toEqual([
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ]);
    expect(daysOf(events, oven.id, '2027-01-01', '2027-03-31')).toEqual(['2027-01-29', '2027-02-28', '2027-03-29']);
    // The daily chore skips the household's pause: EXDATEs, not a broken series.
    const cat = events.find((event) => event.uid === `chore-${scheduled[0]!.id}@localhost`)!;
    expect(cat.isRecurring()).toBe(true);
    expect(cat.summary).toBe('Feed the cat (Kitchen)');
    expect(cat.description).toContain('15 points');
    expect(cat.startDate.isDate).toBe(true);
    expect(daysOf(events, scheduled[0]!.id, '2026-04-05', '2026-04-09')).toEqual(['2026-04-05', '2026-04-09']);
  });

  it("shows a timed chore at its time in the household's zone, across the change of clocks", () => {
    const [table] = events.filter((event) => belongsTo(event, weekdayEvening));
    expect(table!.startDate.isDate).toBe(false);
    expect(table!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    // The zone's rules travel with the feed (a VTIMEZONE), so the parser knows Berlin without a database.
    expect(table!.startDate.zone!.tzid).toBe('Europe/Berlin');
    const iterator = table!.iterator();
    const instants: Record<string, string> = {};
    for (let next = iterator.next(); next && next.toString() < '2026-04-01'; next = iterator.next()) {
      instants[next.toString()] = next.toJSDate().toISOString();
    }
    // 18:30 in Berlin is 17:30 UTC in winter and 16:30 UTC in summer time.
    expect(instants['2026-03-27T18:30:00']).toBe('2026-03-27T17:30:00.000Z');
    expect(instants['2026-03-30T18:30:00']).toBe('2026-03-30T16:30:00.000Z');
    expect(daysOf(events, weekdayEvening)).toEqual(
      occurrencesBetweenWithPauses({ kind: 'weekdays', days: [1, 2, 3, 4, 5] }, TODAY, TODAY, HORIZON, [
        HOUSEHOLD_PAUSE,
      ]),
    );
    expect((table!.endDate.toUnixTime() - table!.startDate.toUnixTime()) / 60).toBe(20);
  });

  it("shows a rotating chore only on the member's own turns, for eight weeks", async () => {
    // Round robin from the child's open turn on Saturday 7 March: child, parent, child …; the household's
    // pause holds no Saturday.
    expect(daysOf(events, rotating)).toEqual(['2026-03-07', '2026-03-21', '2026-04-04', '2026-04-18']);
    expect(events.filter((event) => belongsTo(event, rotating)).every((event) => !event.isRecurring())).toBe(true);
    const parentEvents = await feedOf(parent);
    expect(daysOf(parentEvents, rotating)).toEqual(['2026-03-14', '2026-03-28', '2026-04-11', '2026-04-25']);
    // Each turn is its own event with its own UID.
    expect(new Set(parentEvents.filter((event) => belongsTo(event, rotating)).map((event) => event.uid)).size).toBe(4);
  });

  it('shows an "after done" chore once, on its open turn\'s day', () => {
    const sheets = events.filter((event) => belongsTo(event, afterDone));
    expect(sheets.map((event) => [event.isRecurring(), event.startDate.toString()])).toEqual([[false, '2026-03-05']]);
  });

  it("leaves out other people's chores, archived ones and other households' spaces", async () => {
    for (const id of [theParents, archived, garageChore])
      expect(events.filter((event) => belongsTo(event, id))).toEqual([]);
    const parentEvents = await feedOf(parent);
    expect(daysOf(parentEvents, theParents)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
    // Open chores are everyone's; a chore of the child's only is not the parent's.
    expect(daysOf(parentEvents, weekdayEvening).length).toBeGreaterThan(0);
    expect(daysOf(parentEvents, scheduled[0]!.id)).toEqual([]);
  });

  it("leaves the member's own pause out of their own chores, not out of open ones", async () => {
    const db = harness.database.db;
    const [pause] = await db
      .insert(chorePauses)
      .values({ spaceId: kitchenId, userId: child.userId, startsOn: '2026-05-11', endsOn: '2026-05-12' })
      .returning({ id: chorePauses.id });
    try {
      const paused = await feedOf(child);
      expect(daysOf(paused, scheduled[0]!.id, '2026-05-10', '2026-05-13')).toEqual(['2026-05-10', '2026-05-13']);
      expect(daysOf(paused, weekdayEvening, '2026-05-10', '2026-05-13')).toEqual([
        '2026-05-11',
        '2026-05-12',
        '2026-05-13',
      ]);
    } finally {
      await db.delete(chorePauses).where(eq(chorePauses.id, pause!.id));
    }
  });

  it('empties when the member leaves the space, and shows a guest nothing', async () => {
    const db = harness.database.db;
    const lodger = await signedUpPerson(harness, 'Gia Guest');
    await db.insert(userRoles).values({ userId: lodger.userId, spaceId: kitchenId, role: 'guest' });
    expect(await feedOf(lodger)).toEqual([]);

    const { url } = await newFeed(child);
    await db.delete(userRoles).where(eq(userRoles.userId, child.userId));
    const after = parseFeed(await (await fetchFeed(url)).text());
    expect(after).toEqual([]);
    await db.insert(userRoles).values({ userId: child.userId, spaceId: kitchenId, role: 'child' });
  });
});
