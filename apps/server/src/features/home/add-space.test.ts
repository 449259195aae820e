import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson } from '../../../test/people';

// "Add Space" on the web (/spaces/new) is POST /api/home with one space and the person's saved preferences,
// read back from GET /api/preferences: no lifestyle questions, and nothing about the home changes but the new space.

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

type Space = { id: string; name: string; space_type: string; role: string; is_owner: boolean; task_count: number };

describe('adding a space to a home', () => {
  it('adds a second bedroom under its own name, with starter tasks, and leaves the preferences as saved', async () => {
    const person = await signedUpPerson(harness);
    const chosen = {
      daily_time_available: 30,
      energy_level: 'high',
      organization_experience: 'expert',
      task_frequency: 'weekly',
      preferred_task_time: 'evening',
      motivation_style: 'kitchen',
    };
    await person.browser.post('/api/home', {
      spaces: [{ name: 'Bedroom', space_type: 'bedroom' }],
      preferences: chosen,
    });
    const saved = (await (await person.browser.get('/api/preferences')).json()) as { preferences: unknown };

    const response = await person.browser.post('/api/home', {
      spaces: [{ name: 'Guest Bedroom', space_type: 'bedroom' }],
      preferences: saved.preferences,
    });
    expect(response.status).toBe(201);
    const { spaces: added } = (await response.json()) as { spaces: Space[] };
    expect(added).toEqual([
      expect.objectContaining({
        name: 'Guest Bedroom',
        space_type: 'bedroom',
        role: 'organizer',
        is_owner: true,
        task_count: 3,
      }),
    ]);

    const list = (await (await person.browser.get('/api/spaces')).json()) as { spaces: Space[] };
    expect(list.spaces.map((space) => space.name)).toEqual(['Guest Bedroom', 'Bedroom']);
    expect(await (await person.browser.get('/api/preferences')).json()).toEqual({ saved: true, preferences: chosen });
  });
});
