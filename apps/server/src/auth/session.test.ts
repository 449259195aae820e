import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { signedUpPerson, TEST_PASSWORD, type Person } from '../../test/people';
import { createTestApp, defaultTestSettings, type TestApp } from '../../test/harness';
import { sessionTokenFrom, type SessionKeys } from './session-token';

// Our own session lookup (session.ts, session-token.ts) in place of better-auth's getSession: what a person
// notices (who they are, when they are refused) and, against better-auth itself, which headers name a session.

let harness: TestApp;
let keys: SessionKeys;
let sam: Person;
/** A fresh sign-in of Sam's: the raw token and the signed value better-auth hands out (cookie and set-auth-token). */
let samToken: string;
let samSigned: string;

const COOKIE = 'tidy.session_token';
const sign = (value: string) =>
  `${value}.${createHmac('sha256', defaultTestSettings.authSecret!).update(value).digest('base64')}`;

async function signIn(email: string) {
  const response = await harness.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const signed = response.headers.get('set-auth-token')!;
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${COOKIE}=`))!;
  return {
    signed,
    token: signed.slice(0, signed.lastIndexOf('.')),
    cookieValue: cookie.split(';')[0]!.slice(COOKIE.length + 1),
  };
}

const account = (headers: Record<string, string>) => harness.app.request('/api/account', { headers });

beforeAll(async () => {
  harness = await createTestApp();
  const context = await harness.services.auth.$context;
  keys = { secret: context.secret, cookieName: context.authCookies.sessionToken.name };
  sam = await signedUpPerson(harness, 'Sam Rivera');
  ({ token: samToken, signed: samSigned } = await signIn(sam.email));
});
afterAll(() => harness.close());

describe('who a request is from', () => {
  it('the session cookie better-auth set at sign-in names the person, with what /api/account shows', async () => {
    const { cookieValue } = await signIn(sam.email);
    const response = await account({ cookie: `other=1; ${COOKIE}=${cookieValue}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: sam.userId,
      email: sam.email,
      full_name: 'Sam Rivera',
      avatar_url: null,
      email_verified: true,
    });
  });

  it('the phone shell’s bearer token works signed (set-auth-token) and as the bare token, in any case of "Bearer"', async () => {
    for (const authorization of [
      `Bearer ${samSigned}`,
      `bearer ${samToken}`,
      `BEARER ${encodeURIComponent(samSigned)}`,
    ]) {
      const response = await account({ authorization });
      expect(response.status, authorization).toBe(200);
      expect(await response.json()).toMatchObject({ email: sam.email });
    }
  });

  it('a bearer token wins over a cookie; a bearer token that fails its check leaves the cookie to speak', async () => {
    const alex = await signedUpPerson(harness, 'Alex Kim');
    const alexSigned = (await signIn(alex.email)).signed;
    const both = await account({
      authorization: `Bearer ${alexSigned}`,
      cookie: `${COOKIE}=${encodeURIComponent(samSigned)}`,
    });
    expect(await both.json()).toMatchObject({ email: alex.email });
    const badBearer = await account({
      authorization: `Bearer ${samToken}.nope`,
      cookie: `${COOKIE}=${encodeURIComponent(alexSigned)}`,
    });
    expect(await badBearer.json()).toMatchObject({ email: alex.email });
  });
});

describe('refused with 401 "Auth session missing!"', () => {
  const refused = async (headers: Record<string, string>) => {
    const response = await account(headers);
    expect(response.status, JSON.stringify(headers)).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Auth session missing!' } });
  };

  it('a cookie whose signature was changed, made with another secret, or left off', async () => {
    const signature = samSigned.slice(samSigned.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherSecret = `${samToken}.${createHmac('sha256', 'another-secret').update(samToken).digest('base64')}`;
    for (const value of [
      `${samToken}.${flipped}`,
      otherSecret,
      samToken,
      `${samToken}.`,
      `${samToken}x.${signature}`,
    ]) {
      await refused({ cookie: `${COOKIE}=${encodeURIComponent(value)}` });
      await refused({ authorization: `Bearer ${value.includes('.') ? value : `${value}.`}` });
    }
  });

  it('a token no session has, signed or not', async () => {
    await refused({ authorization: 'Bearer not-a-session-token' });
    await refused({ cookie: `${COOKIE}=${encodeURIComponent(sign('not-a-session-token'))}` });
  });

  it('malformed headers, without a server error', async () => {
    const cases: Record<string, string>[] = [
      { authorization: 'Bearer' },
      { authorization: 'Bearer    ' },
      { authorization: 'Basic c2FtOnNlY3JldA==' },
      { authorization: 'Bearer %E0%A4%A.x' },
      { authorization: 'Bearer ...' },
      { authorization: `Bearer .${samSigned}` },
      { authorization: `Bearer ${'a'.repeat(8_000)}.${'b'.repeat(44)}` },
      { cookie: `${COOKIE}` },
      { cookie: `${COOKIE}=` },
      { cookie: `${COOKIE}="` },
      { cookie: `${COOKIE}=%` },
      { cookie: `${COOKIE}=%E0%A4%A.${'='.repeat(44)}` },
      { cookie: ';;;=;=' },
      { cookie: `__Secure-${COOKIE}=${encodeURIComponent(samSigned)}` },
      { cookie: `${COOKIE}=.${'A'.repeat(43)}=` },
      { cookie: `${COOKIE}=${samToken}.${'-'.repeat(43)}=` },
    ];
    for (const headers of cases) await refused(headers);
  });

  it('an expired session, which is removed as better-auth removes it', async () => {
    const { token, signed } = await signIn(sam.email);
    await harness.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.token, token));
    await refused({ authorization: `Bearer ${signed}` });
    expect(await harness.database.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('a signed-out session, on the very next request, with the cookie and with the bearer token', async () => {
    const jordan = await signedUpPerson(harness, 'Jordan Lee');
    const phone = await signIn(jordan.email);
    expect((await account({ authorization: `Bearer ${phone.signed}` })).status).toBe(200);
    const cookieBefore = [...jordan.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await jordan.browser.post('/api/auth/sign-out')).status).toBe(200);
    await refused({ cookie: cookieBefore });
    await refused({ authorization: `Bearer ${phone.signed}` });
    await refused({ authorization: `Bearer ${phone.token}` });
  });
});

describe('reads the same session better-auth reads, from any headers', () => {
  /** The token better-auth's own getSession finds for these headers (its bearer plugin included), or null. */
  const theirs = async (headers: Record<string, string>) => {
    const found = await harness.services.auth.api.getSession({
      headers: new Headers(headers),
      query: { disableRefresh: true },
    });
    return found?.session.token ?? null;
  };
  let known: Set<string>;
  const ours = (headers: Record<string, string>) => {
    const token = sessionTokenFrom(new Headers(headers), keys);
    return token !== null && known.has(token) ? token : null;
  };
  beforeAll(async () => {
    known = new Set(
      (await harness.database.db.select({ token: sessions.token }).from(sessions)).map((row) => row.token),
    );
  });

  it('for the headers a browser, the phone shell or a careless client sends', async () => {
    const signature = samSigned.slice(samSigned.lastIndexOf('.') + 1);
    // The same bytes with other unused low bits in the last character: atob reads them as the same signature.
    const last = signature.at(-2)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const sameBits = alphabet[(alphabet.indexOf(last) & ~3) | ((alphabet.indexOf(last) + 1) & 3)]!;
    const urlSafe = Buffer.from(signature, 'base64').toString('base64url');
    const cases: Record<string, string>[] = [
      { cookie: `${COOKIE}=${encodeURIComponent(samSigned)}` },
      { cookie: `${COOKIE}=${samSigned}` },
      { cookie: `${COOKIE}="${samSigned}"` },
      { cookie: `a=b;${COOKIE}= ${samSigned} ;c=d` },
      { cookie: `${COOKIE}=garbage; ${COOKIE}=${samSigned}` },
      { cookie: `${COOKIE}=${samSigned}; ${COOKIE}=garbage` },
      { cookie: `x;${COOKIE}=${samSigned}` },
      { cookie: `${COOKIE}=${samToken}.${signature.slice(0, -2)}${sameBits}=` },
      { cookie: `${COOKIE}=${samToken}.${urlSafe}` },
      { cookie: `${COOKIE}=${samToken}.${signature.slice(0, -1)}` },
      { authorization: `Bearer ${samToken}.${signature.slice(0, -1)}=trailing` },
      { authorization: `Bearer ${samToken}.${urlSafe}` },
      { authorization: `Bearer ${samToken}.${signature.slice(0, -2)}${sameBits}=` },
      { authorization: `Bearer ${samToken}%2E${encodeURIComponent(signature)}` },
      { authorization: `Bearer ${samToken}.${signature}.extra` },
      { authorization: `Bearer ${samToken}%` },
      { authorization: `Bearer\t${samToken}` },
      { authorization: `Bearer ${samToken}`, cookie: `${COOKIE}=nonsense` },
      { authorization: 'Bearer x.y', cookie: `${COOKIE}=${encodeURIComponent(samSigned)}` },
      // Signed as a whole, but its first two parts fail the bearer plugin's own check: the cookie speaks.
      { authorization: `Bearer ${sign('x.y')}`, cookie: `${COOKIE}=${encodeURIComponent(samSigned)}` },
    ];
    for (const headers of cases) expect(ours(headers), JSON.stringify(headers)).toBe(await theirs(headers));
    // The cases above cover both answers.
    expect(ours(cases[0]!)).toBe(samToken);
    expect(ours(cases[9]!)).toBeNull();
  });

  it('for headers made of the pieces a session header is made of, put together at random', async () => {
    const signature = samSigned.slice(samSigned.lastIndexOf('.') + 1);
    const piece = fc.oneof(
      fc.constantFrom(
        samToken,
        signature,
        samSigned,
        encodeURIComponent(samSigned),
        COOKIE,
        `${COOKIE}=`,
        'Bearer ',
        'bearer ',
        '.',
        '=',
        ';',
        '; ',
        '%',
        '%2E',
        '"',
        ' ',
        '-',
        '_',
        '+',
        '/',
      ),
      fc.string({ unit: fc.constantFrom(...'aZ09.=;% "+/-_\t'.split('')), maxLength: 6 }),
    );
    const header = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(header, header, async (authorization, cookie) => {
        const headers = { authorization, cookie };
        expect(ours(headers)).toBe(await theirs(headers));
      }),
      { numRuns: 300 },
    );
  });
});
