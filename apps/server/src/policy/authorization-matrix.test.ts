import { createECDH } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import { dataExports, kitchenDevices, userRoles } from '../db/schema';
import { DEVICE_COOKIE } from '../features/kitchen/credential';
import { earn } from '../features/points/service';
import { testBrowser, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/harness';
import { signedUpPerson, TEST_PASSWORD, type Person } from '../../test/people';

// Every API route against every kind of actor, as docs/permissions.md writes it down. A route the server
// answers but this matrix does not list fails the last test, so new routes must be added here.

// `device` is a linked kitchen tablet (features/kitchen): its own credential and no session. It is refused by every
// route a person's session opens, and only it opens the tablet's routes.
const ACTORS = ['anonymous', 'stranger', 'guest', 'child', 'parent', 'otherOrganizer', 'organizer', 'device'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

/** The same answer for everyone: the route needs no session and no membership. */
const everyone = (status: number): Expected => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
/** Needs a session; then every signed-in actor gets `status`. */
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401, device: 401 });
/** Inside a space: strangers and organizers of other spaces get 404; members get what is given. */
const inSpace = (members: { guest: number; child: number; parent: number; organizer: number }): Expected => ({
  anonymous: 401,
  device: 401,
  stranger: 404,
  otherOrganizer: 404,
  ...members,
});
const organizersOnly = (status: number) => inSpace({ guest: 403, child: 403, parent: 403, organizer: status });
/** The kitchen tablet's own routes: only its credential opens them; a person's session is not one. */
const tabletOnly = (status: number): Expected => ({ ...everyone(401), device: status });

type World = {
  harness: TestApp;
  today: string;
  /** A daily task of the child's, submitted for approval. */
  submittedDailyTask(): Promise<string>;
  /** A space task of the shared space, assigned to the child (and submitted, if asked). */
  assignment(submitted: boolean): Promise<string>;
  spaceTaskId: string;
  people: Record<Exclude<Actor, 'anonymous' | 'device'>, Person>;
  /** The kitchen tablet linked to the shared space by its organizer (the `device` actor). */
  deviceId: string;
  spaceId: string;
  inviteId: string;
  /** A new space of the organizer's, with the guest, child and parent as members. */
  freshSpace(): Promise<string>;
  freshInvite(spaceId?: string): Promise<string>;
  /** A photo of the shared space (set up by its organizer). */
  photoId: string;
  freshPhoto(): Promise<string>;
};

type Entry = { call: (browser: TestBrowser, world: World, actor: Actor) => Promise<Response>; expected: Expected };

const isMember = (actor: Actor) => ['guest', 'child', 'parent', 'organizer'].includes(actor);

/** The actor's own new daily task in the shared space; for non-members, someone else's (the child's). */
async function ownDailyTask(world: World, actor: Actor): Promise<string> {
  const owner = isMember(actor) ? world.people[actor as 'guest'] : world.people.child;
  const response = await owner.browser.post(`/api/spaces/${world.spaceId}/daily-tasks`, {
    date: world.today,
    tasks: [{ title: 'Matrix task' }],
  });
  return ((await response.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
}

/** Setting up the space (photos, analysis) and rewriting its task list: organizers and parents. */
const adultsOnly = (status: number) => inSpace({ guest: 403, child: 403, parent: status, organizer: status });

async function photoForm() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photos', new File([png], 'room.png', { type: 'image/png' }));
  return form;
}

const onlyTheAssignee = (status: number): Expected => ({
  ...inSpace({ guest: 404, child: status, parent: 404, organizer: 404 }),
});

/** A fresh reward of the shared space, made by its organizer (features/rewards). */
async function matrixReward(world: World): Promise<string> {
  const response = await world.people.organizer.browser.post(`/api/spaces/${world.spaceId}/rewards`, { title: 'Matrix reward', cost: 1 });
  return ((await response.json()) as { reward: { id: string } }).reward.id;
}

/** Points for a member the way the app gives them: their daily task, approved (an organizer's own as submitted). */
async function matrixPoints(world: World, member: 'guest' | 'child' | 'parent' | 'organizer') {
  const person = world.people[member];
  const added = await person.browser.post(`/api/spaces/${world.spaceId}/daily-tasks`, {
    date: world.today,
    tasks: [{ title: 'Matrix points' }],
  });
  const id = ((await added.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
  await person.browser.post(`/api/daily-tasks/${id}/submit`);
  if (member !== 'organizer') await world.people.organizer.browser.post(`/api/daily-tasks/${id}/approve`, { points: 5 });
}

/** A pending request of the child's for a fresh reward, with the points to cover it. */
async function childRewardRequest(world: World): Promise<string> {
  const rewardId = await matrixReward(world);
  await matrixPoints(world, 'child');
  const response = await world.people.child.browser.post(`/api/rewards/${rewardId}/requests`);
  return ((await response.json()) as { request: { id: string } }).request.id;
}

/** The organizer's preview of "make them shorter" in a space: the proposal Apply takes back. */
async function matrixProposal(world: World, spaceId: string) {
  const response = await world.people.organizer.browser.post(`/api/spaces/${spaceId}/coach/edit-tasks`, {
    prompt: 'make them shorter',
  });
  return ((await response.json()) as { proposal: unknown }).proposal;
}

/** A new chore of the shared space, added by its organizer; returns its id and its open turn's id. */
async function matrixChore(world: World, assignment: Record<string, unknown> = { mode: 'open' }) {
  const response = await world.people.organizer.browser.post(`/api/spaces/${world.spaceId}/chores`, {
    title: 'Matrix chore',
    estimated_time: 5,
    points: 5,
    rule: { kind: 'every_n_days', interval: 1 },
    starts_on: world.today,
    assignment,
  });
  const { chore } = (await response.json()) as { chore: { id: string; current: { id: string } } };
  return { choreId: chore.id, turnId: chore.current.id };
}

/** A turn of the child's chore that the child marked done: waiting for review. */
async function submittedChoreTurn(world: World) {
  const { turnId } = await matrixChore(world, { mode: 'one', member: world.people.child.userId });
  await world.people.child.browser.post(`/api/chore-occurrences/${turnId}/complete`);
  return turnId;
}

/** A new kitchen tablet of the shared space, waiting for its code: its id and code. */
async function matrixTablet(world: World) {
  const response = await world.people.organizer.browser.post('/api/kitchen-devices', { name: 'Matrix tablet', space_ids: [world.spaceId] });
  const { device, link } = (await response.json()) as { device: { id: string }; link: { code: string } };
  return { id: device.id, code: link.code };
}

/** Forgets every tablet but the matrix's own, so the organizer stays under their limit of ten. */
const forgetOtherTablets = (world: World) =>
  world.harness.database.db.delete(kitchenDevices).where(ne(kitchenDevices.id, world.deviceId));

/** The child's own new daily task in the shared space, marked done if asked (by the child's own session). */
async function childDailyTask(world: World, completed: boolean): Promise<string> {
  const response = await world.people.child.browser.post(`/api/spaces/${world.spaceId}/daily-tasks`, {
    date: world.today,
    tasks: [{ title: 'Kitchen matrix task' }],
  });
  const id = ((await response.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
  if (completed) await world.people.child.browser.post(`/api/daily-tasks/${id}/complete`);
  return id;
}

/** A request the tablet makes for the child (who has no PIN). */
const asChild = (b: TestBrowser, world: World, path: string) =>
  b.post(`/api/kitchen/members/${world.people.child.userId}${path}`, { date: world.today });

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { call: (b) => b.get('/api/health'), expected: everyone(200) },
  'GET /api/auth/session': { call: (b) => b.get('/api/auth/session'), expected: everyone(200) },
  'GET /api/auth/providers': { call: (b) => b.get('/api/auth/providers'), expected: everyone(200) },
  'POST /api/auth/sign-up/email': { call: (b) => b.post('/api/auth/sign-up/email', {}), expected: everyone(400) },
  'POST /api/auth/sign-in/email': {
    call: (b) => b.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }),
    expected: everyone(401),
  },
  'POST /api/auth/sign-in/magic-link': {
    call: (b) => b.post('/api/auth/sign-in/magic-link', {}),
    expected: everyone(400),
  },
  'POST /api/auth/sign-in/google': { call: (b) => b.post('/api/auth/sign-in/google', {}), expected: everyone(404) },
  // The same answer for every caller and address; one address each, so the per-address limit stays out of it.
  'POST /api/auth/send-verification-email': {
    call: (b, _world, actor) => b.post('/api/auth/send-verification-email', { email: `matrix.resend.${actor}@example.com` }),
    expected: everyone(200),
  },
  'POST /api/auth/request-password-reset': {
    call: (b) => b.post('/api/auth/request-password-reset', {}),
    expected: everyone(400),
  },
  'POST /api/auth/reset-password': {
    call: (b) => b.post('/api/auth/reset-password', { token: 'bogus', password: 'a-long-new-secret' }),
    expected: everyone(400),
  },
  // Signing out ends the caller's own sessions only; run with a throwaway session for signed-in actors.
  'POST /api/auth/sign-out': {
    call: async (b, world, actor) =>
      (actor === 'anonymous' || actor === 'device' ? b : (await signedUpPerson(world.harness, 'Temp Out')).browser).post(
        '/api/auth/sign-out',
      ),
    expected: everyone(200),
  },
  'GET /api/auth/verify-email': {
    call: (b) => b.get('/api/auth/verify-email?token=bogus&callbackURL=%2Fredirect'),
    expected: everyone(302),
  },
  'GET /api/auth/magic-link/verify': {
    call: (b) => b.get('/api/auth/magic-link/verify?token=bogus&callbackURL=%2F'),
    expected: everyone(302),
  },
  'GET /api/auth/reset-password/:token': {
    call: (b) => b.get('/api/auth/reset-password/bogus?callbackURL=%2Fauth'),
    expected: everyone(302),
  },
  'GET /api/auth/callback/:providerId': {
    call: (b) => b.get('/api/auth/callback/google?code=x&state=y'),
    expected: everyone(302),
  },
  'GET /api/account': { call: (b) => b.get('/api/account'), expected: signedIn(200) },
  'GET /api/account/exports': { call: (b) => b.get('/api/account/exports'), expected: signedIn(200) },
  'POST /api/account/exports': { call: (b) => b.post('/api/account/exports'), expected: signedIn(202) },
  'GET /api/account/exports/:exportId/download': {
    // The organizer's own ready export: only they may download it; everyone else is told there is none.
    call: async (b, world) => {
      const key = `exports/${world.people.organizer.userId}/matrix.zip`;
      await world.harness.services.storage.put(key, { bytes: new Uint8Array([80, 75, 5, 6]), contentType: 'application/zip' });
      const [made] = await world.harness.database.db
        .insert(dataExports)
        .values({
          userId: world.people.organizer.userId,
          status: 'ready',
          storageKey: key,
          sizeBytes: 4,
          readyAt: new Date(),
          expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        })
        .returning({ id: dataExports.id });
      return b.get(`/api/account/exports/${made!.id}/download`);
    },
    expected: { ...signedIn(404), organizer: 200 },
  },

  'GET /api/home/status': { call: (b) => b.get('/api/home/status'), expected: signedIn(200) },
  'POST /api/home': {
    call: (b) => b.post('/api/home', { spaces: [{ name: 'Matrix room', space_type: 'other' }] }),
    expected: signedIn(201),
  },
  'GET /api/spaces': { call: (b) => b.get('/api/spaces'), expected: signedIn(200) },
  'PATCH /api/spaces/:spaceId': {
    call: (b, world) => b.patch(`/api/spaces/${world.spaceId}`, { description: 'Changed by the matrix' }),
    expected: organizersOnly(200),
  },
  'DELETE /api/spaces/:spaceId': {
    call: async (b, world) => b.delete(`/api/spaces/${await world.freshSpace()}`),
    expected: organizersOnly(204),
  },
  'GET /api/preferences': { call: (b) => b.get('/api/preferences'), expected: signedIn(200) },
  'PUT /api/preferences': { call: (b) => b.put('/api/preferences', {}), expected: signedIn(200) },

  // Deleting an account is the caller's own: every signed-in person may (with a throwaway account each, so the
  // world's people stay). Everyone here has a password, so no e-mail link is sent to them (409).
  'GET /api/account/deletion': { call: (b) => b.get('/api/account/deletion'), expected: signedIn(200) },
  'POST /api/account/deletion-link': { call: (b) => b.post('/api/account/deletion-link'), expected: signedIn(409) },
  'POST /api/account/delete': {
    call: async (b, world, actor) =>
      (actor === 'anonymous' || actor === 'device' ? b : (await signedUpPerson(world.harness, 'Temp Gone')).browser).post('/api/account/delete', {
        password: TEST_PASSWORD,
      }),
    expected: signedIn(200),
  },
  // Handing a space over: its organizer, to one of its parents.
  'POST /api/spaces/:spaceId/organizer': {
    call: async (b, world) => b.post(`/api/spaces/${await world.freshSpace()}/organizer`, { user_id: world.people.parent.userId }),
    expected: organizersOnly(200),
  },

  'GET /api/family': { call: (b) => b.get('/api/family'), expected: signedIn(200) },
  'DELETE /api/spaces/:spaceId/members/:userId': {
    call: async (b, world) => {
      const spaceId = await world.freshSpace();
      return b.delete(`/api/spaces/${spaceId}/members/${world.people.child.userId}`);
    },
    // The child removing themself is refused as "use Leave space" (400).
    expected: inSpace({ guest: 403, child: 400, parent: 403, organizer: 204 }),
  },
  'POST /api/spaces/:spaceId/leave': {
    call: async (b, world) => b.post(`/api/spaces/${await world.freshSpace()}/leave`),
    expected: inSpace({ guest: 204, child: 204, parent: 204, organizer: 409 }),
  },
  'POST /api/invites': {
    call: (b, world) => b.post('/api/invites', { space_id: world.spaceId, role: 'child' }),
    expected: organizersOnly(201),
  },
  'DELETE /api/invites/:inviteId': {
    call: async (b, world) => b.delete(`/api/invites/${await world.freshInvite()}`),
    expected: organizersOnly(204),
  },
  'GET /api/invites/:inviteId': {
    call: (b, world) => b.get(`/api/invites/${world.inviteId}`),
    expected: everyone(200),
  },
  'GET /api/invites/:inviteId/can-accept': {
    call: (b, world) => b.get(`/api/invites/${world.inviteId}/can-accept`),
    expected: signedIn(200),
  },
  // To a space of its own, so that accepting does not make strangers members of the shared space.
  'POST /api/invites/:inviteId/accept': {
    call: async (b, world) => b.post(`/api/invites/${await world.freshInvite(await world.freshSpace())}/accept`),
    expected: signedIn(200),
  },

  'GET /api/spaces/:spaceId': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'GET /api/spaces/:spaceId/daily-tasks': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/daily-tasks?date=${world.today}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/daily-tasks': {
    call: (b, world) =>
      b.post(`/api/spaces/${world.spaceId}/daily-tasks`, { date: world.today, tasks: [{ title: 'Fold towels' }] }),
    expected: inSpace({ guest: 201, child: 201, parent: 201, organizer: 201 }),
  },
  // Daily tasks are each person's own: for anyone else, someone else's task does not exist.
  'POST /api/daily-tasks/:taskId/complete': {
    call: async (b, world, actor) => b.post(`/api/daily-tasks/${await ownDailyTask(world, actor)}/complete`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/daily-tasks/:taskId/uncomplete': {
    call: async (b, world, actor) => {
      const id = await ownDailyTask(world, actor);
      await b.post(`/api/daily-tasks/${id}/complete`);
      return b.post(`/api/daily-tasks/${id}/uncomplete`);
    },
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/daily-tasks/:taskId/submit': {
    call: async (b, world, actor) => b.post(`/api/daily-tasks/${await ownDailyTask(world, actor)}/submit`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/daily-tasks/:taskId/approve': {
    call: async (b, world) => b.post(`/api/daily-tasks/${await world.submittedDailyTask()}/approve`, { points: 12 }),
    expected: organizersOnly(200),
  },
  'POST /api/daily-tasks/:taskId/reject': {
    call: async (b, world) =>
      b.post(`/api/daily-tasks/${await world.submittedDailyTask()}/reject`, { reason: 'Not yet' }),
    expected: organizersOnly(200),
  },
  'GET /api/spaces/:spaceId/approvals': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/approvals`),
    expected: organizersOnly(200),
  },
  'GET /api/spaces/:spaceId/space-tasks': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/space-tasks`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'PATCH /api/space-tasks/:taskId': {
    call: (b, world) => b.patch(`/api/space-tasks/${world.spaceTaskId}`, { is_completed: true }),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/space-tasks/:taskId/assign': {
    call: (b, world) =>
      b.post(`/api/space-tasks/${world.spaceTaskId}/assign`, { assigned_to: world.people.child.userId }),
    expected: organizersOnly(201),
  },
  'POST /api/assignments/:assignmentId/submit': {
    call: async (b, world) => b.post(`/api/assignments/${await world.assignment(false)}/submit`),
    expected: onlyTheAssignee(200),
  },
  'POST /api/assignments/:assignmentId/approve': {
    call: async (b, world) => b.post(`/api/assignments/${await world.assignment(true)}/approve`),
    expected: organizersOnly(200),
  },
  'POST /api/assignments/:assignmentId/reject': {
    call: async (b, world) =>
      b.post(`/api/assignments/${await world.assignment(true)}/reject`, { reason: 'Again please' }),
    expected: organizersOnly(200),
  },
  'GET /api/spaces/:spaceId/events': {
    call: async (b, world) => {
      const response = await b.get(`/api/spaces/${world.spaceId}/events`);
      if (response.status >= 400) return response;
      // A stream: the status is the answer; close it at once.
      await response.body?.cancel();
      return new Response(null, { status: response.status });
    },
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },

  // Today reads only the caller's own spaces, so every signed-in person gets their own (tested in today.test.ts).
  'GET /api/today': { call: (b, world) => b.get(`/api/today?date=${world.today}`), expected: signedIn(200) },
  'GET /api/events': {
    call: async (b) => {
      const response = await b.get('/api/events');
      if (response.status >= 400) return response;
      await response.body?.cancel();
      return new Response(null, { status: response.status });
    },
    expected: signedIn(200),
  },

  'GET /api/spaces/:spaceId/photos': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/photos`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/setup': {
    call: async (b, world) => b.upload(`/api/spaces/${world.spaceId}/setup`, await photoForm()),
    expected: adultsOnly(202),
  },
  'POST /api/spaces/:spaceId/analyze': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/analyze`),
    expected: adultsOnly(202),
  },
  'DELETE /api/photos/:photoId': {
    call: async (b, world) => b.delete(`/api/photos/${await world.freshPhoto()}`),
    expected: adultsOnly(204),
  },
  // Photos are private: without a signed address, only members see them, and everyone else (even signed
  // out) gets the 404 of a photo that does not exist.
  'GET /api/photos/:photoId/:variant': {
    call: (b, world) => b.get(`/api/photos/${world.photoId}/thumb`),
    expected: { ...inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }), anonymous: 404, device: 404 },
  },

  'POST /api/spaces/:spaceId/coach/subtasks': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/coach/subtasks`, { targetTime: 15, difficulty: 'easy' }),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/coach/quick-wins': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/coach/quick-wins`, { date: world.today }),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/coach/edit-tasks': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/coach/edit-tasks`, { prompt: 'make them shorter' }),
    expected: adultsOnly(200),
  },
  // Applying and undoing change a list, so each call works on a fresh space: the shared one stays as it is.
  'POST /api/spaces/:spaceId/coach/edit-tasks/apply': {
    call: async (b, world) => {
      const spaceId = await world.freshSpace();
      return b.post(`/api/spaces/${spaceId}/coach/edit-tasks/apply`, await matrixProposal(world, spaceId));
    },
    expected: adultsOnly(200),
  },
  'GET /api/spaces/:spaceId/task-list-versions/latest': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/task-list-versions/latest`),
    expected: adultsOnly(200),
  },
  'POST /api/spaces/:spaceId/task-list-versions/:versionId/undo': {
    call: async (b, world) => {
      const spaceId = await world.freshSpace();
      const applied = await world.people.organizer.browser.post(
        `/api/spaces/${spaceId}/coach/edit-tasks/apply`,
        await matrixProposal(world, spaceId),
      );
      const { versionId } = (await applied.json()) as { versionId: string };
      return b.post(`/api/spaces/${spaceId}/task-list-versions/${versionId}/undo`);
    },
    expected: adultsOnly(200),
  },
  'GET /api/spaces/:spaceId/motivation': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/motivation?date=${world.today}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },

  // Lessons: progress is each person's own, so any signed-in person reads and changes only their own.
  'GET /api/progress': { call: (b, world) => b.get(`/api/progress?today=${world.today}`), expected: signedIn(200) },
  'POST /api/lessons/:lessonId/complete': {
    call: (b, world) => b.post('/api/lessons/1/complete', { today: world.today, time_spent_seconds: 60 }),
    expected: signedIn(200),
  },
  'POST /api/progress/merge': {
    call: (b, world) => b.post('/api/progress/merge', { completed_lessons: [1, 2], today: world.today }),
    expected: signedIn(200),
  },

  // Leaderboard and feedback: the board shows only people who share a space with the caller; feedback is open
  // to visitors too (the card sits on the lesson path), rate-limited per address.
  'GET /api/leaderboard': {
    call: (b, world) => b.get(`/api/leaderboard?period=week&today=${world.today}`),
    expected: signedIn(200),
  },
  'POST /api/feedback': {
    call: (b) => b.post('/api/feedback', { feedback_text: 'Matrix feedback', category: 'general', rating: 5 }),
    expected: everyone(201),
  },

  // Points: everyone reads their own ledger; organizers adjust and undo, never their own points.
  'GET /api/spaces/:spaceId/points': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/points`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/points/adjustments': {
    call: (b, world) =>
      b.post(`/api/spaces/${world.spaceId}/points/adjustments`, { user_id: world.people.child.userId, points: 1, reason: 'Matrix' }),
    expected: organizersOnly(201),
  },
  'POST /api/points/:entryId/undo': {
    call: async (b, world) => {
      const entry = await world.harness.database.db.transaction((tx) =>
        earn(tx, { userId: world.people.child.userId, spaceId: world.spaceId, points: 2, reason: 'Matrix', awardedBy: world.people.organizer.userId }),
      );
      return b.post(`/api/points/${entry.id}/undo`);
    },
    expected: organizersOnly(201),
  },

  // To-do list (features/todo): each person's own list; someone else's item does not exist for them (404).
  'GET /api/todo': { call: (b) => b.get('/api/todo'), expected: signedIn(200) },
  'POST /api/todo': { call: (b) => b.post('/api/todo', { task: 'Matrix to-do' }), expected: signedIn(201) },
  'PATCH /api/todo/:id': {
    call: async (b, world) => {
      const made = await world.people.organizer.browser.post('/api/todo', { task: 'Organizer to-do' });
      const { item } = (await made.json()) as { item: { id: string } };
      return b.patch(`/api/todo/${item.id}`, { completed: true, completedOn: world.today });
    },
    expected: { ...everyone(404), anonymous: 401, device: 401, organizer: 200 },
  },
  'DELETE /api/todo/:id': {
    call: async (b, world) => {
      const made = await world.people.organizer.browser.post('/api/todo', { task: 'Organizer to-do' });
      const { item } = (await made.json()) as { item: { id: string } };
      return b.delete(`/api/todo/${item.id}`);
    },
    expected: { ...everyone(404), anonymous: 401, device: 401, organizer: 204 },
  },
  'POST /api/todo/clear-completed': { call: (b) => b.post('/api/todo/clear-completed'), expected: signedIn(200) },
  'POST /api/todo/sync': {
    call: (b) =>
      b.post('/api/todo/sync', {
        items: [
          {
            id: 'offline-1',
            task: 'Offline to-do',
            estimatedTime: 5,
            completed: false,
            timeSpentSeconds: 0,
            addedAt: new Date().toISOString(),
          },
        ],
      }),
    expected: signedIn(200),
  },

  // Recurring upkeep of a space's areas (features/upkeep): members see it, all but guests mark it done,
  // organizers and parents add and remove tasks. Each call that needs a task gets a fresh one.
  'GET /api/spaces/:spaceId/areas': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/areas?today=${world.today}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'GET /api/spaces/:spaceId/areas/:areaId': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/areas/fridge?today=${world.today}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/areas/:areaId/tasks': {
    call: (b, world) =>
      b.post(`/api/spaces/${world.spaceId}/areas/fridge/tasks`, { name: 'Matrix upkeep', interval_days: 7 }),
    expected: adultsOnly(201),
  },
  'POST /api/upkeep-tasks/:taskId/complete': {
    call: async (b, world) => {
      const made = await world.people.organizer.browser.post(`/api/spaces/${world.spaceId}/areas/pantry/tasks`, {
        name: 'Matrix upkeep',
        interval_days: 7,
      });
      const { task } = (await made.json()) as { task: { id: string } };
      return b.post(`/api/upkeep-tasks/${task.id}/complete`, { today: world.today });
    },
    expected: inSpace({ guest: 403, child: 200, parent: 200, organizer: 200 }),
  },
  'DELETE /api/upkeep-tasks/:taskId': {
    call: async (b, world) => {
      const made = await world.people.organizer.browser.post(`/api/spaces/${world.spaceId}/areas/cabinets/tasks`, {
        name: 'Matrix upkeep',
        interval_days: 7,
      });
      const { task } = (await made.json()) as { task: { id: string } };
      return b.delete(`/api/upkeep-tasks/${task.id}`);
    },
    expected: adultsOnly(204),
  },

  // Rewards (features/rewards): every member sees the store and their own requests; organizers manage rewards
  // and answer requests (parents too when the space allows it, which the shared space does not); guests never
  // ask; only the member who asked cancels. Each call gets a fresh reward or request.
  'GET /api/spaces/:spaceId/rewards': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/rewards`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/rewards': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/rewards`, { title: 'Matrix treat', cost: 5 }),
    expected: organizersOnly(201),
  },
  'PATCH /api/rewards/:rewardId': {
    call: async (b, world) => b.patch(`/api/rewards/${await matrixReward(world)}`, { cost: 2 }),
    expected: organizersOnly(200),
  },
  'DELETE /api/rewards/:rewardId': {
    call: async (b, world) => b.delete(`/api/rewards/${await matrixReward(world)}`),
    expected: organizersOnly(200),
  },
  'POST /api/rewards/:rewardId/restore': {
    call: async (b, world) => {
      const rewardId = await matrixReward(world);
      await world.people.organizer.browser.delete(`/api/rewards/${rewardId}`);
      return b.post(`/api/rewards/${rewardId}/restore`);
    },
    expected: organizersOnly(200),
  },
  'PUT /api/spaces/:spaceId/reward-settings': {
    call: (b, world) => b.put(`/api/spaces/${world.spaceId}/reward-settings`, { parents_manage_rewards: false }),
    expected: organizersOnly(200),
  },
  'POST /api/rewards/:rewardId/requests': {
    call: async (b, world, actor) => {
      const rewardId = await matrixReward(world);
      if (isMember(actor)) await matrixPoints(world, actor as 'guest');
      return b.post(`/api/rewards/${rewardId}/requests`, { note: 'Please' });
    },
    expected: inSpace({ guest: 403, child: 201, parent: 201, organizer: 201 }),
  },
  'GET /api/spaces/:spaceId/reward-requests': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/reward-requests?status=pending`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/reward-requests/:requestId/approve': {
    call: async (b, world) => b.post(`/api/reward-requests/${await childRewardRequest(world)}/approve`, { note: 'Enjoy' }),
    expected: organizersOnly(200),
  },
  'POST /api/reward-requests/:requestId/decline': {
    call: async (b, world) => b.post(`/api/reward-requests/${await childRewardRequest(world)}/decline`, { note: 'Not today' }),
    expected: organizersOnly(200),
  },
  'POST /api/reward-requests/:requestId/cancel': {
    call: async (b, world) => b.post(`/api/reward-requests/${await childRewardRequest(world)}/cancel`),
    expected: inSpace({ guest: 403, child: 200, parent: 403, organizer: 403 }),
  },

  // History and the weekly summary (features/summary): every member reads the space's history (what each entry
  // shows follows policy/summary.ts); the summary is each person's own, across their spaces.
  'GET /api/spaces/:spaceId/history': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/history`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'GET /api/summary': { call: (b) => b.get('/api/summary'), expected: signedIn(200) },

  // Push notifications (features/notifications): settings and devices are each person's own; no route takes a
  // user id. Devices point at the loopback discard port, so nothing is ever delivered anywhere.
  'GET /api/notifications/settings': { call: (b) => b.get('/api/notifications/settings'), expected: signedIn(200) },
  'PATCH /api/notifications/settings': {
    call: (b) => b.patch('/api/notifications/settings', { kinds: { assigned: true }, time_zone: 'Europe/Berlin' }),
    expected: signedIn(200),
  },
  'POST /api/push/subscriptions': {
    call: (b, _world, actor) => b.post('/api/push/subscriptions', matrixSubscription(actor)),
    expected: signedIn(201),
  },
  // Removes the caller's own device; someone else's endpoint would be a 204 that changes nothing.
  'DELETE /api/push/subscriptions': {
    call: (b, _world, actor) => b.delete('/api/push/subscriptions', { endpoint: matrixSubscription(actor).endpoint }),
    expected: signedIn(204),
  },
  'POST /api/push/test': { call: (b) => b.post('/api/push/test'), expected: signedIn(200) },

  // Calendar (features/calendar): each signed-in person manages their own feed address; no route takes a user
  // id. The feed itself needs no session: whoever holds the address (a calendar app) reads it, for everyone alike.
  'GET /api/calendar/feed': { call: (b) => b.get('/api/calendar/feed'), expected: signedIn(200) },
  'POST /api/calendar/feed': { call: (b) => b.post('/api/calendar/feed'), expected: signedIn(201) },
  'DELETE /api/calendar/feed': { call: (b) => b.delete('/api/calendar/feed'), expected: signedIn(204) },
  'GET /api/calendar/:file': {
    call: async (b, world) => {
      const made = await world.people.organizer.browser.post('/api/calendar/feed');
      return b.get(((await made.json()) as { url: string }).url);
    },
    expected: everyone(200),
  },

  // Chores (features/chores): members see chores, turns, the calendar and pauses; organizers and parents
  // manage chores; members but guests take open turns; organizers review. Each call gets a fresh chore.
  'GET /api/spaces/:spaceId/chores': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/chores`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/spaces/:spaceId/chores': {
    call: (b, world) =>
      b.post(`/api/spaces/${world.spaceId}/chores`, {
        title: 'Matrix chore',
        estimated_time: 5,
        points: 5,
        rule: null,
        starts_on: world.today,
        assignment: { mode: 'open' },
      }),
    expected: adultsOnly(201),
  },
  'PATCH /api/chores/:choreId': {
    call: async (b, world) => b.patch(`/api/chores/${(await matrixChore(world)).choreId}`, { points: 6 }),
    expected: adultsOnly(200),
  },
  'DELETE /api/chores/:choreId': {
    call: async (b, world) => b.delete(`/api/chores/${(await matrixChore(world)).choreId}`),
    expected: adultsOnly(200),
  },
  'POST /api/chores/:choreId/restore': {
    call: async (b, world) => {
      const { choreId } = await matrixChore(world);
      await world.people.organizer.browser.delete(`/api/chores/${choreId}`);
      return b.post(`/api/chores/${choreId}/restore`);
    },
    expected: adultsOnly(200),
  },
  'GET /api/chores/:choreId/history': {
    call: async (b, world) => b.get(`/api/chores/${(await matrixChore(world)).choreId}/history`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'GET /api/spaces/:spaceId/chore-occurrences': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/chore-occurrences?from=${world.today}&to=${world.today}`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  'GET /api/spaces/:spaceId/chore-occurrences/submitted': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/chore-occurrences/submitted`),
    expected: organizersOnly(200),
  },
  'POST /api/chore-occurrences/:occurrenceId/claim': {
    call: async (b, world) => b.post(`/api/chore-occurrences/${(await matrixChore(world)).turnId}/claim`),
    expected: inSpace({ guest: 403, child: 200, parent: 200, organizer: 200 }),
  },
  // An open turn: anyone who does chores marks it done (an organizer's is approved at once).
  'POST /api/chore-occurrences/:occurrenceId/complete': {
    call: async (b, world) => b.post(`/api/chore-occurrences/${(await matrixChore(world)).turnId}/complete`),
    expected: inSpace({ guest: 403, child: 200, parent: 200, organizer: 200 }),
  },
  'POST /api/chore-occurrences/:occurrenceId/approve': {
    call: async (b, world) => b.post(`/api/chore-occurrences/${await submittedChoreTurn(world)}/approve`),
    expected: organizersOnly(200),
  },
  'POST /api/chore-occurrences/:occurrenceId/send-back': {
    call: async (b, world) => b.post(`/api/chore-occurrences/${await submittedChoreTurn(world)}/send-back`, { reason: 'Again' }),
    expected: organizersOnly(200),
  },
  'POST /api/chore-occurrences/:occurrenceId/skip': {
    call: async (b, world) => b.post(`/api/chore-occurrences/${(await matrixChore(world)).turnId}/skip`),
    expected: organizersOnly(200),
  },
  // A fresh turn of the child's that was due yesterday: overdue, so an organizer may nudge them about it.
  'POST /api/chore-occurrences/:occurrenceId/nudge': {
    call: async (b, world) => {
      const response = await world.people.organizer.browser.post(`/api/spaces/${world.spaceId}/chores`, {
        title: 'Matrix overdue chore',
        estimated_time: 5,
        points: 5,
        rule: null,
        starts_on: new Date(Date.parse(`${world.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
        assignment: { mode: 'one', member: world.people.child.userId },
      });
      const { chore } = (await response.json()) as { chore: { current: { id: string } } };
      return b.post(`/api/chore-occurrences/${chore.current.id}/nudge`);
    },
    expected: organizersOnly(200),
  },
  'GET /api/spaces/:spaceId/pauses': {
    call: (b, world) => b.get(`/api/spaces/${world.spaceId}/pauses`),
    expected: inSpace({ guest: 200, child: 200, parent: 200, organizer: 200 }),
  },
  // Each member pauses themself.
  'POST /api/spaces/:spaceId/pauses': {
    call: (b, world) => b.post(`/api/spaces/${world.spaceId}/pauses`, { from: world.today, to: world.today }),
    expected: inSpace({ guest: 201, child: 201, parent: 201, organizer: 201 }),
  },
  // The child's own pause: the child and organizers remove it.
  'DELETE /api/pauses/:pauseId': {
    call: async (b, world) => {
      const made = await world.people.child.browser.post(`/api/spaces/${world.spaceId}/pauses`, { from: world.today, to: world.today });
      const { pause } = (await made.json()) as { pause: { id: string } };
      return b.delete(`/api/pauses/${pause.id}`);
    },
    expected: inSpace({ guest: 403, child: 204, parent: 403, organizer: 204 }),
  },

  // Kitchen tablets (features/kitchen): organizers link and unlink them, each person keeps their own PIN, and the
  // tablet's routes take the device's credential alone. No other route takes it (the `device` column everywhere).
  'GET /api/kitchen-devices': { call: (b) => b.get('/api/kitchen-devices'), expected: signedIn(200) },
  'POST /api/kitchen-devices': {
    call: async (b, world) => {
      const response = await b.post('/api/kitchen-devices', { name: 'Matrix tablet', space_ids: [world.spaceId] });
      await forgetOtherTablets(world);
      return response;
    },
    expected: organizersOnly(201),
  },
  'DELETE /api/kitchen-devices/:deviceId': {
    call: async (b, world) => {
      const response = await b.delete(`/api/kitchen-devices/${(await matrixTablet(world)).id}`);
      await forgetOtherTablets(world);
      return response;
    },
    expected: organizersOnly(204),
  },
  'GET /api/kitchen-pin': { call: (b) => b.get('/api/kitchen-pin'), expected: signedIn(200) },
  // Set, then cleared again: the tablet's requests below are made for the child without a PIN.
  'PUT /api/kitchen-pin': {
    call: async (b) => {
      const response = await b.put('/api/kitchen-pin', { pin: '2580' });
      await b.delete('/api/kitchen-pin');
      return response;
    },
    expected: signedIn(200),
  },
  'DELETE /api/kitchen-pin': { call: (b) => b.delete('/api/kitchen-pin'), expected: signedIn(204) },
  // The code is the credential: anyone holding a fresh one links a tablet. Each caller keeps the cookie it had.
  'POST /api/kitchen/link': {
    call: async (b, world) => {
      const kept = b.jar.get(DEVICE_COOKIE);
      const response = await b.post('/api/kitchen/link', { code: (await matrixTablet(world)).code });
      if (kept === undefined) b.jar.delete(DEVICE_COOKIE);
      else b.jar.set(DEVICE_COOKIE, kept);
      await forgetOtherTablets(world);
      return response;
    },
    expected: everyone(200),
  },
  'GET /api/kitchen/household': { call: (b) => b.get('/api/kitchen/household'), expected: tabletOnly(200) },
  'POST /api/kitchen/members/:userId/day': { call: (b, world) => asChild(b, world, '/day'), expected: tabletOnly(200) },
  'POST /api/kitchen/members/:userId/chore-occurrences/:occurrenceId/complete': {
    call: async (b, world) => {
      const { turnId } = await matrixChore(world, { mode: 'one', member: world.people.child.userId });
      return asChild(b, world, `/chore-occurrences/${turnId}/complete`);
    },
    expected: tabletOnly(200),
  },
  'POST /api/kitchen/members/:userId/daily-tasks/:taskId/complete': {
    call: async (b, world) => asChild(b, world, `/daily-tasks/${await childDailyTask(world, false)}/complete`),
    expected: tabletOnly(200),
  },
  'POST /api/kitchen/members/:userId/daily-tasks/:taskId/uncomplete': {
    call: async (b, world) => asChild(b, world, `/daily-tasks/${await childDailyTask(world, true)}/uncomplete`),
    expected: tabletOnly(200),
  },
  'POST /api/kitchen/members/:userId/daily-tasks/:taskId/submit': {
    call: async (b, world) => asChild(b, world, `/daily-tasks/${await childDailyTask(world, true)}/submit`),
    expected: tabletOnly(200),
  },
  'POST /api/kitchen/members/:userId/assignments/:assignmentId/submit': {
    call: async (b, world) => asChild(b, world, `/assignments/${await world.assignment(false)}/submit`),
    expected: tabletOnly(200),
  },
  'GET /api/kitchen/events': {
    call: async (b) => {
      const response = await b.get('/api/kitchen/events');
      if (response.status >= 400) return response;
      await response.body?.cancel();
      return new Response(null, { status: response.status });
    },
    expected: tabletOnly(200),
  },
};

const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
function matrixSubscription(actor: Actor) {
  return {
    endpoint: `http://127.0.0.1:9/matrix/${actor}`,
    keys: { p256dh: browserKey.getPublicKey('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
  };
}

let world: World;
const browsers = new Map<Actor, TestBrowser>();

beforeAll(async () => {
  const harness = await createTestApp();
  const [stranger, guest, child, parent, otherOrganizer, organizer] = await Promise.all(
    ['Stan Stranger', 'Gia Guest', 'Cal Child', 'Pam Parent', 'Otto Other', 'Orla Organizer'].map((name) =>
      signedUpPerson(harness, name),
    ),
  );
  const people = {
    stranger: stranger!,
    guest: guest!,
    child: child!,
    parent: parent!,
    otherOrganizer: otherOrganizer!,
    organizer: organizer!,
  };
  await people.otherOrganizer.browser.post('/api/home', { spaces: [{ name: 'Elsewhere', space_type: 'office' }] });

  const freshSpace = async () => {
    const response = await people.organizer.browser.post('/api/home', {
      spaces: [{ name: 'Shared room', space_type: 'kitchen' }],
    });
    const [space] = ((await response.json()) as { spaces: { id: string }[] }).spaces;
    await harness.database.db
      .insert(userRoles)
      .values(
        (['guest', 'child', 'parent'] as const).map((role) => ({
          userId: people[role].userId,
          spaceId: space!.id,
          role,
        })),
      );
    return space!.id;
  };
  const spaceId = await freshSpace();
  const freshInvite = async (inSpace = spaceId) => {
    const response = await people.organizer.browser.post('/api/invites', { space_id: inSpace, role: 'guest' });
    return ((await response.json()) as { invite: { id: string } }).invite.id;
  };
  const today = new Date().toISOString().slice(0, 10);
  const submittedDailyTask = async () => {
    const response = await people.child.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
      date: today,
      tasks: [{ title: 'Submitted' }],
    });
    const id = ((await response.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
    await people.child.browser.post(`/api/daily-tasks/${id}/submit`);
    return id;
  };
  const tasks = (
    (await (await people.organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`)).json()) as {
      tasks: { id: string }[];
    }
  ).tasks;
  const assignment = async (submitted: boolean) => {
    const response = await people.organizer.browser.post(`/api/space-tasks/${tasks[1]!.id}/assign`, {
      assigned_to: people.child.userId,
    });
    const id = ((await response.json()) as { assignment: { id: string } }).assignment.id;
    if (submitted) await people.child.browser.post(`/api/assignments/${id}/submit`);
    return id;
  };
  const freshPhoto = async () => {
    const response = await people.organizer.browser.upload(`/api/spaces/${spaceId}/setup`, await photoForm());
    return ((await response.json()) as { photos: { id: string }[] }).photos[0]!.id;
  };
  // The kitchen tablet: linked by the organizer to the shared space, in a browser with no session.
  const tablet = testBrowser(harness);
  const linking = await people.organizer.browser.post('/api/kitchen-devices', { name: 'Matrix kitchen', space_ids: [spaceId] });
  const { device, link } = (await linking.json()) as { device: { id: string }; link: { code: string } };
  await tablet.post('/api/kitchen/link', { code: link.code });
  world = {
    harness,
    deviceId: device.id,
    photoId: await freshPhoto(),
    freshPhoto,
    people,
    spaceId,
    inviteId: await freshInvite(),
    freshSpace,
    freshInvite,
    today,
    submittedDailyTask,
    assignment,
    spaceTaskId: tasks[0]!.id,
  };
  browsers.set('anonymous', testBrowser(harness));
  for (const actor of ACTORS) if (actor !== 'anonymous' && actor !== 'device') browsers.set(actor, people[actor].browser);
  browsers.set('device', tablet);
});
afterAll(() => world.harness.close());

describe('the authorization matrix', () => {
  for (const [route, entry] of Object.entries(MATRIX)) {
    it.each(ACTORS)(`${route} as %s`, async (actor) => {
      const response = await entry.call(browsers.get(actor)!, world, actor);
      expect(
        response.status,
        `${route} as ${actor}: ${response.status >= 400 ? await response.clone().text() : ''}`,
      ).toBe(entry.expected[actor]);
      if (response.status >= 400) {
        // Every refusal is in the one error shape, with a message a person can read.
        const body = (await response.json()) as { error?: { code?: string; message?: string } };
        expect(body.error?.code).toBeTruthy();
        expect(body.error?.message).toBeTruthy();
      }
    });
  }

  it('lists every API route the server answers', async () => {
    const served = world.harness.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(served)].sort()).toEqual(Object.keys(MATRIX).sort());
  });
});
