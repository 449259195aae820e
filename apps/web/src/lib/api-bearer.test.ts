import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/storage';

// The two ways the app reaches its API (decision 013): the web build on its own origin with the session
// cookie, the phone shell's build on VITE_API_ORIGIN with a bearer token. Each test loads the modules
// afresh, since the token is kept in memory once read.

const API = 'https://tidy.example.com';
const preferences = new Map<string, string>();

vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: vi.fn(async ({ key }: { key: string }) => ({ value: preferences.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => void preferences.set(key, value)),
    remove: vi.fn(async ({ key }: { key: string }) => void preferences.delete(key)),
  },
}));

type Answer = { status?: number; body?: string; headers?: Record<string, string> };

function answer(...answers: Answer[]) {
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = queue.shift() ?? { body: '{}' };
      return new Response(next.status === 204 ? null : (next.body ?? '{}'), {
        status: next.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...next.headers },
      });
    }),
  );
}

function sent(call = 0) {
  const [url, init] = vi.mocked(fetch).mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

async function load() {
  vi.resetModules();
  return {
    ...(await import('./api-fetch')),
    ...(await import('./auth-token')),
    ...(await import('./api-origin')),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  preferences.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the web build (no VITE_API_ORIGIN)', () => {
  beforeEach(() => vi.stubEnv('VITE_API_ORIGIN', ''));

  it('calls its own origin with the session cookie and no Authorization header', async () => {
    const { apiFetch } = await load();
    storage.setItem('tidyAuthToken', 'left-over');
    answer({ body: '{"ok":true}', headers: { 'set-auth-token': 'from-server' } });

    await expect(apiFetch('/api/spaces')).resolves.toEqual({ ok: true });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/spaces');
    expect(init.credentials).toBe('same-origin');
    expect(headers).not.toHaveProperty('Authorization');
    // The cookie build never keeps a token, even if a server sends one.
    expect(storage.getItem('tidyAuthToken')).toBe('left-over');
  });

  it('leaves every address as the API gave it', async () => {
    const { apiUrl, usesBearerTokens } = await load();
    expect(usesBearerTokens()).toBe(false);
    expect(apiUrl('/api/photos/p1/thumb?signature=x')).toBe('/api/photos/p1/thumb?signature=x');
  });
});

describe('the shell build (VITE_API_ORIGIN set)', () => {
  beforeEach(() => vi.stubEnv('VITE_API_ORIGIN', `${API}/`));

  it('puts API paths on the API origin, and leaves absolute addresses alone', async () => {
    const { apiUrl, apiOrigin, usesBearerTokens } = await load();
    expect(apiOrigin()).toBe(API);
    expect(usesBearerTokens()).toBe(true);
    expect(apiUrl('/api/photos/p1/thumb?signature=x')).toBe(`${API}/api/photos/p1/thumb?signature=x`);
    expect(apiUrl('https://accounts.example/authorize')).toBe('https://accounts.example/authorize');
    expect(apiUrl('//elsewhere.example/x')).toBe('//elsewhere.example/x');
  });

  it('keeps the token from set-auth-token at sign-in and sends it, without cookies, on every later call', async () => {
    const { apiFetch } = await load();
    answer(
      { body: '{"user":{"id":"u1"}}', headers: { 'set-auth-token': 'token.signature' } },
      { body: '{"spaces":[]}' },
    );

    await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    const signIn = sent(0);
    expect(signIn.url).toBe(`${API}/api/auth/sign-in/email`);
    expect(signIn.init.credentials).toBe('omit');
    expect(signIn.headers).not.toHaveProperty('Authorization');
    expect(storage.getItem('tidyAuthToken')).toBe('token.signature');

    await apiFetch('/api/spaces');
    const later = sent(1);
    expect(later.url).toBe(`${API}/api/spaces`);
    expect(later.init.credentials).toBe('omit');
    expect(later.headers).toMatchObject({ Authorization: 'Bearer token.signature', Accept: 'application/json' });
  });

  it('reads a token kept from an earlier run of the app', async () => {
    storage.setItem('tidyAuthToken', 'kept.earlier');
    const { apiFetch } = await load();
    answer({ body: '{}' });
    await apiFetch('/api/home/status');
    expect(sent().headers.Authorization).toBe('Bearer kept.earlier');
  });

  it('keeps the token with Capacitor Preferences inside the native shell, not in localStorage', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'ios' });
    const { apiFetch, forgetAuthToken } = await load();
    answer({ body: '{}', headers: { 'set-auth-token': 'native.token' } }, { body: '{}' });

    await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} });
    expect(preferences.get('tidyAuthToken')).toBe('native.token');
    expect(storage.getItem('tidyAuthToken')).toBeNull();
    await apiFetch('/api/spaces');
    expect(sent(1).headers.Authorization).toBe('Bearer native.token');

    await forgetAuthToken();
    expect(preferences.has('tidyAuthToken')).toBe(false);
  });

  it('forgets the token only while it is still the one asked about', async () => {
    storage.setItem('tidyAuthToken', 'old.token');
    const { keepAuthToken, forgetAuthToken, readAuthToken } = await load();
    await keepAuthToken('new.token');
    await forgetAuthToken('old.token');
    expect(await readAuthToken()).toBe('new.token');
    await forgetAuthToken('new.token');
    expect(await readAuthToken()).toBeNull();
    expect(storage.getItem('tidyAuthToken')).toBeNull();
  });

  it('still works when storage refuses to keep anything', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const { apiFetch } = await load();
    answer({ body: '{}', headers: { 'set-auth-token': 'memory.only' } }, { body: '{}' });
    await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} });
    await apiFetch('/api/spaces');
    expect(sent(1).headers.Authorization).toBe('Bearer memory.only');
  });
});
