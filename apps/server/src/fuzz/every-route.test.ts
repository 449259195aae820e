import fc from 'fast-check';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { userRoles } from '../db/schema';
import { fuzzSettings } from '../../test/fuzz-settings';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';
import { signedUpPerson, type Person } from '../../test/people';
import { responseContract, type ResponseContract } from '../../test/response-contract';
import {
  brokenJsonText,
  HugeText,
  jsonText,
  junkPathSegment,
  junkQuery,
  oddString,
  pollutingObject,
  valueFor,
  wrongJsonValue,
  type JsonSchema,
} from './junk';

// Property-based input fuzzing of every route in the OpenAPI document (plus a few paths outside it): malformed
// JSON, wrong content types and value types, huge and odd unicode strings, junk path and query values, as a
// signed-in organizer who owns real resources (so ids can be valid too) and, for a subset, anonymously.
// The property: never a 5xx, every 4xx is the JSON error shape with a message a person can read, and every
// answer has a status its route documents and a body its documented schema accepts (test/response-contract.ts).
// A failure prints fast-check's seed; replay it with FUZZ_SEED=<seed> (and FUZZ_RUNS=<n> for a deeper run).

type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Route = { method: string; path: string; operation: Operation };
type FuzzRequest = { path: string; contentType?: string; body?: string | FormData };

const RUNS_SIGNED_IN = fuzzSettings.runsPerRoute ?? 30;
const RUNS_ANONYMOUS = Math.max(3, Math.round(RUNS_SIGNED_IN / 6));

let harness: TestApp;
/** The same app, with a logger that keeps what the server logged as an error, to show beside a 5xx. */
let app: TestApp['app'];
let contract: ResponseContract;
const serverErrors: string[] = [];
let organizer: Person;
let doc: OpenApiDoc;
/** Real ids and values owned by the organizer, by path parameter name. */
let valid: Record<string, string[]>;
let samples: Record<string, fc.Arbitrary<unknown>>;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  harness = await createTestApp();
  const logger = pino({ level: 'error' }, { write: (line: string) => serverErrors.push(line) });
  const fuzzed = createApp({ database: harness.database, services: harness.services, logger });
  app = fuzzed.app;
  contract = responseContract(fuzzed.api);
  organizer = await signedUpPerson(harness, 'Fern Fuzz');
  const child = await signedUpPerson(harness, 'Kit Fuzz');
  const b = organizer.browser;
  const json = async <T>(request: Promise<Response>) => {
    const response = await request;
    if (!response.ok) throw new Error(`setting up: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const { spaces } = await json<{ spaces: { id: string }[] }>(
    b.post('/api/home', { spaces: [{ name: 'Fuzz room', space_type: 'kitchen' }] }),
  );
  const spaceId = required(spaces[0]?.id, 'the space from POST /api/home');
  await harness.database.db.insert(userRoles).values({ userId: child.userId, spaceId, role: 'child' });
  const { tasks: daily } = await json<{ tasks: { id: string }[] }>(
    b.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title: 'One' }, { title: 'Two' }] }),
  );
  const dailyIds = [required(daily[0]?.id, 'the first daily task'), required(daily[1]?.id, 'the second daily task')];
  await json(b.post(`/api/daily-tasks/${dailyIds[1]}/submit`));
  const { tasks: spaceTasks } = await json<{ tasks: { id: string }[] }>(b.get(`/api/spaces/${spaceId}/space-tasks`));
  const spaceTaskId = required(spaceTasks[0]?.id, 'a space task from GET /api/spaces/{spaceId}/space-tasks');
  const { assignment } = await json<{ assignment?: { id: string } }>(
    b.post(`/api/space-tasks/${spaceTaskId}/assign`, { assigned_to: child.userId }),
  );
  const { invite } = await json<{ invite?: { id: string } }>(
    b.post('/api/invites', { space_id: spaceId, role: 'guest' }),
  );
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photos', new File([png], 'room.png', { type: 'image/png' }));
  const { photos } = await json<{ photos: { id: string }[] }>(b.upload(`/api/spaces/${spaceId}/setup`, form));
  const { item: todo } = await json<{ item?: { id: string } }>(b.post('/api/todo', { task: 'Fuzz to-do' }));
  const { task: upkeep } = await json<{ task?: { id: string } }>(
    b.post(`/api/spaces/${spaceId}/areas/fridge/tasks`, { name: 'Wipe shelves', interval_days: 7 }),
  );

  // Issue 17: a chore and its turn, a pause, a reward and a request for it, a ledger entry, a calendar feed.
  const { chore } = await json<{ chore?: { id: string; current: { id: string } | null } }>(
    b.post(`/api/spaces/${spaceId}/chores`, {
      title: 'Empty the dishwasher',
      points: 10,
      estimated_time: 10,
      rule: { kind: 'every_n_days', interval: 1 },
      starts_on: today,
      assignment: { mode: 'open' },
    }),
  );
  const { pause } = await json<{ pause?: { id: string } }>(
    b.post(`/api/spaces/${spaceId}/pauses`, { from: today, to: today, note: 'Fuzz holiday' }),
  );
  const { reward } = await json<{ reward?: { id: string } }>(b.post(`/api/spaces/${spaceId}/rewards`, { title: 'Fuzz treat', cost: 5 }));
  const { entry } = await json<{ entry?: { id: string } }>(
    b.post(`/api/spaces/${spaceId}/points/adjustments`, { user_id: child.userId, points: 20, reason: 'Fuzz points' }),
  );
  const childBrowser = child.browser;
  const { request: rewardRequest } = await json<{ request?: { id: string } }>(
    childBrowser.post(`/api/rewards/${required(reward?.id, 'the reward')}/requests`, {}),
  );
  const { url: feedUrl } = await json<{ url?: string }>(b.post('/api/calendar/feed'));
  // Issue 18: an applied edit of the task list, which can be undone.
  const { proposal } = await json<{ proposal?: unknown }>(
    b.post(`/api/spaces/${spaceId}/coach/edit-tasks`, { prompt: 'make them shorter' }),
  );
  const { versionId } = await json<{ versionId?: string | null }>(
    b.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, proposal),
  );

  // Issue 20: a copy of the organizer's data (it may still be being made: its id exists either way).
  const { id: exportId } = await json<{ id?: string }>(b.post('/api/account/exports'));

  // Issue 20: a kitchen tablet of the space, linked in the organizer's own browser, so that the fuzzer's requests
  // carry the tablet's credential as well as the session and reach the handlers of both kinds of route.
  const { device: tablet, link } = await json<{ device?: { id: string }; link?: { code: string } }>(
    b.post('/api/kitchen-devices', { name: 'Fuzz tablet', space_ids: [spaceId] }),
  );
  await json(b.post('/api/kitchen/link', { code: required(link?.code, 'the code from POST /api/kitchen-devices') }));

  valid = {
    spaceId: [spaceId],
    deviceId: [required(tablet?.id, 'the tablet from POST /api/kitchen-devices')],
    exportId: [required(exportId, 'the export from POST /api/account/exports')],
    choreId: [required(chore?.id, 'the chore from POST /api/spaces/{spaceId}/chores')],
    occurrenceId: [required(chore?.current?.id, "the chore's open turn")],
    pauseId: [required(pause?.id, 'the pause from POST /api/spaces/{spaceId}/pauses')],
    rewardId: [required(reward?.id, 'the reward from POST /api/spaces/{spaceId}/rewards')],
    requestId: [required(rewardRequest?.id, 'the reward request')],
    entryId: [required(entry?.id, 'the ledger entry from POST …/points/adjustments')],
    versionId: [required(versionId, 'the change from POST …/coach/edit-tasks/apply')],
    file: [required(feedUrl?.split('/').pop(), 'the calendar feed from POST /api/calendar/feed'), 'bogus.ics'],
    taskId: [...dailyIds, spaceTaskId, required(upkeep?.id, 'the upkeep task from POST …/areas/fridge/tasks')],
    assignmentId: [required(assignment?.id, 'the assignment from POST /api/space-tasks/{taskId}/assign')],
    inviteId: [required(invite?.id, 'the invite from POST /api/invites')],
    userId: [child.userId, organizer.userId],
    id: [required(todo?.id, 'the to-do item from POST /api/todo')],
    areaId: ['fridge', 'pantry'],
    photoId: [required(photos[0]?.id, 'the photo from POST /api/spaces/{spaceId}/setup')],
    variant: ['full', 'thumb'],
    lessonId: ['1', '2'],
    token: ['bogus'],
    providerId: ['google'],
  };
  samples = {
    space_id: fc.constant(spaceId),
    assigned_to: fc.constantFrom(child.userId, organizer.userId),
    date: fc.constant(today),
    today: fc.constant(today),
    email: fc.constantFrom('fuzz@example.com', organizer.email),
  };
  doc = (await (await harness.app.request('/api/openapi.json')).json()) as OpenApiDoc;
}, 120_000);

/** A resource the fixture made: without it a route would be fuzzed at `/undefined` and prove nothing. */
function required<T>(value: T | null | undefined, what: string): T {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) throw new Error(`setting up: no ${what}`);
  return value;
}

afterAll(() => harness?.close());

/** Sends one generated request as the given browser's cookies (or none), from an address of its own. */
async function send(method: string, request: FuzzRequest, cookies: string | null): Promise<Response> {
  const headers = new Headers({ origin: TEST_PUBLIC_URL, 'x-forwarded-for': randomAddress() });
  if (cookies) headers.set('cookie', cookies);
  if (request.contentType) headers.set('content-type', request.contentType);
  const body = method === 'GET' || method === 'HEAD' ? undefined : request.body;
  serverErrors.length = 0;
  return app.request(request.path, { method, headers, body });
}

// Rate limits count per address; a fresh address per request lets the fuzzer reach past them to the handlers.
const randomAddress = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 250) + 1;

// Some junk is answered with a 2xx on purpose (a run logging every 2xx showed these, and only these):
// - a route whose definition declares no body (complete, analyze, sign-out, push test, …) never reads one;
// - partial updates (PUT /preferences, PATCH /notifications/settings) take every field as optional, and like
//   every route drop fields they do not know (zod strips them), so `{}` or `{"__proto__": …}` changes nothing;
// - POST /progress/merge leaves unknown and locked lesson numbers out: a device may hold stale ones;
// - POST /todo/sync's removedIds and DELETE /push/subscriptions remove what is named; a name that is not
//   there is nothing to remove;
// - POST /spaces/{spaceId}/setup without a photo field is a set-up without photos (notes alone are kept);
// - free text (a space's description, a coach prompt) is whatever a person may type.

/**
 * The property itself: no 5xx, a 4xx is { error: { code, message } } with a readable message, and the answer
 * keeps to its route's documentation (a 2xx body matches the documented schema).
 */
async function expectClearAnswer(method: string, requestPath: string, response: Response) {
  const what = `${method} ${requestPath}`;
  const url = new URL(requestPath, TEST_PUBLIC_URL);
  const path = url.pathname;
  if (response.status >= 500) {
    const logged = serverErrors.join('\n').slice(0, 1_500);
    throw new Error(
      `${what}: answered ${response.status}: ${(await response.text()).slice(0, 500)}\nserver log: ${logged}`,
    );
  }
  const broken = await contract.violation(method, url.toString(), response);
  if (broken) throw new Error(broken);
  if (response.status < 400) {
    await response.body?.cancel();
    return;
  }
  const text = await response.text();
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${what}: answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  const { code, message } = body.error ?? {};
  if (typeof code !== 'string' || code.length === 0) {
    throw new Error(`${what}: ${response.status} without an error code: ${text.slice(0, 300)}`);
  }
  if (typeof message !== 'string' || message.trim().length === 0) {
    throw new Error(`${what}: ${response.status} without a message: ${text.slice(0, 300)}`);
  }
  // The not-found answer repeats the path asked for, whatever it holds; judge the rest of the message.
  const words = message.replace(path, '');
  if (/undefined|\[object Object\]|SQLSTATE|violates|syntax error/i.test(words) || /\w*Error: |\n\s+at /.test(words)) {
    throw new Error(`${what}: ${response.status} with a message that is not for people: ${message.slice(0, 300)}`);
  }
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nothing-here',
  'application/xml',
  'application/json; charset=latin1',
  'application/json-patch+json',
  '*/*',
  '',
];

function pathArbitrary(route: Route): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...required(valid[name], `a real value for {${name}}`)) },
      { weight: 2, arbitrary: junkPathSegment },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let path = route.path;
    names.forEach((name, index) => (path = path.replace(`{${name}}`, values[index]!)));
    return path;
  });
}

function queryArbitrary(route: Route): fc.Arbitrary<string> {
  const keys = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  if (keys.length === 0) return fc.oneof(fc.constant(''), junkQuery(['x']));
  const plausible = fc
    .tuple(...keys.map((key) => fc.option(plausibleQueryValue(key), { nil: undefined }).map((v) => [key, v])))
    .map((pairs) => pairs.flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${v}`])).join('&'));
  return fc.oneof(plausible, junkQuery(keys));
}

/** A query value that passes validation more often than not, so the handler behind it is fuzzed too. */
function plausibleQueryValue(key: string): fc.Arbitrary<string> {
  if (/callbackurl/i.test(key)) return fc.constantFrom('%2Fredirect', '%2F', '%2Fauth%3Fmode%3Dreset');
  if (key === 'today' || key === 'date') return fc.constantFrom(today, '2024-02-29', '2100-01-01');
  if (key === 'period') return fc.constantFrom('week', 'month', 'all');
  return fc.constantFrom('bogus', today, '1', '');
}

function bodyArbitrary(route: Route): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const content = route.operation.requestBody?.content ?? {};
  const components = doc.components?.schemas ?? {};
  const jsonSchema = content['application/json']?.schema;
  const shaped = jsonSchema ? valueFor(jsonSchema, components, samples) : wrongJsonValue;
  const asJson = (value: unknown) => ({ contentType: 'application/json', body: jsonText(value) });
  const choices: fc.Arbitrary<Omit<FuzzRequest, 'path'>>[] = [
    shaped.map(asJson),
    shaped.map(asJson),
    wrongJsonValue.map(asJson),
    brokenJsonText.map((body) => ({ contentType: 'application/json', body })),
    pollutingObject.map((body) => ({ contentType: 'application/json', body })),
    fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), shaped).map(([contentType, value]) => ({
      contentType: contentType || undefined,
      body: jsonText(value),
    })),
    fc.constant({}),
  ];
  if (content['multipart/form-data']) choices.push(junkMultipart, junkMultipart, junkMultipart);
  return fc.oneof(...choices);
}

/** Multipart forms an upload route must refuse politely: wrong fields, text for files, files that are not images. */
const junkMultipart: fc.Arbitrary<Omit<FuzzRequest, 'path'>> = fc
  .array(
    fc.tuple(
      fc.constantFrom('photos', 'photo', 'file', '__proto__', ''),
      fc.oneof(
        oddString.map((value) => (value instanceof HugeText ? value.text : value)),
        fc
          .tuple(
            fc.uint8Array({ maxLength: 256 }),
            fc.constantFrom('image/png', 'image/jpeg', 'image/heic', 'text/plain', 'application/octet-stream', ''),
            fc.constantFrom('room.png', '../../etc/passwd', '\u0000.jpg', '🧹.png', ''),
          )
          .map(([bytes, type, name]) => new File([bytes], name, { type })),
      ),
    ),
    { maxLength: 8 },
  )
  .map((fields) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return { body: form };
  });

function requestArbitrary(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(route), queryArbitrary(route), bodyArbitrary(route))
    .map(([path, query, body]) => ({ path: query ? `${path}?${query}` : path, ...body }));
}

/** Fuzzes one route; returns fast-check's report (with the seed to replay) when the property fails. */
async function fuzz(route: Route, cookies: string | null, numRuns: number): Promise<string | null> {
  const result = await fc.check(
    fc.asyncProperty(requestArbitrary(route), async (request) => {
      await expectClearAnswer(route.method, request.path, await send(route.method, request, cookies));
    }),
    { numRuns, seed: fuzzSettings.seed },
  );
  if (!result.failed) return null;
  const report = (fc.defaultReportMessage(result) ?? 'failed').replace(/\n\nHint:.*$/s, '');
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${route.method} ${route.path}${cookies ? '' : ' (anonymous)'}: ${report.slice(0, 1_500)}\nGot: ${error}`;
}

const cookiesOf = (person: Person) => [...person.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Every documented route; deletions last (the space itself at the very end) so the others keep real ids. */
function documentedRoutes(): Route[] {
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  const order = (route: Route) => (route.method !== 'DELETE' ? 0 : route.path === '/api/spaces/{spaceId}' ? 2 : 1);
  return routes.sort((a, b) => order(a) - order(b));
}

// Signing out ends the organizer's session (and every other of theirs), so it is fuzzed anonymously only.
const ANONYMOUS_ONLY = new Set(['POST /api/auth/sign-out']);

/** Paths outside the OpenAPI document: unknown routes, better-auth's own paths (not served), the SPA fallback. */
const UNDOCUMENTED: Route[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
  ['/api/nope/{spaceId}', '/api/auth/get-session', '/api/auth/{token}', '/dev/mail/{id}'].map((path) => ({
    method,
    path,
    operation: {},
  })),
);

describe('input fuzzing of every route', () => {
  it('covers every route the server answers', () => {
    const documented = new Set(documentedRoutes().map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const served = app.routes
      .filter(
        (route) => route.method !== 'ALL' && /^\/(api|dev)\//.test(route.path) && route.path !== '/api/openapi.json',
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('has real values for every path parameter, so each route is fuzzed with ids that exist too', () => {
    const names = new Set(
      [...documentedRoutes(), ...UNDOCUMENTED].flatMap((route) =>
        [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      ),
    );
    expect([...names].filter((name) => !valid[name]?.length)).toEqual([]);
  });

  it('answers junk from a signed-in organizer with a clear 4xx, never a 5xx', async () => {
    const cookies = cookiesOf(organizer);
    const failures: string[] = [];
    for (const route of documentedRoutes()) {
      if (ANONYMOUS_ONLY.has(`${route.method} ${route.path}`)) continue;
      failures.push((await fuzz(route, cookies, RUNS_SIGNED_IN)) ?? '');
    }
    for (const route of UNDOCUMENTED) failures.push((await fuzz(route, cookies, 3)) ?? '');
    expect(failures.filter(Boolean)).toEqual([]);
    // Still signed in: every route above was fuzzed as the organizer, not quietly as a visitor.
    expect((await organizer.browser.get('/api/account')).status).toBe(200);
  }, 240_000);

  it('answers junk from a visitor with a clear 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of [...documentedRoutes(), ...UNDOCUMENTED]) {
      failures.push((await fuzz(route, null, RUNS_ANONYMOUS)) ?? '');
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 120_000);
});
