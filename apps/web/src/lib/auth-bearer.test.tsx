import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session lookup and sign-out of the phone shell's build (VITE_API_ORIGIN set): the bearer token is
// sent, and forgotten when the server no longer knows it or the person signs out.

const API = 'https://tidy.example.com';
const SIGNED_IN = {
  user: { id: 'u1', email: 'sam@example.com', full_name: 'Sam', avatar_url: null, email_verified: true },
  session: { expires_at: '2099-01-01T00:00:00.000Z' },
};

type Reply = { status: number; body: unknown };

function serverAnswers(replies: Record<string, Reply>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      const reply = replies[path] ?? { status: 404, body: { error: { code: 'not_found', message: path } } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

async function renderAuth() {
  vi.resetModules();
  const { AuthProvider, useAuth } = await import('./auth');
  function Probe() {
    const auth = useAuth();
    if (auth.loading) return <p>loading</p>;
    return (
      <div>
        <p>{auth.user ? `signed in as ${auth.user.email}` : 'signed out'}</p>
        <button type="button" onClick={() => void auth.signOut()}>
          Sign out
        </button>
      </div>
    );
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

function sessionRequests() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url) === `${API}/api/auth/session`)
    .map(([, init]) => init as RequestInit);
}

beforeEach(() => {
  vi.stubEnv('VITE_API_ORIGIN', API);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('AuthProvider in the phone shell', () => {
  it('asks the API origin about the kept token, without cookies', async () => {
    localStorage.setItem('tidyAuthToken', 'good.token');
    serverAnswers({ '/api/auth/session': { status: 200, body: SIGNED_IN } });
    await renderAuth();

    expect(await screen.findByText('signed in as sam@example.com')).toBeTruthy();
    const [lookup] = sessionRequests();
    expect(lookup?.credentials).toBe('omit');
    expect(lookup?.headers).toMatchObject({ Authorization: 'Bearer good.token' });
    expect(localStorage.getItem('tidyAuthToken')).toBe('good.token');
  });

  it('forgets a token the server answers with no session for', async () => {
    localStorage.setItem('tidyAuthToken', 'expired.token');
    serverAnswers({ '/api/auth/session': { status: 200, body: { user: null, session: null } } });
    await renderAuth();

    expect(await screen.findByText('signed out')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('tidyAuthToken')).toBeNull());
  });

  it('forgets a token the session lookup refuses with 401', async () => {
    localStorage.setItem('tidyAuthToken', 'revoked.token');
    serverAnswers({
      '/api/auth/session': { status: 401, body: { error: { code: 'unauthorized', message: 'Auth session missing!' } } },
    });
    await renderAuth();

    await waitFor(() => expect(localStorage.getItem('tidyAuthToken')).toBeNull());
  });

  it('keeps the token through a network failure, which is not a sign-out', async () => {
    localStorage.setItem('tidyAuthToken', 'good.token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderAuth();

    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(localStorage.getItem('tidyAuthToken')).toBe('good.token');
  });

  it('forgets the token on sign-out', async () => {
    localStorage.setItem('tidyAuthToken', 'good.token');
    serverAnswers({
      '/api/auth/session': { status: 200, body: SIGNED_IN },
      '/api/auth/sign-out': { status: 200, body: { status: 'signed_out' } },
    });
    await renderAuth();

    const button = await screen.findByRole('button', { name: 'Sign out' });
    await act(async () => button.click());
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('tidyAuthToken')).toBeNull();
    const signOut = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === `${API}/api/auth/sign-out`);
    expect((signOut?.[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer good.token' });
  });
});
