import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { choreOccurrences, kitchenDevices, kitchenPins, userRoles } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { startServices, type Services } from '../../services';
import { testBrowser, type TestBrowser } from '../../../test/browser';
import {
  createTestApp,
  defaultTestSettings,
  silentLogger,
  testDatabaseKind,
  type TestApp,
} from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { checkResponses } from '../../../test/response-contract';
import { DEVICE_COOKIE, sha256 } from './credential';

// A kitchen tablet as a household uses it (issue 20, decision 028). Ann organizes Home (and Garage, which no
// tablet shows); Ben is a parent, Cy and Dot are children, Gia is a guest; Lou belongs nowhere; Otto organizes a
// home of his own. Every answer is checked against its documented schema by the harness.

type ErrorJson = { error: { code: string; message: string } };
type LinkStarted = { device: { id: string; state: string }; link: { code: string; url: string; expires_at: string } };
type Device = {
  id: string;
  name: string;
  state: string;
  spaces: { id: string }[];
  linked_at: string | null;
  last_used_at: string | null;
};
type Household = {
  device: { id: string; name: string };
  spaces: { id: string; name: string }[];
  members: { user_id: string; full_name: string; has_pin: boolean }[];
};
type Item = { kind: string; id: string; state: string; title: string; space: { id: string }; open: boolean };
type Day = { member: { user_id: string }; items: Item[]; spaces: { id: string; points: number }[] };
type ActionResult = { outcome: { state: string; points_awarded: number | null }; day: Day };

const clock = adjustableClock();
const today = new Date().toISOString().slice(0, 10);
let harness: TestApp;
let ann: Person, ben: Person, cy: Person, dot: Person, gia: Person, lou: Person, otto: Person;
let homeId: string, garageId: string, ottoSpaceId: string;

const json = async <T>(response: Response) => (await response.json()) as T;

async function expectStatus(response: Response, status: number, code?: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  if (code) expect((await json<ErrorJson>(response)).error.code).toBe(code);
}

async function join(person: Person, spaceId: string, role: string) {
  const { invite } = await json<{ invite: { id: string } }>(
    await ann.browser.post('/api/invites', { space_id: spaceId, role }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

async function addChore(spaceId: string, member: Person | null, title = 'Empty the dishwasher') {
  const response = await ann.browser.post(`/api/spaces/${spaceId}/chores`, {
    title,
    estimated_time: 10,
    points: 5,
    rule: { kind: 'every_n_days', interval: 1 },
    starts_on: today,
    assignment: member ? { mode: 'one', member: member.userId } : { mode: 'open' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ chore: { id: string; current: { id: string } } }>(response)).chore;
}

/** A linked tablet showing `spaceIds`, in a browser of its own (no session). */
async function linkedTablet(spaceIds = [homeId], name = 'Kitchen'): Promise<{ tablet: TestBrowser; deviceId: string }> {
  const started = await json<LinkStarted>(
    await ann.browser.post('/api/kitchen-devices', { name, space_ids: spaceIds }),
  );
  const tablet = testBrowser(harness);
  await expectStatus(await tablet.post('/api/kitchen/link', { code: started.link.code }), 200);
  return { tablet, deviceId: started.device.id };
}

const asMember = (tablet: TestBrowser, person: Person, path: string, pin?: string) =>
  tablet.post(`/api/kitchen/members/${person.userId}${path}`, { date: today, ...(pin === undefined ? {} : { pin }) });

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  const people = await Promise.all(
    ['Ann Organizer', 'Ben Parent', 'Cy Child', 'Dot Child', 'Gia Guest', 'Lou Nobody', 'Otto Other'].map((name) =>
      signedUpPerson(harness, name),
    ),
  );
  [ann, ben, cy, dot, gia, lou, otto] = people as [Person, Person, Person, Person, Person, Person, Person];
  const made = await json<{ spaces: { id: string; name: string }[] }>(
    await ann.browser.post('/api/home', {
      spaces: [
        { name: 'Home', space_type: 'kitchen' },
        { name: 'Garage', space_type: 'garage' },
      ],
    }),
  );
  homeId = made.spaces.find((space) => space.name === 'Home')!.id;
  garageId = made.spaces.find((space) => space.name === 'Garage')!.id;
  await join(ben, homeId, 'parent');
  await join(cy, homeId, 'child');
  await join(dot, homeId, 'child');
  await join(gia, homeId, 'guest');
  await join(cy, garageId, 'child');
  const other = await json<{ spaces: { id: string }[] }>(
    await otto.browser.post('/api/home', { spaces: [{ name: 'Otto home', space_type: 'other' }] }),
  );
  ottoSpaceId = other.spaces[0]!.id;
});
afterAll(() => harness.close());
// Each test links its own tablets; Ann may have ten at most.
afterEach(async () => {
  const { devices } = await json<{ devices: Device[] }>(await ann.browser.get('/api/kitchen-devices'));
  for (const device of devices) await expectStatus(await ann.browser.delete(`/api/kitchen-devices/${device.id}`), 204);
});

describe('linking a tablet', () => {
  it('gives a one-time code for spaces the organizer runs, and the tablet a credential of its own', async () => {
    const listed = await json<{ spaces: { id: string; name: string }[] }>(
      await ann.browser.get('/api/kitchen-devices'),
    );
    expect(listed.spaces.map((space) => space.name)).toEqual(['Garage', 'Home']);

    const response = await ann.browser.post('/api/kitchen-devices', { name: 'Fridge door', space_ids: [homeId] });
    await expectStatus(response, 201);
    const started = await json<LinkStarted>(response);
    expect(started.device.state).toBe('waiting');
    expect(started.link.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = started.link.code.replace('-', '');
    expect(started.link.url).toBe(`http://localhost:3000/kitchen#link=${code}`);
    expect(Date.parse(started.link.expires_at) - clock.now().getTime()).toBeGreaterThan(14 * 60_000);

    // Only hashes are kept: the code's, then the credential's.
    const [waiting] = await harness.database.db
      .select()
      .from(kitchenDevices)
      .where(eq(kitchenDevices.id, started.device.id));
    expect(waiting!.linkCodeHash).toBe(sha256(code));
    expect(JSON.stringify(waiting)).not.toContain(code);

    const tablet = testBrowser(harness);
    // Typed as a person would: lower case, with a space.
    const linked = await tablet.post('/api/kitchen/link', {
      code: `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`,
    });
    await expectStatus(linked, 200);
    const cookie = linked.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/kitchen/i);
    const token = tablet.jar.get(DEVICE_COOKIE)!;
    const [row] = await harness.database.db
      .select()
      .from(kitchenDevices)
      .where(eq(kitchenDevices.id, started.device.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.linkCodeHash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);

    // Once only.
    await expectStatus(await testBrowser(harness).post('/api/kitchen/link', { code }), 404, 'link_code_not_found');

    const devices = await json<{ devices: Device[] }>(await ann.browser.get('/api/kitchen-devices'));
    const device = devices.devices.find((entry) => entry.id === started.device.id)!;
    expect(device).toMatchObject({ name: 'Fridge door', state: 'linked', spaces: [{ id: homeId }] });
    expect(device.linked_at).not.toBeNull();
    expect(device.last_used_at).not.toBeNull();
  });

  it('refuses a code after 15 minutes, and a code that is not one', async () => {
    const started = await json<LinkStarted>(
      await ann.browser.post('/api/kitchen-devices', { name: 'Late', space_ids: [homeId] }),
    );
    clock.advance(16 * 60_000);
    try {
      await expectStatus(
        await testBrowser(harness).post('/api/kitchen/link', { code: started.link.code }),
        404,
        'link_code_not_found',
      );
      // An expired code is not listed as waiting.
      const devices = await json<{ devices: Device[] }>(await ann.browser.get('/api/kitchen-devices'));
      expect(devices.devices.map((device) => device.id)).not.toContain(started.device.id);
    } finally {
      clock.reset();
    }
    await expectStatus(
      await testBrowser(harness).post('/api/kitchen/link', { code: 'nope' }),
      404,
      'link_code_not_found',
    );
    await expectStatus(await testBrowser(harness).post('/api/kitchen/link', {}), 400, 'invalid_input');
  });

  it('is for organizers of every space chosen', async () => {
    await expectStatus(await ben.browser.post('/api/kitchen-devices', { name: 'Mine', space_ids: [homeId] }), 403);
    await expectStatus(await lou.browser.post('/api/kitchen-devices', { name: 'Mine', space_ids: [homeId] }), 404);
    await expectStatus(
      await ann.browser.post('/api/kitchen-devices', { name: 'Both', space_ids: [homeId, ottoSpaceId] }),
      404,
    );
    const noName = await ann.browser.post('/api/kitchen-devices', { name: '  ', space_ids: [homeId] });
    await expectStatus(noName, 400);
    expect((await json<ErrorJson>(noName)).error.message).toBe('name: Give the tablet a name, e.g. Kitchen.');
    const noSpace = await ann.browser.post('/api/kitchen-devices', { name: 'Kitchen', space_ids: [] });
    expect((await json<ErrorJson>(noSpace)).error.message).toBe(
      'space_ids: Choose at least one space for the tablet to show.',
    );
    // Ten tablets at most, waiting or linked.
    for (let i = 0; i < 10; i += 1)
      await expectStatus(await ann.browser.post('/api/kitchen-devices', { name: `T${i}`, space_ids: [homeId] }), 201);
    await expectStatus(
      await ann.browser.post('/api/kitchen-devices', { name: 'T11', space_ids: [homeId] }),
      409,
      'conflict',
    );
    // Parents and children see no tablets and no spaces to link.
    expect(await json(await ben.browser.get('/api/kitchen-devices'))).toEqual({ spaces: [], devices: [] });
  });
});

describe("the tablet's household", () => {
  it('shows everyone of its spaces but guests, with who set a PIN, and nothing else', async () => {
    const { tablet } = await linkedTablet();
    const household = await json<Household>(await tablet.get('/api/kitchen/household'));
    expect(household.device.name).toBe('Kitchen');
    expect(household.spaces).toEqual([{ id: homeId, name: 'Home' }]);
    expect(household.members.map((member) => member.full_name)).toEqual([
      'Ann Organizer',
      'Ben Parent',
      'Cy Child',
      'Dot Child',
    ]);
    await expectStatus(await asMember(tablet, gia, '/day'), 404);
    await expectStatus(await asMember(tablet, lou, '/day'), 404);
    await expectStatus(await asMember(tablet, otto, '/day'), 404);
  });

  it("is refused to a person's session, and the tablet's credential opens no other route", async () => {
    const { tablet } = await linkedTablet();
    await expectStatus(await ann.browser.get('/api/kitchen/household'), 401, 'device_not_linked');
    await expectStatus(await asMember(ann.browser, cy, '/day'), 401, 'device_not_linked');
    for (const path of [
      '/api/today?date=' + today,
      '/api/family',
      '/api/kitchen-devices',
      '/api/kitchen-pin',
      `/api/spaces/${homeId}/chores`,
    ]) {
      await expectStatus(await tablet.get(path), 401, 'unauthorized');
    }
    await expectStatus(await tablet.post('/api/invites', { space_id: homeId, role: 'guest' }), 401);
    await expectStatus(await tablet.post('/api/kitchen-devices', { name: 'Another', space_ids: [homeId] }), 401);
  });

  it('drops a space once the organizer who linked it no longer runs it', async () => {
    const { tablet } = await linkedTablet([homeId, garageId]);
    expect(
      (await json<Household>(await tablet.get('/api/kitchen/household'))).spaces.map((space) => space.name),
    ).toEqual(['Garage', 'Home']);
    const anotherOrganizer = await signedUpPerson(harness, 'Ona Organizer');
    await join(anotherOrganizer, garageId, 'parent');
    await harness.database.db
      .update(userRoles)
      .set({ role: 'organizer' })
      .where(eq(userRoles.userId, anotherOrganizer.userId));
    await harness.database.db
      .update(userRoles)
      .set({ role: 'parent' })
      .where(sql`${userRoles.userId} = ${ann.userId} and ${userRoles.spaceId} = ${garageId}`);
    try {
      expect(
        (await json<Household>(await tablet.get('/api/kitchen/household'))).spaces.map((space) => space.name),
      ).toEqual(['Home']);
    } finally {
      await harness.database.db
        .update(userRoles)
        .set({ role: 'organizer' })
        .where(sql`${userRoles.userId} = ${ann.userId} and ${userRoles.spaceId} = ${garageId}`);
    }
  });
});

describe('a member on the tablet', () => {
  it('sees their own day in its spaces and marks a chore done as themself, for the organizer to approve', async () => {
    const { tablet } = await linkedTablet();
    const chore = await addChore(homeId, cy, 'Feed the cat');
    const elsewhere = await addChore(garageId, cy, 'Sweep the garage');
    const day = await json<Day>(await asMember(tablet, cy, '/day'));
    const titles = day.items.map((item) => item.title);
    expect(titles).toContain('Feed the cat');
    expect(titles).not.toContain('Sweep the garage');
    expect(day.spaces.map((space) => space.id)).toEqual([homeId]);

    const done = await asMember(tablet, cy, `/chore-occurrences/${chore.current.id}/complete`);
    await expectStatus(done, 200);
    const result = await json<ActionResult>(done);
    expect(result.outcome).toEqual({ state: 'waiting', points_awarded: null });
    expect(result.day.items.map((item) => item.id)).not.toContain(chore.current.id);
    const [turn] = await harness.database.db
      .select()
      .from(choreOccurrences)
      .where(eq(choreOccurrences.id, chore.current.id));
    expect(turn).toMatchObject({ state: 'submitted', doneBy: cy.userId });

    // The organizer sees it waiting, done by Cy, and approves it from their phone: Cy's points.
    const waiting = await json<{ occurrences: { id: string; done_by: { full_name: string } }[] }>(
      await ann.browser.get(`/api/spaces/${homeId}/chore-occurrences/submitted`),
    );
    expect(waiting.occurrences.find((entry) => entry.id === chore.current.id)?.done_by.full_name).toBe('Cy Child');
    await expectStatus(await ann.browser.post(`/api/chore-occurrences/${chore.current.id}/approve`), 200);
    const after = await json<Day>(await asMember(tablet, cy, '/day'));
    expect(after.spaces.find((space) => space.id === homeId)?.points).toBeGreaterThanOrEqual(5);

    // Not a chore of the tablet's spaces, not the member's turn: the same answers as anywhere.
    await expectStatus(await asMember(tablet, cy, `/chore-occurrences/${elsewhere.current.id}/complete`), 404);
    const cysNext = await addChore(homeId, cy, 'Water the plants');
    await expectStatus(await asMember(tablet, dot, `/chore-occurrences/${cysNext.current.id}/complete`), 403);
  });

  it('does and sends their daily tasks and what was assigned to them, through the same rules', async () => {
    const { tablet } = await linkedTablet();
    const added = await json<{ tasks: { id: string }[] }>(
      await cy.browser.post(`/api/spaces/${homeId}/daily-tasks`, { date: today, tasks: [{ title: 'Make the bed' }] }),
    );
    const taskId = added.tasks[0]!.id;
    expect(
      (await json<ActionResult>(await asMember(tablet, cy, `/daily-tasks/${taskId}/complete`))).outcome.state,
    ).toBe('done');
    expect(
      (await json<ActionResult>(await asMember(tablet, cy, `/daily-tasks/${taskId}/uncomplete`))).outcome.state,
    ).toBe('to_do');
    await asMember(tablet, cy, `/daily-tasks/${taskId}/complete`);
    const sent = await json<ActionResult>(await asMember(tablet, cy, `/daily-tasks/${taskId}/submit`));
    expect(sent.outcome.state).toBe('waiting');
    await expectStatus(await asMember(tablet, cy, `/daily-tasks/${taskId}/submit`), 409);
    // Someone else's task does not exist for them.
    await expectStatus(await asMember(tablet, dot, `/daily-tasks/${taskId}/complete`), 404);

    const plan = await json<{ tasks: { id: string }[] }>(await ann.browser.get(`/api/spaces/${homeId}/space-tasks`));
    const assigned = await json<{ assignment: { id: string } }>(
      await ann.browser.post(`/api/space-tasks/${plan.tasks[0]!.id}/assign`, { assigned_to: dot.userId }),
    );
    const assignmentId = assigned.assignment.id;
    expect((await json<Day>(await asMember(tablet, dot, '/day'))).items.map((item) => item.id)).toContain(assignmentId);
    await expectStatus(await asMember(tablet, cy, `/assignments/${assignmentId}/submit`), 404);
    expect(
      (await json<ActionResult>(await asMember(tablet, dot, `/assignments/${assignmentId}/submit`))).outcome.state,
    ).toBe('waiting');
    const approvals = await json<{ approvals?: unknown[]; items?: unknown[] }>(
      await ann.browser.get(`/api/spaces/${homeId}/approvals`),
    );
    expect(JSON.stringify(approvals)).toContain(assignmentId);
  });
});

describe('a PIN', () => {
  it('is set and cleared by each person, kept as scrypt, and asked for on the tablet', async () => {
    await expectStatus(await dot.browser.put('/api/kitchen-pin', { pin: '12a4' }), 400);
    expect(await json(await dot.browser.get('/api/kitchen-pin'))).toMatchObject({ has_pin: false });
    await expectStatus(await dot.browser.put('/api/kitchen-pin', { pin: '4821' }), 200);
    expect(await json(await dot.browser.get('/api/kitchen-pin'))).toMatchObject({ has_pin: true });
    const [stored] = await harness.database.db.select().from(kitchenPins).where(eq(kitchenPins.userId, dot.userId));
    expect(stored!.pinHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored!.pinHash).not.toContain('4821');

    const { tablet } = await linkedTablet();
    const household = await json<Household>(await tablet.get('/api/kitchen/household'));
    expect(household.members.find((member) => member.user_id === dot.userId)?.has_pin).toBe(true);
    await expectStatus(await asMember(tablet, dot, '/day'), 403, 'pin_required');
    await expectStatus(await asMember(tablet, dot, '/day', '0000'), 403, 'wrong_pin');
    await expectStatus(await asMember(tablet, dot, '/day', '4821'), 200);
    // Right PINs are not counted against the limit.
    for (let i = 0; i < 6; i += 1) await expectStatus(await asMember(tablet, dot, '/day', '4821'), 200);

    await expectStatus(await dot.browser.delete('/api/kitchen-pin'), 204);
    await expectStatus(await asMember(tablet, dot, '/day'), 200);
  });

  it('allows five wrong tries per person and tablet in 15 minutes, then answers 429 with Retry-After', async () => {
    await expectStatus(await cy.browser.put('/api/kitchen-pin', { pin: '2468' }), 200);
    const { tablet } = await linkedTablet();
    // Tried at once: the limit holds all the same.
    const tries = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555'].map((pin) => asMember(tablet, cy, '/day', pin)),
    );
    for (const response of tries) await expectStatus(response, 403, 'wrong_pin');
    const refused = await asMember(tablet, cy, '/day', '2468');
    await expectStatus(refused, 429, 'rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Five tries in this 15-minute window: the next is allowed once a fifth of them has slid out of the last
    // 15 minutes, in the next window (http/rate-limit.ts), so at most 18 minutes from now.
    expect(retryAfter).toBeLessThanOrEqual(18 * 60);
    // An action is refused the same way; the rest of the household and another tablet are not held up.
    const chore = await addChore(homeId, cy, 'Feed the fish');
    await expectStatus(await asMember(tablet, cy, `/chore-occurrences/${chore.current.id}/complete`, '2468'), 429);
    await expectStatus(await asMember(tablet, ben, '/day'), 200);
    const { tablet: other } = await linkedTablet(undefined, 'Hall');
    await expectStatus(await asMember(other, cy, '/day', '2468'), 200);
    await expectStatus(await cy.browser.delete('/api/kitchen-pin'), 204);
  }, 60_000);
});

/** Opens the tablet's live stream and reads it as it arrives. */
async function watchTablet(get: (path: string) => Promise<Response>) {
  const response = await get('/api/kitchen/events');
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  let done = false;
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    done = true;
  })();
  await expect.poll(() => text, { timeout: 3_000 }).toContain('event: ready');
  return {
    text: () => text,
    ended: () => done,
    async stop() {
      await reader.cancel().catch(() => {});
      await pump.catch(() => {});
    },
  };
}

describe('live updates and unlinking', () => {
  it("hears a member's change made elsewhere, and ends at once when the tablet is unlinked", async () => {
    const { tablet, deviceId } = await linkedTablet();
    const stream = await watchTablet((path) => tablet.get(path));
    const chore = await addChore(homeId, cy, 'Wipe the table');
    await expectStatus(await cy.browser.post(`/api/chore-occurrences/${chore.current.id}/complete`), 200);
    await expect.poll(() => stream.text(), { timeout: 3_000 }).toContain(chore.current.id);

    await expectStatus(await ben.browser.delete(`/api/kitchen-devices/${deviceId}`), 403);
    await expectStatus(await lou.browser.delete(`/api/kitchen-devices/${deviceId}`), 404);
    await expectStatus(await ann.browser.delete(`/api/kitchen-devices/${deviceId}`), 204);
    await expect.poll(() => stream.ended(), { timeout: 1_500 }).toBe(true);
    expect(stream.text()).toContain('event: ended');
    await stream.stop();

    // The very next request is refused, and the browser is told to forget the credential.
    const refused = await tablet.get('/api/kitchen/household');
    await expectStatus(refused, 401, 'device_not_linked');
    expect(
      refused.headers.getSetCookie().some((line) => line.startsWith(`${DEVICE_COOKIE}=;`) && /Max-Age=0/i.test(line)),
    ).toBe(true);
    expect(tablet.jar.has(DEVICE_COOKIE)).toBe(false);
    const devices = await json<{ devices: Device[] }>(await ann.browser.get('/api/kitchen-devices'));
    expect(devices.devices.map((device) => device.id)).not.toContain(deviceId);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('across server processes', () => {
  let other: { database: DatabaseHandle; services: Services; app: TestApp['app'] };
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: harness.database.url!, poolSize: 3 });
    const services = await startServices(
      database,
      { ...defaultTestSettings, storage: harness.services.settings.storage },
      silentLogger,
    );
    const { app, api } = createApp({ database, services, logger: silentLogger });
    checkResponses(app, api);
    other = { database, services, app };
  });
  afterAll(async () => {
    await other.services.stop();
    await other.database.close();
  });

  it('refuses the tablet on another process at its next request once it is unlinked here', async () => {
    const { tablet, deviceId } = await linkedTablet();
    const cookie = () => `${DEVICE_COOKIE}=${tablet.jar.get(DEVICE_COOKIE)}`;
    const elsewhere = async (path: string) =>
      other.app.request(path, { headers: { cookie: cookie(), 'x-forwarded-for': '10.9.9.8' } });
    await expectStatus(await elsewhere('/api/kitchen/household'), 200);
    const stream = await watchTablet(elsewhere);
    await expectStatus(await ann.browser.delete(`/api/kitchen-devices/${deviceId}`), 204);
    await expectStatus(await elsewhere('/api/kitchen/household'), 401, 'device_not_linked');
    await expect.poll(() => stream.ended(), { timeout: 1_500 }).toBe(true);
    await stream.stop();
  });
});
