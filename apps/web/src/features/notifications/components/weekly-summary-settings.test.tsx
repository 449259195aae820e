import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { useNotificationSettings, type NotificationSettings } from '../api/get-notification-settings';
import { WeeklySummarySettingsGroup } from './weekly-summary-settings';

const settings = (weekly: NotificationSettings['weekly_summary']): NotificationSettings => ({
  kinds: {
    review_result: true,
    submitted_for_approval: true,
    assigned: true,
    daily_reminder: true,
    chore_reminders: true,
  },
  time_zone: 'Europe/Berlin',
  preferred_task_time: 'morning',
  reminder_hour: 8,
  push: { public_key: 'key', subscriptions: 0 },
  weekly_summary: weekly,
});

function Group() {
  const loaded = useNotificationSettings();
  return loaded.data ? <WeeklySummarySettingsGroup settings={loaded.data} /> : null;
}

function renderGroup() {
  return renderWithQueries(
    <MemoryRouter>
      <Group />
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the weekly summary settings', () => {
  it('saves the day chosen, and an e-mail switched on', async () => {
    let current = settings({ day: null, email: false, push: false });
    const api = fakeApi({
      'GET /api/notifications/settings': async () => ({ status: 200, body: current }),
      'PATCH /api/notifications/settings': async () => {
        const change = api.requests().at(-1)!.body as {
          weekly_summary: Partial<NotificationSettings['weekly_summary']>;
        };
        current = { ...current, weekly_summary: { ...current.weekly_summary, ...change.weekly_summary } };
        return { status: 200, body: current };
      },
    });
    const user = userEvent.setup();
    renderGroup();
    const day = await screen.findByLabelText('Day');
    expect(day).toHaveProperty('value', 'off');
    expect(screen.getByText('Off: no weekly summary. Choose a day to get one.')).toBeTruthy();
    expect(screen.getByText(/from 8:00 on your clock \(Europe\/Berlin\)/)).toBeTruthy();
    await user.selectOptions(day, 'Monday');
    await waitFor(() =>
      expect(api.requests().at(-1)).toMatchObject({ method: 'PATCH', body: { weekly_summary: { day: 1 } } }),
    );
    const email = screen.getByRole('switch', { name: 'By e-mail' });
    await user.click(email);
    await waitFor(() => expect(current.weekly_summary).toEqual({ day: 1, email: true, push: false }));
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Turn notifications on for this device above to get it here.')).toBeTruthy();
  });

  it('puts a switch back and says so when saving fails', async () => {
    fakeApi({
      'GET /api/notifications/settings': { status: 200, body: settings({ day: 0, email: false, push: false }) },
      'PATCH /api/notifications/settings': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong.' } },
      },
    });
    const user = userEvent.setup();
    renderGroup();
    const push = await screen.findByRole('switch', { name: 'As a notification' });
    await user.click(push);
    expect(await screen.findByText('Could not save “As a notification”')).toBeTruthy();
    await waitFor(() => expect(push.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '0');
  });
});
