import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { fakeApi } from '../../../test-support/fake-api';
import { renderWithQueries } from '../../../test-support/render-with-queries';
import { SignInForm } from './sign-in-form';

const VISITOR = { status: 200, body: { user: null, session: null } };

function Form() {
  const [email, setEmail] = useState('');
  return (
    <SignInForm
      email={email}
      onEmailChange={setEmail}
      redirect={undefined}
      busy={false}
      onForgotPassword={() => {}}
      onCreateAccount={() => {}}
    />
  );
}

function show() {
  renderWithQueries(
    <AuthProvider>
      <Form />
      <Toaster />
    </AuthProvider>,
  );
  return { user: userEvent.setup(), email: screen.getByLabelText('Email') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-in form's 'Email me a sign-in link'", () => {
  it('says what is missing under the field and puts the cursor there, with no toast', async () => {
    const api = fakeApi({ 'GET /api/auth/session': VISITOR });
    const { user, email } = show();

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    const problem = screen.getByText('Enter your email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(problem.parentElement!.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByText('Missing information')).toBeNull();
    expect(screen.queryByText('Unable to send magic link. Please try again.')).toBeNull();
    expect(api.requests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a refusal from the server in the form, read out, not as a toast', async () => {
    fakeApi({
      'GET /api/auth/session': VISITOR,
      'POST /api/auth/sign-in/magic-link': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many attempts. Please wait 9 minutes and try again.' } },
      },
    });
    const { user, email } = show();

    await user.type(email, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 9 minutes and try again.',
    );
    expect(screen.queryByText('Failed to send magic link')).toBeNull();
  });
});
