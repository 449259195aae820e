import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../auth';
import { OFFLINE_SESSION_KEY } from './offline-session';

// The app opened with no connection: the session lookup cannot reach the server, so the person this device
// last saw signed in is shown (until their session's expiry), and only them.

const tess = { id: 'u1', email: 'tess@example.com', displayName: 'Tess', avatarUrl: null, emailVerified: true };
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

function Who() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'checking' : (user?.displayName ?? 'nobody')}</p>;
}

function serverAnswers(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

function serverUnreachable() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('opening the app offline', () => {
  it('keeps the person the server confirmed, and shows them when the server cannot be reached', async () => {
    const expiresAt = inAMonth();
    serverAnswers({
      user: { id: 'u1', email: 'tess@example.com', full_name: 'Tess', avatar_url: null, email_verified: true },
      session: { expires_at: expiresAt },
    });
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Tess')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY)!)).toEqual({ user: tess, session: { expiresAt } });
    cleanup();

    serverUnreachable();
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('Tess')).toBeTruthy();
  });

  it('shows nobody offline once the session has expired, or when none was kept', async () => {
    serverUnreachable();
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeTruthy();
    cleanup();

    localStorage.setItem(
      OFFLINE_SESSION_KEY,
      JSON.stringify({ user: tess, session: { expiresAt: '2020-01-01T00:00:00Z' } }),
    );
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeTruthy();
  });

  it('forgets the kept person when the server says nobody is signed in', async () => {
    localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify({ user: tess, session: { expiresAt: inAMonth() } }));
    serverAnswers({ user: null, session: null });
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toBeNull();
  });
});
