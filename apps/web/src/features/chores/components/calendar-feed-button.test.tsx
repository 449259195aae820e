import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { CalendarFeedButton } from './calendar-feed-button';

const feed = (token: string) => ({
  status: 201,
  body: {
    url: `https://tidy.example/api/calendar/${token}.ics`,
    webcal_url: `webcal://tidy.example/api/calendar/${token}.ics`,
    created_at: '2026-03-03T09:15:00.000Z',
  },
});

/** The server's side: no feed until one is made; then active, and the address never again. */
function feedServer() {
  let active = false;
  let made = 0;
  return fakeApi({
    'GET /api/calendar/feed': async () => ({
      status: 200,
      body: { active, created_at: active ? '2026-03-03T09:15:00.000Z' : null },
    }),
    'POST /api/calendar/feed': async () => {
      active = true;
      return feed(++made === 1 ? 'first-token' : 'second-token');
    },
    'DELETE /api/calendar/feed': async () => {
      active = false;
      return { status: 204 };
    },
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
  return screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the calendar feed dialog', () => {
  it('makes the address, shows it once with a copy that says so, and forgets it when closed', async () => {
    const api = feedServer();
    const user = userEvent.setup();
    renderWithQueries(
      <>
        <CalendarFeedButton />
        <Toaster />
      </>,
    );
    let dialog = await openDialog(user);
    expect(dialog).toHaveProperty(
      'textContent',
      expect.stringContaining('Your chores appear in Google Calendar, Apple Calendar or Outlook and stay up to date.'),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Create my calendar address' }));

    const forApps = await within(dialog).findByLabelText('For calendar apps');
    expect(forApps).toHaveProperty('value', 'webcal://tidy.example/api/calendar/first-token.ics');
    expect(forApps).toHaveProperty('readOnly', true);
    expect(within(dialog).getByLabelText('Web address')).toHaveProperty(
      'value',
      'https://tidy.example/api/calendar/first-token.ics',
    );
    expect(
      within(dialog).getByText('It is shown only now. Copy it or add it to your calendar before you close this.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Your private address' })).toBe(document.activeElement);
    expect(within(dialog).getByRole('link', { name: 'Apple Calendar or Outlook' }).getAttribute('href')).toBe(
      'webcal://tidy.example/api/calendar/first-token.ics',
    );
    const google = within(dialog).getByRole('link', { name: /Google Calendar/ });
    expect(google.getAttribute('href')).toBe('https://calendar.google.com/calendar/r/settings/addbyurl');
    expect(google.getAttribute('target')).toBe('_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Copy the address for calendar apps' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Copied the address for calendar apps.');
    expect(await navigator.clipboard.readText()).toBe('webcal://tidy.example/api/calendar/first-token.ics');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain('first-token');

    dialog = await openDialog(user);
    expect(await within(dialog).findByText(/Your calendar feed is on since/)).toBeTruthy();
    expect(dialog.textContent).not.toContain('first-token');
    expect(within(dialog).queryByLabelText('For calendar apps')).toBeNull();
    expect(api.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('asks before renewing or stopping, in the words of the issue', async () => {
    const api = feedServer();
    const user = userEvent.setup();
    renderWithQueries(<CalendarFeedButton />);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create my calendar address' }));
    await within(dialog).findByLabelText('For calendar apps');

    await user.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    const renew = await screen.findByRole('alertdialog', { name: 'Get a new address?' });
    expect(renew.textContent).toContain('The old address stops working; calendars subscribed to it stop updating.');
    // Cancel: back, and nothing was renewed.
    await user.click(within(renew).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Get a new address' })).toBe(document.activeElement);
    expect(api.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Get a new address' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Get a new address' }));
    expect(await screen.findByDisplayValue('webcal://tidy.example/api/calendar/second-token.ics')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    const stop = await screen.findByRole('alertdialog', { name: 'Stop your calendar feed?' });
    await user.click(within(stop).getByRole('button', { name: 'Stop the feed' }));
    const create = await screen.findByRole('button', { name: 'Create my calendar address' });
    expect(create).toBe(document.activeElement);
    expect(document.body.textContent).not.toContain('second-token');
    expect(api.requests().map((request) => request.method)).toContain('DELETE');
  });

  it('selects the address for copying by hand when the browser will not copy', async () => {
    feedServer();
    const user = userEvent.setup();
    renderWithQueries(<CalendarFeedButton />);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Create my calendar address' }));
    const web = await within(dialog).findByLabelText('Web address');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy the web address' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      "Your browser didn't let us copy. The address is selected: copy it from there.",
    );
    expect(web).toBe(document.activeElement);
  });
});
