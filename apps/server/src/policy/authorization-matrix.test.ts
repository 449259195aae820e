import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { testBrowser, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/harness';
import { signedUpPerson, type Person } from '../../test/people';

// Every API route against every kind of actor, as docs/permissions.md writes it down. A route the server
// answers but this matrix does not list fails the last test, so new routes must be added here.

const ACTORS = ['anonymous', 'stranger', 'guest', 'child', 'parent', 'otherOrganizer', 'organizer'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

/** The same answer for everyone: the route needs no session and no membership. */
const everyone = (status: number): Expected => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
/** Needs a session; then every signed-in actor gets `status`. */
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Inside a space: strangers and organizers of other spaces get 404; members get what is given. */
const inSpace = (members: { guest: number; child: number; parent: number; organizer: number }): Expected => ({
  anonymous: 401,
  stranger: 404,
  otherOrganizer: 404,
  ...members,
});
const organizersOnly = (status: number) => inSpace({ guest: 403, child: 403, parent: 403, organizer: status });

type World = {
  harness: TestApp;
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
  spaceId: string;
  inviteId: string;
  /** A new space of the organizer's, with the guest, child and parent as members. */
  freshSpace(): Promise<string>;
  freshInvite(spaceId?: string): Promise<string>;
};

type Entry = { call: (browser: TestBrowser, world: World, actor: Actor) => Promise<Response>; expected: Expected };

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { call: (b) => b.get('/api/health'), expected: everyone(200) },
  'GET /api/auth/session': { call: (b) => b.get('/api/auth/session'), expected: everyone(200) },
  'GET /api/auth/providers': { call: (b) => b.get('/api/auth/providers'), expected: everyone(200) },
  'POST /api/auth/sign-up/email': { call: (b) => b.post('/api/auth/sign-up/email', {}), expected: everyone(400) },
  'POST /api/auth/sign-in/email': {
    call: (b) => b.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }),
    expected: everyone(401),
  },
  'POST /api/auth/sign-in/magic-link': { call: (b) => b.post('/api/auth/sign-in/magic-link', {}), expected: everyone(400) },
  'POST /api/auth/sign-in/google': { call: (b) => b.post('/api/auth/sign-in/google', {}), expected: everyone(404) },
  'POST /api/auth/request-password-reset': { call: (b) => b.post('/api/auth/request-password-reset', {}), expected: everyone(400) },
  'POST /api/auth/reset-password': {
    call: (b) => b.post('/api/auth/reset-password', { token: 'bogus', password: 'a-long-new-secret' }),
    expected: everyone(400),
  },
  // Signing out ends the caller's own sessions only; run with a throwaway session for signed-in actors.
  'POST /api/auth/sign-out': {
    call: async (b, world, actor) => (actor === 'anonymous' ? b : (await signedUpPerson(world.harness, 'Temp Out')).browser).post('/api/auth/sign-out'),
    expected: everyone(200),
  },
  'GET /api/auth/verify-email': { call: (b) => b.get('/api/auth/verify-email?token=bogus&callbackURL=%2Fredirect'), expected: everyone(302) },
  'GET /api/auth/magic-link/verify': { call: (b) => b.get('/api/auth/magic-link/verify?token=bogus&callbackURL=%2F'), expected: everyone(302) },
  'GET /api/auth/reset-password/:token': { call: (b) => b.get('/api/auth/reset-password/bogus?callbackURL=%2Fauth'), expected: everyone(302) },
  'GET /api/auth/callback/:providerId': { call: (b) => b.get('/api/auth/callback/google?code=x&state=y'), expected: everyone(302) },
  'GET /api/account': { call: (b) => b.get('/api/account'), expected: signedIn(200) },

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
  'GET /api/invites/:inviteId': { call: (b, world) => b.get(`/api/invites/${world.inviteId}`), expected: everyone(200) },
  'GET /api/invites/:inviteId/can-accept': {
    call: (b, world) => b.get(`/api/invites/${world.inviteId}/can-accept`),
    expected: signedIn(200),
  },
  'POST /api/invites/:inviteId/accept': {
    call: async (b, world) => b.post(`/api/invites/${await world.freshInvite()}/accept`),
    expected: signedIn(200),
  },
};

let world: World;
const browsers = new Map<Actor, TestBrowser>();

beforeAll(async () => {
  const harness = await createTestApp();
  const [stranger, guest, child, parent, otherOrganizer, organizer] = await Promise.all(
    ['Stan Stranger', 'Gia Guest', 'Cal Child', 'Pam Parent', 'Otto Other', 'Orla Organizer'].map((name) => signedUpPerson(harness, name)),
  );
  const people = { stranger: stranger!, guest: guest!, child: child!, parent: parent!, otherOrganizer: otherOrganizer!, organizer: organizer! };
  await people.otherOrganizer.browser.post('/api/home', { spaces: [{ name: 'Elsewhere', space_type: 'office' }] });

  const freshSpace = async () => {
    const response = await people.organizer.browser.post('/api/home', { spaces: [{ name: 'Shared room', space_type: 'kitchen' }] });
    const [space] = ((await response.json()) as { spaces: { id: string }[] }).spaces;
    await harness.database.db.insert(userRoles).values(
      (['guest', 'child', 'parent'] as const).map((role) => ({ userId: people[role].userId, spaceId: space!.id, role })),
    );
    return space!.id;
  };
  const spaceId = await freshSpace();
  const freshInvite = async (inSpace = spaceId) => {
    const response = await people.organizer.browser.post('/api/invites', { space_id: inSpace, role: 'guest' });
    return ((await response.json()) as { invite: { id: string } }).invite.id;
  };
  world = { harness, people, spaceId, inviteId: await freshInvite(), freshSpace, freshInvite };
  browsers.set('anonymous', testBrowser(harness));
  for (const actor of ACTORS) if (actor !== 'anonymous') browsers.set(actor, people[actor].browser);
});
afterAll(() => world.harness.close());

describe('the authorization matrix', () => {
  for (const [route, entry] of Object.entries(MATRIX)) {
    it.each(ACTORS)(`${route} as %s`, async (actor) => {
      const response = await entry.call(browsers.get(actor)!, world, actor);
      expect(response.status, `${route} as ${actor}: ${response.status >= 400 ? await response.clone().text() : ''}`).toBe(entry.expected[actor]);
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
