import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces, spaceTasks, userPoints, userPreferences, userRoles } from '../../db/schema';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

type Space = { id: string; name: string; space_type: string; role: string; is_owner: boolean; task_count: number; completed_task_count: number; description: string };
type ErrorJson = { error: { code: string; message: string } };

const bedroomAndCraftCorner = {
  spaces: [
    { name: 'Bedroom', space_type: 'bedroom', description: 'Where we rest' },
    { name: 'Craft Corner', space_type: 'other' },
  ],
  preferences: { daily_time_available: 10, energy_level: 'low', organization_experience: 'beginner', task_frequency: 'weekly' },
};

async function createHome(person: Person, body: unknown = bedroomAndCraftCorner) {
  return person.browser.post('/api/home', body);
}

describe('creating a home', () => {
  it('saves the spaces, three starter tasks each, the organizer role, points at 0 and the preferences', async () => {
    const person = await signedUpPerson(harness);
    expect(await (await person.browser.get('/api/home/status')).json()).toEqual({
      onboarded: false,
      has_spaces: false,
      has_pending_invite: false,
    });

    const response = await createHome(person);
    expect(response.status).toBe(201);
    const { spaces: created } = (await response.json()) as { spaces: Space[] };
    expect(created.map((space) => [space.name, space.space_type, space.role, space.is_owner, space.task_count])).toEqual(
      expect.arrayContaining([
        ['Bedroom', 'bedroom', 'organizer', true, 3],
        ['Craft Corner', 'other', 'organizer', true, 3],
      ]),
    );

    const db = harness.database.db;
    for (const space of created) {
      const tasks = await db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, space.id)).orderBy(spaceTasks.orderIndex);
      expect(tasks).toHaveLength(3);
      expect(tasks.map((task) => task.orderIndex)).toEqual([0, 1, 2]);
      expect(tasks.every((task) => task.estimatedTime <= 6)).toBe(true);
      expect(await db.select().from(userPoints).where(eq(userPoints.spaceId, space.id))).toEqual([
        expect.objectContaining({ userId: person.userId, points: 0 }),
      ]);
    }
    const [preferences] = await db.select().from(userPreferences).where(eq(userPreferences.userId, person.userId));
    expect(preferences).toMatchObject({
      dailyTimeAvailable: 10,
      energyLevel: 'low',
      organizationExperience: 'beginner',
      taskFrequency: 'weekly',
      preferredTaskTime: 'morning',
      motivationStyle: 'gentle',
    });
    expect(await (await person.browser.get('/api/home/status')).json()).toMatchObject({ onboarded: true, has_spaces: true });
  });

  it('fills in the default preferences of spec 01 §9 when none are given', async () => {
    const person = await signedUpPerson(harness);
    await createHome(person, { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
    expect(await (await person.browser.get('/api/preferences')).json()).toEqual({
      saved: true,
      preferences: {
        daily_time_available: 15,
        energy_level: 'medium',
        organization_experience: 'beginner',
        task_frequency: 'daily',
        preferred_task_time: 'morning',
        motivation_style: 'gentle',
      },
    });
  });

  it.each([
    [{ spaces: [] }, 'spaces: Choose at least one space.'],
    [{}, 'spaces: Choose at least one space.'],
    [
      { spaces: ['a', 'b', 'c', 'd'].map((name) => ({ name, space_type: 'other' })) },
      'spaces: Choose at most 3 spaces.',
    ],
    [{ spaces: [{ name: '   ', space_type: 'other' }] }, 'spaces.0.name: Please enter a name for the space.'],
    [{ spaces: [{ name: 'Attic', space_type: 'attic' }] }, 'spaces.0.space_type: Choose a space type.'],
    [{ spaces: [{ name: 'x'.repeat(61), space_type: 'other' }] }, 'spaces.0.name: The name must be 60 characters or fewer.'],
    [
      { spaces: [{ name: 'Den', space_type: 'other' }], preferences: { energy_level: 'sleepy' } },
      'preferences.energy_level: Choose your energy level.',
    ],
    [
      { spaces: [{ name: 'Den', space_type: 'other' }], preferences: { daily_time_available: 7 } },
      'preferences.daily_time_available: Choose how much time you have each day.',
    ],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const person = await signedUpPerson(harness);
    const response = await createHome(person, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorJson;
    expect(error).toMatchObject({ code: 'invalid_input', message });
    expect(await harness.database.db.select().from(spaces).where(eq(spaces.userId, person.userId))).toEqual([]);
  });

  it('leaves nothing behind when the last write fails half way', async () => {
    const person = await signedUpPerson(harness);
    const db = harness.database.db;
    // Make the last insert of the transaction (the preferences) fail, for this person only.
    await db.execute(sql.raw(`
      create or replace function refuse_preferences() returns trigger as $$
      begin
        if new.user_id = '${person.userId}' then raise exception 'preferences refused for the test'; end if;
        return new;
      end $$ language plpgsql`));
    await db.execute(
      sql.raw('create trigger refuse_preferences before insert on user_preferences for each row execute function refuse_preferences()'),
    );
    try {
      const response = await harness.expectInternalError(() => createHome(person));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
      expect(await db.select().from(spaces).where(eq(spaces.userId, person.userId))).toEqual([]);
      expect(await db.select().from(userRoles).where(eq(userRoles.userId, person.userId))).toEqual([]);
      expect(await db.select().from(userPoints).where(eq(userPoints.userId, person.userId))).toEqual([]);
      const orphanTasks = await db
        .select({ id: spaceTasks.id })
        .from(spaceTasks)
        .leftJoin(spaces, eq(spaces.id, spaceTasks.spaceId))
        .where(sql`${spaces.id} is null`);
      expect(orphanTasks).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_preferences on user_preferences'));
      await db.execute(sql.raw('drop function refuse_preferences()'));
    }
  });

  it('needs a signed-in person', async () => {
    const response = await testBrowser(harness).post('/api/home', bedroomAndCraftCorner);
    expect(response.status).toBe(401);
  });

  it('adds more spaces later ("Add Space") and keeps the earlier ones', async () => {
    const person = await signedUpPerson(harness);
    await createHome(person, { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
    await createHome(person, { spaces: [{ name: 'Garage', space_type: 'garage' }, { name: 'Gym', space_type: 'gym' }] });
    const list = (await (await person.browser.get('/api/spaces')).json()) as { spaces: Space[] };
    expect(list.spaces.map((space) => space.name)).toEqual(expect.arrayContaining(['Kitchen', 'Garage', 'Gym']));
    expect(list.spaces).toHaveLength(3);
  });
});

describe('My Spaces', () => {
  let owner: Person;
  let created: Space[];
  beforeAll(async () => {
    owner = await signedUpPerson(harness, 'Olive Owner');
    created = ((await (await createHome(owner)).json()) as { spaces: Space[] }).spaces;
  });

  it('lists the spaces newest first, with counts, and only to their members', async () => {
    const list = (await (await owner.browser.get('/api/spaces')).json()) as { spaces: Space[] };
    expect(list.spaces.map((space) => space.name).sort()).toEqual(['Bedroom', 'Craft Corner']);
    expect(list.spaces.every((space) => space.task_count === 3 && space.completed_task_count === 0)).toBe(true);

    const stranger = await signedUpPerson(harness, 'Stan Stranger');
    expect(((await (await stranger.browser.get('/api/spaces')).json()) as { spaces: Space[] }).spaces).toEqual([]);
  });

  it('lets an organizer rename a space and change its description', async () => {
    const bedroom = created.find((space) => space.name === 'Bedroom')!;
    const response = await owner.browser.patch(`/api/spaces/${bedroom.id}`, { name: 'Main Bedroom', description: 'Ours' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { space: Space }).space).toMatchObject({ name: 'Main Bedroom', description: 'Ours' });
  });

  it.each([
    [{}, 'Send a new name, description or time zone.'],
    [{ name: '  ' }, 'name: Please enter a name for the space.'],
    [{ description: 'x'.repeat(301) }, 'description: The description must be 300 characters or fewer.'],
  ])('refuses the change %j with a 400', async (changes, message) => {
    const response = await owner.browser.patch(`/api/spaces/${created[0]!.id}`, changes);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
  });

  it('answers a stranger with 404 for a space that exists and one that does not, alike', async () => {
    const stranger = await signedUpPerson(harness, 'Sly Stranger');
    for (const id of [created[0]!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const rename = await stranger.browser.patch(`/api/spaces/${id}`, { name: 'Mine now' });
      expect(rename.status).toBe(404);
      expect(await rename.json()).toEqual({ error: { code: 'not_found', message: 'Space not found' } });
      expect((await stranger.browser.delete(`/api/spaces/${id}`)).status).toBe(404);
    }
  });

  it('lets a member who is not an organizer see the space but not change or delete it', async () => {
    const child = await signedUpPerson(harness, 'Kit Child');
    const space = created[0]!;
    await harness.database.db.insert(userRoles).values({ userId: child.userId, spaceId: space.id, role: 'child' });
    const list = (await (await child.browser.get('/api/spaces')).json()) as { spaces: Space[] };
    expect(list.spaces).toEqual([expect.objectContaining({ id: space.id, role: 'child', is_owner: false })]);
    const rename = await child.browser.patch(`/api/spaces/${space.id}`, { name: 'Kid zone' });
    expect(rename.status).toBe(403);
    expect(((await rename.json()) as ErrorJson).error.message).toBe('Only organizers can change this space.');
    expect((await child.browser.delete(`/api/spaces/${space.id}`)).status).toBe(403);
  });

  it('lets an organizer delete a space, with its tasks, roles and points', async () => {
    const person = await signedUpPerson(harness);
    const [space] = ((await (await createHome(person, { spaces: [{ name: 'Shed', space_type: 'garage' }] })).json()) as { spaces: Space[] }).spaces;
    const response = await person.browser.delete(`/api/spaces/${space!.id}`);
    expect(response.status).toBe(204);
    const db = harness.database.db;
    expect(await db.select().from(spaces).where(eq(spaces.id, space!.id))).toEqual([]);
    expect(await db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, space!.id))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.spaceId, space!.id))).toEqual([]);
    expect(await db.select().from(userPoints).where(eq(userPoints.spaceId, space!.id))).toEqual([]);
  });
});

describe('preferences', () => {
  it('are the defaults until saved, then what was saved', async () => {
    const person = await signedUpPerson(harness);
    expect(((await (await person.browser.get('/api/preferences')).json()) as { saved: boolean }).saved).toBe(false);
    const saved = await person.browser.put('/api/preferences', {
      daily_time_available: 30,
      energy_level: 'high',
      organization_experience: 'expert',
      task_frequency: 'every-other-day',
      preferred_task_time: 'evening',
      motivation_style: 'kitchen',
    });
    expect(saved.status).toBe(200);
    expect(await (await person.browser.get('/api/preferences')).json()).toEqual({
      saved: true,
      preferences: {
        daily_time_available: 30,
        energy_level: 'high',
        organization_experience: 'expert',
        task_frequency: 'every-other-day',
        preferred_task_time: 'evening',
        motivation_style: 'kitchen',
      },
    });
  });

  it('refuses an unknown value with a 400', async () => {
    const person = await signedUpPerson(harness);
    const response = await person.browser.put('/api/preferences', { task_frequency: 'hourly' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe('task_frequency: Choose how often you want tasks.');
  });
});
