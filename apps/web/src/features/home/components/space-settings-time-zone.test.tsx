import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { Space } from '../api/get-spaces';
import { SpaceSettingsDialog } from './space-settings-dialog';

const KITCHEN: Space = {
  id: 'kitchen-1',
  name: 'Kitchen',
  space_type: 'kitchen',
  description: '',
  is_analyzed: false,
  created_at: '2026-03-01T00:00:00.000Z',
  role: 'organizer',
  is_owner: true,
  task_count: 3,
  completed_task_count: 0,
  time_zone: 'UTC',
};

function deviceZone(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

function openSettings(space: Space) {
  const api = fakeApi({ 'PATCH /api/spaces/kitchen-1': { status: 200, body: { space } } });
  const onOpenChange = vi.fn();
  renderWithQueries(<SpaceSettingsDialog space={space} open onOpenChange={onOpenChange} onDeleted={() => undefined} />);
  return { api, onOpenChange, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a space's time zone in its settings", () => {
  it("suggests this device's zone while the space is on UTC, and saves the chosen one", async () => {
    deviceZone('Pacific/Auckland');
    const { api, onOpenChange, user } = openSettings(KITCHEN);
    const field = screen.getByLabelText('Time zone');
    expect(field).toHaveProperty('value', 'UTC');
    expect(screen.getByRole('group', { name: 'Pacific' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Use this device's time zone: Auckland" }));
    expect(field).toHaveProperty('value', 'Pacific/Auckland');
    expect(screen.queryByRole('button', { name: /this device's time zone/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.requests()).toEqual([
      {
        method: 'PATCH',
        path: '/api/spaces/kitchen-1',
        body: { name: 'Kitchen', description: '', time_zone: 'Pacific/Auckland' },
      },
    ]);
  });

  it('sends no zone when only the name changed, and suggests nothing once a zone is set', async () => {
    deviceZone('Pacific/Auckland');
    const { api, user } = openSettings({ ...KITCHEN, time_zone: 'Europe/Berlin' });
    expect(screen.getByLabelText('Time zone')).toHaveProperty('value', 'Europe/Berlin');
    expect(screen.queryByRole('button', { name: /this device's time zone/ })).toBeNull();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Galley');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests()).toHaveLength(1));
    expect(api.requests()[0]!.body).toEqual({ name: 'Galley', description: '' });
  });

  it('offers every zone this browser lists, in a native select', async () => {
    deviceZone('UTC');
    const { api, user } = openSettings(KITCHEN);
    expect(screen.queryByRole('button', { name: /this device's time zone/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests()).toHaveLength(1));
    expect(api.requests()[0]!.body).toMatchObject({ time_zone: 'America/New_York' });
  });
});
