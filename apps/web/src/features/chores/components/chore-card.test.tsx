import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { Chore } from '../api/get-chores';
import { useTurnActions } from '../use-turn-actions';
import { ChoreCard } from './chore-card';

// An organizer nudges the member whose turn is overdue from the chore's card: a button named for whom and
// what, and a toast (read out) that says whether a phone was reached, or the server's reason it was not sent.
// Skipping a turn asks first: the turn is gone for good (kept in the history as skipped).

const cy = { user_id: 'cy', full_name: 'Cy Child' };

const overdue: Chore = {
  id: 'chore-1',
  space_id: 'home',
  title: 'Empty the dishwasher',
  description: '',
  estimated_time: 10,
  points: 5,
  rule: null,
  repeat: 'Once',
  starts_on: '2026-03-13',
  due_time: null,
  area: null,
  assignment: { mode: 'one', strategy: null, members: [cy] },
  current: {
    id: 'turn-1',
    due_on: '2026-03-13',
    due_time: null,
    overdue: true,
    turn: cy,
    state: 'todo',
    can_claim: false,
    can_complete: false,
    can_nudge: true,
    nudged_at: null,
  },
  archived: false,
  created_at: '2026-03-13T08:00:00Z',
};

function Card({ chore }: { chore: Chore }) {
  const turns = useTurnActions('home');
  return (
    <ul>
      <ChoreCard
        chore={chore}
        today="2026-03-14"
        myId="ann"
        canManage
        canSkip
        turns={turns}
        onHistory={() => {}}
        onEdit={() => {}}
        onRemove={() => {}}
      />
    </ul>
  );
}

function show(chore: Chore, answer: { status: number; body: unknown }) {
  const api = fakeApi({
    'POST /api/chore-occurrences/turn-1/nudge': answer,
    'POST /api/chore-occurrences/turn-1/skip': { status: 200, body: { occurrence: {}, next: null } },
  });
  renderWithQueries(
    <>
      <Card chore={chore} />
      <Toaster />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Nudge button', () => {
  it('nudges from the keyboard and says the nudge was sent to their phone', async () => {
    const api = show(overdue, { status: 200, body: { delivered: true, nudged_at: '2026-03-14T09:00:00Z' } });
    const button = screen.getByRole('button', { name: 'Nudge Cy Child about Empty the dishwasher' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Nudge sent')).toBeTruthy();
    expect(screen.getByText('Cy Child gets a reminder about “Empty the dishwasher” on their phone.')).toBeTruthy();
    expect(api.requests().filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/chore-occurrences/turn-1/nudge', body: undefined },
    ]);
  });

  it('says honestly when no device of theirs takes it', async () => {
    show(overdue, { status: 200, body: { delivered: false, nudged_at: '2026-03-14T09:00:00Z' } });
    await userEvent.click(screen.getByRole('button', { name: /^Nudge Cy Child/ }));
    expect(await screen.findByText('Nudged')).toBeTruthy();
    expect(
      screen.getByText('Cy Child has no device that takes chore notifications, so they will see it on Today.'),
    ).toBeTruthy();
  });

  it('shows the server’s reason when it is too soon', async () => {
    const message =
      'Cy Child was nudged about this chore less than 12 hours ago. You can nudge again in about 9 hours.';
    show(overdue, { status: 429, body: { error: { code: 'rate_limited', message } } });
    await userEvent.click(screen.getByRole('button', { name: /^Nudge Cy Child/ }));
    expect(await screen.findByText("Couldn't nudge Cy Child.")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('is not there when the turn may not be nudged', () => {
    show({ ...overdue, current: { ...overdue.current!, can_nudge: false } }, { status: 500, body: {} });
    expect(screen.queryByRole('button', { name: /^Nudge/ })).toBeNull();
  });
});

describe('the Skip button', () => {
  const posts = (api: ReturnType<typeof show>) => api.requests().filter((request) => request.method === 'POST');

  it('asks first, and Cancel skips nothing', async () => {
    const api = show(overdue, { status: 500, body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Skip this turn of Empty the dishwasher' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Skip this turn?' });
    expect(dialog.textContent).toContain(
      "Cy Child's turn of Empty the dishwasher is kept in its history as skipped, with no points",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(api)).toEqual([]);
  });

  it('skips the turn once confirmed, and says so', async () => {
    const api = show(overdue, { status: 500, body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Skip this turn of Empty the dishwasher' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip turn' }));
    expect(await screen.findByText('Turn skipped')).toBeTruthy();
    expect(posts(api)).toEqual([{ method: 'POST', path: '/api/chore-occurrences/turn-1/skip', body: undefined }]);
  });
});
