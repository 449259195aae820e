import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

// The tablet's own credential (decision 028): 32 random bytes in an httpOnly cookie that only the kitchen
// routes are sent (Path=/api/kitchen), never a person's session. The server keeps only its SHA-256, and looks it
// up on every request, so an unlinked tablet is refused at its very next request by every server process.
// Linking starts from a one-time code (8 characters, 40 bits) that the organizer's phone shows for 15 minutes.

export const DEVICE_COOKIE = 'tidy_kitchen_device';
const COOKIE_PATH = '/api/kitchen';
/** Browsers keep a cookie at most 400 days; the tablet is linked until an organizer unlinks it. */
const COOKIE_MAX_AGE_SECONDS = 400 * 86_400;
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** No 0/O or 1/I to misread: 32 characters, so each random byte gives one without bias (256 = 8 × 32). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const newDeviceToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** A new link code, e.g. 'K7QM4TZD'. */
export function newLinkCode(): string {
  return [...randomBytes(LINK_CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The code as typed ('k7qm-4tzd', with spaces or a dash), or null when it cannot be one. */
export function normalizeLinkCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== LINK_CODE_LENGTH) return null;
  return [...code].every((character) => CODE_ALPHABET.includes(character)) ? code : null;
}

/** 'K7QM-4TZD': how the phone shows it. */
export const formatLinkCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The device token the request carries, or null (no cookie, or not one we could have made). */
export function deviceTokenFrom(c: Context): string | null {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && TOKEN_FORMAT.test(value) ? value : null;
}

export function giveDeviceCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, DEVICE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** Tells the browser to drop a credential the server no longer knows (the tablet was unlinked). */
export function forgetDeviceCookie(c: Context, secure: boolean): void {
  deleteCookie(c, DEVICE_COOKIE, { path: COOKIE_PATH, secure, sameSite: 'Strict', httpOnly: true });
}
