import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import type { InviteDetails } from '../api/get-invite';
import { InvitationSignedOut } from './invitation-signed-out';

const MAGIC_LINK = 'POST /api/auth/sign-in/magic-link';

const invite = (hint: string | null): InviteDetails => ({
  id: 'inv-1',
  space_id: 'kitchen-1',
  role: 'child',
  status: 'pending',
  expires_at: '2099-01-01T00:00:00.000Z',
  space_name: 'Kitchen',
  inviter_name: 'Olga Organizer',
  is_whole_home: false,
  space_count: 1,
  invited_email_hint: hint,
});

function show(hint: string | null) {
  renderWithQueries(
    <MemoryRouter>
      <InvitationSignedOut invite={invite(hint)} />
      <Toaster />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), email: screen.getByLabelText('Email') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the invitation’s magic-link form', () => {
  // Much typing: slow on a busy machine.
  it('warns, on leaving the field, that the address is not the invited one, and sends no link to it', async () => {
    const api = fakeApi({ [MAGIC_LINK]: { status: 200, body: { status: 'sent' } } });
    const { user, email } = show('s***@example.com');

    await user.type(email, 'tom@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();

    const warning = 'This invitation was sent to s***@example.com. Enter that address to join.';
    expect(screen.getAllByText(warning)).toHaveLength(2); // under the field, and read out
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getAllByText(warning)[0]!.parentElement!.id);

    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.requests()).toEqual([]);

    // The invited address takes the warning away and gets the link.
    await user.clear(email);
    await user.type(email, 'Sam@Example.com');
    expect(screen.queryByText(warning)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Magic link sent! Check your email inbox')).toBeTruthy();
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-in/magic-link',
        body: { email: 'Sam@Example.com', redirect: '/?invite=inv-1' },
      },
    ]);
  }, 20_000);

  it('has nothing to warn about for a link invite, which anyone may use', async () => {
    const api = fakeApi({ [MAGIC_LINK]: { status: 200, body: { status: 'sent' } } });
    const { user, email } = show(null);

    await user.type(email, 'tom@example.com');
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Magic link sent! Check your email inbox')).toBeTruthy();
    expect(api.requests()).toHaveLength(1);
  });

  it('says what is wrong with the address under the field, not in a toast', async () => {
    const api = fakeApi({
      [MAGIC_LINK]: {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait 9 minutes and try again.' } },
      },
    });
    const { user, email } = show(null);

    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByText('Missing information')).toBeNull();

    await user.type(email, 'sam@example');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(api.requests()).toEqual([]);

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Too many attempts. Please wait 9 minutes and try again.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Failed to send magic link')).toBeNull();
  });
});
