import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../lib/auth';
import { fakeApi } from '../test-support/fake-api';
import { renderWithQueries } from '../test-support/render-with-queries';
import { SignOutDialog } from './layout/sign-out-dialog';
import { RequireSignIn } from './require-sign-in';

const SIGNED_IN = {
  user: { id: 'u1', email: 'sol@example.com', full_name: 'Sol', avatar_url: null, email_verified: true },
  session: { expires_at: '2099-01-01T00:00:00.000Z' },
};

/** Home for a visitor, as / shows it. */
function Home() {
  const { user } = useAuth();
  return <h1>{user ? 'Signed-in home' : 'Landing page'}</h1>;
}

/** The header's sign-out: the dialog, already open, as after pressing Sign Out. */
function Header() {
  return <SignOutDialog open onOpenChange={() => {}} onSigningOutChange={() => {}} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('signing out', () => {
  it('lands on the landing page from a page for signed-in people, not on sign-in', async () => {
    let signedIn = true;
    fakeApi({
      'GET /api/auth/session': async () => ({ status: 200, body: signedIn ? SIGNED_IN : { user: null, session: null } }),
      'POST /api/auth/sign-out': async () => {
        signedIn = false;
        return { status: 200, body: { status: 'signed_out' } };
      },
    });
    window.history.replaceState(null, '', '/spaces');
    renderWithQueries(
      <AuthProvider>
        <BrowserRouter>
          <Header />
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/auth" element={<h1>Sign-in page</h1>} />
            <Route element={<RequireSignIn />}>
              <Route path="/spaces" element={<h1>My Spaces</h1>} />
            </Route>
          </Routes>
          <Toaster />
        </BrowserRouter>
      </AuthProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'My Spaces' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed Out Successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();
  });
});
