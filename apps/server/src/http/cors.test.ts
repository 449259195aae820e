import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { signedUpPerson, TEST_PASSWORD, type Person } from '../../test/people';

// The phone shell (decision 013): its web view runs at capacitor://localhost (iOS) or https://localhost
// (Android), sends no cookies, and proves who it is with the bearer token it got at sign-in.

const IOS_SHELL = 'capacitor://localhost';
const ANDROID_SHELL = 'https://localhost';
const EVIL = 'https://evil.example';

let harness: TestApp;
let person: Person;
beforeAll(async () => {
  harness = await createTestApp();
  person = await signedUpPerson(harness, 'Robin Shell');
});
afterAll(() => harness.close());

/** A request as the shell's web view sends it: its own Origin, never a cookie. */
function fromShell(path: string, init: { method?: string; token?: string; body?: unknown; origin?: string } = {}) {
  const headers = new Headers({ origin: init.origin ?? IOS_SHELL, 'x-forwarded-for': '10.9.0.1' });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return harness.app.request(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function preflight(origin: string, method = 'POST', path = '/api/auth/sign-in/email') {
  return harness.app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

async function signInFromShell(origin = IOS_SHELL, who = person): Promise<{ response: Response; token: string }> {
  const response = await fromShell('/api/auth/sign-in/email', {
    method: 'POST',
    origin,
    body: { email: who.email, password: TEST_PASSWORD },
  });
  return { response, token: response.headers.get('set-auth-token') ?? '' };
}

describe('CORS for the phone shell', () => {
  it('answers a preflight from either shell origin with the methods and headers it needs, without credentials', async () => {
    for (const origin of [IOS_SHELL, ANDROID_SHELL]) {
      const response = await preflight(origin, 'PATCH', '/api/spaces/x');
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
      expect(response.headers.get('access-control-expose-headers')).toContain('set-auth-token');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it('gives any other origin no CORS headers, so the browser refuses it', async () => {
    const response = await preflight(EVIL);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');

    const read = await harness.app.request('/api/health', { headers: { origin: EVIL } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds nothing for the same-origin web app', async () => {
    const response = await person.browser.get('/api/spaces');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in from the shell with a bearer token that reads the session, the home and the spaces', async () => {
    const { response, token } = await signInFromShell();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(IOS_SHELL);
    expect(response.headers.get('access-control-expose-headers')).toContain('set-auth-token');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(token).not.toBe('');

    const session = await fromShell('/api/auth/session', { token });
    expect(session.headers.get('access-control-allow-origin')).toBe(IOS_SHELL);
    expect(await session.json()).toMatchObject({ user: { id: person.userId, email: person.email } });

    const status = await fromShell('/api/home/status', { token });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ onboarded: false });

    const spaces = await fromShell('/api/spaces', { token });
    expect(spaces.status).toBe(200);
    expect(await spaces.json()).toEqual({ spaces: [] });
  });

  it('lets the shell write with its bearer token, and follow live events', async () => {
    const { token } = await signInFromShell(ANDROID_SHELL);
    const created = await fromShell('/api/home', {
      method: 'POST',
      origin: ANDROID_SHELL,
      token,
      body: {
        spaces: [{ name: 'Hall', space_type: 'other' }],
        preferences: {
          daily_time_available: 10,
          energy_level: 'low',
          organization_experience: 'beginner',
          task_frequency: 'weekly',
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(ANDROID_SHELL);
    const { spaces } = (await created.json()) as { spaces: { id: string }[] };

    const events = await fromShell(`/api/spaces/${spaces[0]!.id}/events`, { origin: ANDROID_SHELL, token });
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(events.headers.get('access-control-allow-origin')).toBe(ANDROID_SHELL);
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: ready');
    await reader.cancel();
  });

  it("loads a photo by its signed address from the shell's image request (CORS mode, no cookie, no token)", async () => {
    const created = await person.browser.post('/api/home', { spaces: [{ name: 'Pantry', space_type: 'kitchen' }] });
    const { spaces } = (await created.json()) as { spaces: { id: string }[] };
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3070c0' } })
      .png()
      .toBuffer();
    form.append('photos', new File([new Uint8Array(png)], 'pantry.png', { type: 'image/png' }));
    expect((await person.browser.upload(`/api/spaces/${spaces[0]!.id}/setup`, form)).status).toBe(202);
    const { photos } = (await (await person.browser.get(`/api/spaces/${spaces[0]!.id}/photos`)).json()) as {
      photos: { thumbnail_url: string }[];
    };

    // <img crossorigin="anonymous">: a CORS request, so Cross-Origin-Resource-Policy does not apply.
    const image = await fromShell(photos[0]!.thumbnail_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('access-control-allow-origin')).toBe(IOS_SHELL);
  });

  it('refuses a bearer request without a valid token, and the token once signed out', async () => {
    expect((await fromShell('/api/spaces', { token: 'not-a-token' })).status).toBe(401);

    const leaving = await signedUpPerson(harness, 'Kim Shell');
    const { token } = await signInFromShell(IOS_SHELL, leaving);
    const signOut = await fromShell('/api/auth/sign-out', { method: 'POST', token });
    expect(signOut.status).toBe(200);
    expect(await (await fromShell('/api/auth/session', { token })).json()).toEqual({ user: null, session: null });
    expect((await fromShell('/api/spaces', { token })).status).toBe(401);
  });

  it('still refuses cookie-carrying writes from any other origin, the shell origins included', async () => {
    for (const origin of [EVIL, IOS_SHELL]) {
      const response = await person.browser.post(
        '/api/home',
        { spaces: [{ name: 'Attic', space_type: 'other' }] },
        { origin },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'cross_site_refused' } });
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('defaults to the two shell origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([IOS_SHELL, ANDROID_SHELL]);
  });

  it('reads a comma-separated list of origins, tidied', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://App.Example.com/ , capacitor://localhost,' }).corsOrigins).toEqual([
      'https://app.example.com',
      IOS_SHELL,
    ]);
  });

  it.each(['*', 'localhost', 'https://app.example.com/path', 'https://a.example,not an origin', ','])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
        /CORS_ORIGINS must be a comma-separated list of origins/,
      );
    },
  );
});
