import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { CheckEmail } from './check-email';

const RESEND = 'POST /api/auth/send-verification-email';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Check your email' after sign-up", () => {
  it('resends the confirmation to the same address and landing place, and says so', async () => {
    const api = fakeApi({ [RESEND]: { status: 200, body: { status: 'sent' } } });
    renderWithQueries(
      <CheckEmail email="sam@example.com" kind="confirmation" redirect="/?invite=abc" onSignIn={() => {}} />,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We sent a new confirmation link to sam@example.com.',
    );
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/send-verification-email',
        body: { email: 'sam@example.com', redirect: '/?invite=abc' },
      },
    ]);
  });

  it('says when to try again once the server has had enough', async () => {
    fakeApi({
      [RESEND]: {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait 12 minutes and try again.' } },
      },
    });
    renderWithQueries(<CheckEmail email="sam@example.com" kind="confirmation" onSignIn={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 12 minutes and try again.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers no Resend after a password reset request', () => {
    renderWithQueries(<CheckEmail email="sam@example.com" kind="password-reset" onSignIn={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
