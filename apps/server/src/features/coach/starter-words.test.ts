import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tidy/domain/constants';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson } from '../../../test/people';

// What a household writes about a new space ("there is no closet") reaches its starter tasks too (issue 18).

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

type Created = { spaces: { id: string }[] };
type Listed = { tasks: { title: string; description: string | null }[] };

async function starterTasks(description: string) {
  const person = await signedUpPerson(harness);
  const created = await person.browser.post('/api/home', {
    spaces: [{ name: 'Bedroom', space_type: 'bedroom', description }],
    preferences: {
      ...DEFAULT_PREFERENCES,
      daily_time_available: 60,
      energy_level: 'high',
      organization_experience: 'expert',
    },
  });
  expect(created.status).toBe(201);
  const { spaces } = (await created.json()) as Created;
  const listed = await person.browser.get(`/api/spaces/${spaces[0]!.id}/space-tasks`);
  return ((await listed.json()) as Listed).tasks;
}

describe('starter tasks and the words about a space', () => {
  it('leaves out starter tasks about what the space does not have, and still gives three', async () => {
    const about = (tasks: Listed['tasks']) =>
      tasks.filter((task) => /closet|wardrobe/i.test(`${task.title} ${task.description ?? ''}`));
    const plain = await starterTasks('');
    const without = await starterTasks('There is no closet or wardrobe in this room.');
    expect(without).toHaveLength(plain.length);
    expect(about(without)).toEqual([]);
  });
});
