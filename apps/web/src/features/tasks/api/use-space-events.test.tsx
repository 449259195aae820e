import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The space page's live stream around the end of a session, in the phone shell's build (bearer token, the
// stream read with fetch). The fake server behaves as ours does: signing out revokes the session, and its
// access watch then ends every open stream of that session with `event: ended`; a revoked session's
// requests get 401. A 401 logs "Failed to load resource" in the browser's console, so none may be sent.

const API = 'https://tidy.example.com';
const SPACE = '/api/spaces/s1';
const EVENTS = `${SPACE}/events`;
const SIGNED_IN = {
  user: { id: 'u1', email: 'sam@example.com', full_name: 'Sam', avatar_url: null, email_verified: true },
  session: { expires_at: '2099-01-01T00:00:00.000Z' },
};
const SPACE_DETAIL = {
  space: { id: 's1', name: 'Laundry', space_type: 'other', description: null, is_analyzed: false, created_at: '' },
  role: 'organizer',
  is_owner: true,
  my_points: 0,
  members: [],
  progress: { total: 0, completed: 0 },
  can: { set_up: true, edit_tasks: true, review: true, assign: true },
};

type Sent = { method: string; path: string; at: number; status: number; aborted: () => boolean };

function fakeServer({ signOutStatus = 200 } = {}) {
  const server = {
    sessionAlive: true,
    isMember: true,
    sent: [] as Sent[],
    /** The event streams the server has open (not yet ended by either side). */
    streams: new Set<ReadableStreamDefaultController<Uint8Array>>(),
    /** What the access watch does a moment after access ends. */
    endStreams() {
      for (const stream of server.streams) {
        stream.enqueue(new TextEncoder().encode('event: ended\ndata: {}\n\n'));
        stream.close();
      }
      server.streams.clear();
    },
    /** A connection cut halfway (a proxy, a restart): the browser reports a network error. */
    dropStreams() {
      for (const stream of server.streams) stream.error(new TypeError('network error'));
      server.streams.clear();
    },
  };
  let clock = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const refused = () => json(401, { error: { code: 'unauthorized', message: 'Auth session missing!' } });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url).pathname;
      const signal = init.signal;
      const answer = (): Response => {
        if (path === '/api/auth/session')
          return json(200, server.sessionAlive ? SIGNED_IN : { user: null, session: null });
        if (!server.sessionAlive) return refused();
        if (method === 'POST' && path === '/api/auth/sign-out') {
          if (signOutStatus !== 200) return json(signOutStatus, { error: { code: 'internal', message: 'Down' } });
          server.sessionAlive = false;
          setTimeout(() => server.endStreams(), 5);
          return json(200, { success: true });
        }
        if (!server.isMember) return json(404, { error: { code: 'not_found', message: 'Space not found' } });
        if (path === SPACE) return json(200, SPACE_DETAIL);
        if (path === EVENTS) {
          let controller!: ReadableStreamDefaultController<Uint8Array>;
          const body = new ReadableStream<Uint8Array>({
            start(c) {
              controller = c;
              c.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
            },
          });
          server.streams.add(controller);
          signal?.addEventListener('abort', () => {
            if (server.streams.delete(controller)) controller.error(new DOMException('aborted', 'AbortError'));
          });
          return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
        }
        return json(404, { error: { code: 'not_found', message: path } });
      };
      const response = answer();
      server.sent.push({ method, path, at: ++clock, status: response.status, aborted: () => signal?.aborted ?? false });
      return response;
    }),
  );
  return server;
}

async function renderSpacePage() {
  vi.resetModules();
  const { AuthProvider, useAuth } = await import('../../../lib/auth');
  const { useSpace } = await import('./get-space');
  const { useSpaceEvents } = await import('./use-space-events');
  function SpacePage() {
    const auth = useAuth();
    const space = useSpace('s1');
    useSpaceEvents('s1');
    return (
      <div>
        <p>{auth.user ? 'signed in' : 'signed out'}</p>
        <p>{space.error ? 'space failed' : space.data ? `space ${space.data.space.name}` : 'space loading'}</p>
        <button type="button" onClick={() => void auth.signOut().catch(() => undefined)}>
          Sign out
        </button>
      </div>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AuthProvider>
      <QueryClientProvider client={queryClient}>
        <SpacePage />
      </QueryClientProvider>
    </AuthProvider>,
  );
  await screen.findByText('space Laundry');
  await screen.findByText('signed in');
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  vi.stubEnv('VITE_API_ORIGIN', API);
  localStorage.setItem('tidyAuthToken', 'good.token');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSpaceEvents when the session ends', () => {
  it('signing out here closes the stream first, so nothing is refetched and refused afterwards', async () => {
    const server = fakeServer();
    await renderSpacePage();
    await waitFor(() => expect(server.streams.size).toBe(1));
    const stream = server.sent.find((request) => request.path === EVENTS)!;

    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await screen.findByText('signed out');
    await settle();

    const signOut = server.sent.find((request) => request.path === '/api/auth/sign-out')!;
    // The stream was closed before the request that revokes the session left.
    expect(stream.aborted()).toBe(true);
    expect(server.streams.size).toBe(0);
    const after = server.sent.filter((request) => request.at > signOut.at);
    expect(after.filter((request) => request.status === 401)).toEqual([]);
    expect(after.map((request) => request.path)).not.toContain(EVENTS);
  });

  it('when the sign-out fails, the stream reconnects and the page stays live', async () => {
    const server = fakeServer({ signOutStatus: 500 });
    await renderSpacePage();
    await waitFor(() => expect(server.streams.size).toBe(1));

    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(server.sent.map((request) => request.path)).toContain('/api/auth/sign-out'));
    expect(server.streams.size).toBe(0);
    // Reconnected after the first back-off (1 s), as after any dropped connection.
    await waitFor(() => expect(server.streams.size).toBe(1), { timeout: 3_000 });
    expect(screen.getByText('signed in')).toBeTruthy();
  });

  it('a stream cut by the network reconnects and refetches, so what changed meanwhile shows', async () => {
    const server = fakeServer();
    await renderSpacePage();
    await waitFor(() => expect(server.streams.size).toBe(1));
    const before = server.sent.length;

    await act(async () => server.dropStreams());
    // After the first back-off (1 s); once open again, the space is refetched.
    await waitFor(() => expect(server.sent.slice(before).map((request) => request.path)).toEqual([EVENTS, SPACE]), {
      timeout: 3_000,
    });
    expect(server.streams.size).toBe(1);
  });

  it('signed out on another device: the stream ends and the session check, not a refetch, follows', async () => {
    const server = fakeServer();
    await renderSpacePage();
    await waitFor(() => expect(server.streams.size).toBe(1));
    const before = server.sent.length;

    server.sessionAlive = false;
    await act(async () => server.endStreams());
    await screen.findByText('signed out');
    await settle();

    const after = server.sent.slice(before);
    expect(after.map((request) => request.path)).toEqual(['/api/auth/session']);
  });

  it('removed from the space: the stream ends and the space is refetched once, never reopened', async () => {
    const server = fakeServer();
    await renderSpacePage();
    await waitFor(() => expect(server.streams.size).toBe(1));
    const before = server.sent.length;

    server.isMember = false;
    await act(async () => server.endStreams());
    await screen.findByText('space failed');
    await settle();

    const after = server.sent.slice(before).map((request) => `${request.path} ${request.status}`);
    expect(after).toEqual(['/api/auth/session 200', `${SPACE} 404`]);
    expect(screen.getByText('signed in')).toBeTruthy();
  });
});
