import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { createHome } from './create-home';

const INPUT = {
  spaces: [{ name: 'Kitchen', space_type: 'kitchen' as const }],
  preferences: {
    daily_time_available: 15,
    energy_level: 'medium',
    organization_experience: 'beginner',
    task_frequency: 'daily',
    preferred_task_time: 'morning',
    motivation_style: 'bedroom',
  },
} as Parameters<typeof createHome>[0];

const made = { status: 201, body: { spaces: [{ id: 's1', name: 'Kitchen', time_zone: 'Pacific/Auckland' }] } };
const zoneRefused = {
  status: 400,
  body: {
    error: {
      code: 'invalid_input',
      message: 'time_zone: Choose a time zone from the list.',
      details: [{ path: 'time_zone', message: 'Choose a time zone from the list.' }],
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function deviceZone(zone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions(),
    timeZone: zone,
  });
}

describe('createHome', () => {
  it("sends this device's time zone with the new spaces", async () => {
    deviceZone('Pacific/Auckland');
    const api = fakeApi({ 'POST /api/home': made });
    await createHome(INPUT);
    expect(api.requests()).toEqual([
      { method: 'POST', path: '/api/home', body: expect.objectContaining({ ...INPUT, time_zone: 'Pacific/Auckland' }) },
    ]);
  });

  it('makes the home on UTC when the server does not know the zone, rather than failing', async () => {
    deviceZone('America/Ciudad_Juarez');
    let calls = 0;
    const api = fakeApi({ 'POST /api/home': async () => (++calls === 1 ? zoneRefused : made) });
    expect(await createHome(INPUT)).toEqual(made.body.spaces);
    const [first, second] = api.requests();
    expect(first!.body).toMatchObject({ time_zone: 'America/Ciudad_Juarez' });
    expect(second!.body).not.toHaveProperty('time_zone');
  });

  it('reports any other refusal as it is', async () => {
    deviceZone('Europe/Berlin');
    const api = fakeApi({
      'POST /api/home': {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: 'spaces.0.name: Please enter a name for the space.',
            details: [{ path: 'spaces.0.name', message: 'Please enter a name for the space.' }],
          },
        },
      },
    });
    await expect(createHome(INPUT)).rejects.toThrow('spaces.0.name: Please enter a name for the space.');
    expect(api.requests()).toHaveLength(1);
  });
});
