import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceInvites, userPoints, userRoles } from '../../db/schema';
import { testBrowser, waitForMail } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

type Space = { id: string; name: string };
type ErrorJson = { error: { code: string; message: string } };
type Invite = { id: string; link: string; space_ids: string[]; is_whole_home: boolean; invited_email: string };
type FamilySpace = { id: string; name: string; role: string; members: { user_id: string; role: string; is_you: boolean; full_name: string; email: string | null }[]; invites: { id: string; link: string | null }[] };

async function homeWith(person: Person, names: string[]): Promise<Space[]> {
  const response = await person.browser.post('/api/home', { spaces: names.map((name) => ({ name, space_type: 'other' })) });
  return ((await response.json()) as { spaces: Space[] }).spaces;
}

async function invite(person: Person, body: object): Promise<Invite> {
  const response = await person.browser.post('/api/invites', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { invite: Invite }).invite;
}

const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

describe('inviting by link', () => {
  let organizer: Person;
  let kitchen: Space;
  beforeAll(async () => {
    organizer = await signedUpPerson(harness, 'Olga Organizer');
    [kitchen] = (await homeWith(organizer, ['Kitchen'])) as [Space];
  });

  it('makes an unguessable, single-use link that any signed-in person can accept, joining with the role', async () => {
    const link = await invite(organizer, { space_id: kitchen.id, role: 'child' });
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.link).toBe(`http://localhost:3000/?invite=${link.id}`);
    expect(link.invited_email).toBe('');

    // The public details reveal the space, the inviter, the role, the status and the expiry — nothing more.
    const details = await testBrowser(harness).get(`/api/invites/${link.id}`);
    expect(details.status).toBe(200);
    const body = (await details.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ space_name: 'Kitchen', inviter_name: 'Olga Organizer', role: 'child', status: 'pending', invited_email_hint: null });
    expect(Object.keys(body).sort()).toEqual(
      ['expires_at', 'id', 'invited_email_hint', 'inviter_name', 'is_whole_home', 'role', 'space_count', 'space_id', 'space_name', 'status'].sort(),
    );

    const kid = await signedUpPerson(harness, 'Kai Kid');
    expect(await (await kid.browser.get(`/api/invites/${link.id}/can-accept`)).json()).toEqual({ can_accept: true, reason: null });
    const accept = await kid.browser.post(`/api/invites/${link.id}/accept`);
    expect(accept.status).toBe(200);
    expect(await accept.json()).toEqual({ space_ids: [kitchen.id], space_name: 'Kitchen', role: 'child' });

    const db = harness.database.db;
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, kid.userId))).toEqual([expect.objectContaining({ spaceId: kitchen.id, role: 'child' })]);
    expect(await db.select().from(userPoints).where(eq(userPoints.userId, kid.userId))).toEqual([expect.objectContaining({ spaceId: kitchen.id, points: 0 })]);
    expect(((await (await testBrowser(harness).get(`/api/invites/${link.id}`)).json()) as { status: string }).status).toBe('accepted');

    // Single use: nobody else can use it now.
    const late = await signedUpPerson(harness, 'Lee Late');
    const again = await late.browser.post(`/api/invites/${link.id}/accept`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'invite_processed', message: 'This invitation has already been accepted or expired.' });
  });

  it('refuses an expired invite and marks it expired', async () => {
    const link = await invite(organizer, { space_id: kitchen.id, role: 'guest' });
    await harness.database.db.update(spaceInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(spaceInvites.id, link.id));
    expect(((await (await testBrowser(harness).get(`/api/invites/${link.id}`)).json()) as { status: string }).status).toBe('expired');
    const guest = await signedUpPerson(harness, 'Gus Guest');
    expect(await (await guest.browser.get(`/api/invites/${link.id}/can-accept`)).json()).toEqual({ can_accept: false, reason: 'expired' });
    const response = await guest.browser.post(`/api/invites/${link.id}/accept`);
    expect(response.status).toBe(410);
    expect(await errorOf(response)).toEqual({ code: 'invite_expired', message: 'This invitation link is invalid or has expired.' });
    const [row] = await harness.database.db.select().from(spaceInvites).where(eq(spaceInvites.id, link.id));
    expect(row?.status).toBe('expired');
  });

  it('lets two people race for one link: exactly one joins', async () => {
    const link = await invite(organizer, { space_id: kitchen.id, role: 'guest' });
    const [a, b] = await Promise.all([signedUpPerson(harness, 'Ann Race'), signedUpPerson(harness, 'Bob Race')]);
    const statuses = await Promise.all([a, b].map(async (person) => (await person.browser.post(`/api/invites/${link.id}/accept`)).status));
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers 404 "Invite not found" for an unknown invite', async () => {
    const response = await testBrowser(harness).get('/api/invites/no-such-invite');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Invite not found' });
  });

  it.each([
    [{ role: 'parent' }, 'Please select a space or whole home'],
    [{ space_id: 'x' }, 'Please select a role'],
    [{ space_id: 'x', role: 'organizer' }, 'role: Please select a role'],
    [{ space_id: 'x', role: 'parent', email: 'not-an-email' }, 'email: Enter a valid email address.'],
  ])('refuses %j with %s', async (body, message) => {
    const response = await organizer.browser.post('/api/invites', body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('refuses a whole-home invite from someone who organizes no space', async () => {
    const nobody = await signedUpPerson(harness, 'Ned Nobody');
    const response = await nobody.browser.post('/api/invites', { whole_home: true, role: 'parent' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('No spaces found to invite to');
  });
});

describe('inviting by e-mail', () => {
  it('sends the invitation e-mail; only the invited, confirmed address can accept', async () => {
    const organizer = await signedUpPerson(harness, 'Ida Inviter');
    const [den] = await homeWith(organizer, ['Den']);
    const invitee = await signedUpPerson(harness, 'Eva Invitee');
    const sent = await invite(organizer, { space_id: den!.id, role: 'parent', email: invitee.email.toUpperCase() });
    expect(sent.invited_email).toBe(invitee.email);

    const mail = await waitForMail(harness, invitee.email, 2);
    expect(mail.subject).toBe('Ida Inviter invited you to Den on Tidy Steps');
    expect(mail.text).toContain('Ida Inviter invited you to join Den as a Parent.');
    expect(mail.links[0]).toBe(sent.link);
    const details = (await (await testBrowser(harness).get(`/api/invites/${sent.id}`)).json()) as { invited_email_hint: string };
    expect(details.invited_email_hint).toMatch(/^e\*\*\*@example\.com$/);

    const other = await signedUpPerson(harness, 'Oscar Other');
    expect(await (await other.browser.get(`/api/invites/${sent.id}/can-accept`)).json()).toEqual({ can_accept: false, reason: 'email_mismatch' });
    const refused = await other.browser.post(`/api/invites/${sent.id}/accept`);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'email_mismatch', message: 'This invitation was not sent to your email address.' });

    const accepted = await invitee.browser.post(`/api/invites/${sent.id}/accept`);
    expect(accepted.status).toBe(200);
  });
});

describe('whole-home invites', () => {
  it('join every space the inviter organizes, in one go', async () => {
    const organizer = await signedUpPerson(harness, 'Wes Whole');
    const created = await homeWith(organizer, ['Kitchen', 'Garage', 'Office']);
    const link = await invite(organizer, { whole_home: true, role: 'parent' });
    expect(link.is_whole_home).toBe(true);
    expect(link.space_ids.sort()).toEqual(created.map((space) => space.id).sort());
    expect(((await (await testBrowser(harness).get(`/api/invites/${link.id}`)).json()) as { space_count: number }).space_count).toBe(3);

    const partner = await signedUpPerson(harness, 'Pia Partner');
    const accept = await partner.browser.post(`/api/invites/${link.id}/accept`);
    expect(accept.status).toBe(200);
    const spaces = (await (await partner.browser.get('/api/spaces')).json()) as { spaces: { name: string; role: string }[] };
    expect(spaces.spaces.map((space) => `${space.name}:${space.role}`).sort()).toEqual(['Garage:parent', 'Kitchen:parent', 'Office:parent']);
  });
});

describe('managing members', () => {
  let organizer: Person;
  let parent: Person;
  let child: Person;
  let space: Space;
  beforeAll(async () => {
    organizer = await signedUpPerson(harness, 'Mia Manager');
    [space] = (await homeWith(organizer, ['Living Room'])) as [Space];
    parent = await signedUpPerson(harness, 'Pete Parent');
    child = await signedUpPerson(harness, 'Cara Child');
    await parent.browser.post(`/api/invites/${(await invite(organizer, { space_id: space.id, role: 'parent' })).id}/accept`);
    await child.browser.post(`/api/invites/${(await invite(organizer, { space_id: space.id, role: 'child' })).id}/accept`);
  });

  it('shows every member with their role; pending invites to organizers and parents only', async () => {
    const pending = await invite(organizer, { space_id: space.id, role: 'guest' });
    const overview = async (person: Person) =>
      ((await (await person.browser.get('/api/family')).json()) as { spaces: FamilySpace[] }).spaces.find((item) => item.id === space.id)!;
    const seenByOrganizer = await overview(organizer);
    expect(seenByOrganizer.members.map((member) => `${member.full_name}:${member.role}`)).toEqual([
      'Mia Manager:organizer',
      'Pete Parent:parent',
      'Cara Child:child',
    ]);
    expect(seenByOrganizer.invites.map((item) => item.id)).toContain(pending.id);
    expect((await overview(parent)).invites.map((item) => item.id)).toContain(pending.id);
    expect((await overview(child)).invites).toEqual([]);
    // A working link lets anyone join: the organizer, who may invite, sees it; a parent only sees it is pending.
    expect(seenByOrganizer.invites.find((item) => item.id === pending.id)?.link).toMatch(new RegExp(`\\?invite=${pending.id}$`));
    expect((await overview(parent)).invites.find((item) => item.id === pending.id)?.link).toBeNull();
    expect(JSON.stringify(await overview(parent))).not.toContain(`invite=${pending.id}`);
    expect((await overview(child)).members.find((member) => member.is_you)?.full_name).toBe('Cara Child');
    // E-mail addresses are for those who manage members; the others see names (and their own address).
    expect(seenByOrganizer.members.map((member) => member.email)).toEqual([organizer.email, parent.email, child.email]);
    expect((await overview(child)).members.map((member) => member.email)).toEqual([null, null, child.email]);
    expect((await overview(parent)).members.map((member) => member.email)).toEqual([null, parent.email, null]);
  });

  it('lets only organizers cancel an invite', async () => {
    const pending = await invite(organizer, { space_id: space.id, role: 'guest' });
    expect((await parent.browser.delete(`/api/invites/${pending.id}`)).status).toBe(403);
    expect((await organizer.browser.delete(`/api/invites/${pending.id}`)).status).toBe(204);
    expect((await testBrowser(harness).get(`/api/invites/${pending.id}`)).status).toBe(404);
  });

  it('refuses removing yourself (leave instead), the creator, or anyone when not an organizer', async () => {
    const self = await organizer.browser.delete(`/api/spaces/${space.id}/members/${organizer.userId}`);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe('You cannot remove yourself. Use "Leave space" instead.');
    const byParent = await parent.browser.delete(`/api/spaces/${space.id}/members/${child.userId}`);
    expect(byParent.status).toBe(403);
    // Promote the parent to organizer: still cannot remove the creator.
    await harness.database.db.update(userRoles).set({ role: 'organizer' }).where(eq(userRoles.userId, parent.userId));
    const creator = await parent.browser.delete(`/api/spaces/${space.id}/members/${organizer.userId}`);
    expect(creator.status).toBe(403);
    expect((await errorOf(creator)).message).toBe('The person who created this space cannot be removed.');
    await harness.database.db.update(userRoles).set({ role: 'parent' }).where(eq(userRoles.userId, parent.userId));
  });

  it('lets an organizer remove a member, who then no longer sees the space', async () => {
    expect((await organizer.browser.delete(`/api/spaces/${space.id}/members/${child.userId}`)).status).toBe(204);
    const spaces = (await (await child.browser.get('/api/spaces')).json()) as { spaces: Space[] };
    expect(spaces.spaces.find((item) => item.id === space.id)).toBeUndefined();
    expect((await child.browser.patch(`/api/spaces/${space.id}`, { name: 'x' })).status).toBe(404);
  });

  it('lets a member leave; the creator cannot', async () => {
    expect((await parent.browser.post(`/api/spaces/${space.id}/leave`)).status).toBe(204);
    const creatorLeaves = await organizer.browser.post(`/api/spaces/${space.id}/leave`);
    expect(creatorLeaves.status).toBe(409);
  });
});
