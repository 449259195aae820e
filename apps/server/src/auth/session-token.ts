import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token a request carries, read exactly as better-auth reads it (better-auth 1.7, better-call 1.4):
 * a bearer header its `bearer()` plugin accepts wins over the session cookie; either way the value is
 * `<token>.<signature>`, the signature being the HMAC-SHA256 of the token with the auth secret, in base64.
 * Kept equal to better-auth's own answer by a differential test (session-token.test.ts): it accepts no more
 * and no less, it only skips building a request context per call.
 */
export type SessionKeys = {
  /** The auth secret better-auth signs with (its context's `secret`). */
  secret: string;
  /** The session cookie's full name, `__Secure-` prefix included when the public URL is https. */
  cookieName: string;
};

export function sessionTokenFrom(headers: { get(name: string): string | null }, keys: SessionKeys): string | null {
  const bearer = fromBearer(headers.get('authorization'), keys.secret);
  // An unsigned token is signed by the plugin itself (it has no `requireSignature`), so it passes as it is.
  if (bearer?.unsigned) return bearer.value;
  const signed = bearer?.value ?? cookieValue(headers.get('cookie'), keys.cookieName);
  return signed === null ? null : verifiedValue(signed, keys.secret);
}

/** What the bearer plugin would put in the session cookie, or null when it would leave the request alone. */
function fromBearer(header: string | null, secret: string): { value: string; unsigned: boolean } | null {
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = header.slice(7).trim();
  if (!token) return null;
  if (!token.includes('.')) return { value: token, unsigned: true };
  const value = token.includes('%') ? decodeOrKeep(token) : token;
  // The plugin's own check, on the first two dot-separated parts; the cookie's check on the last one follows.
  const [first = '', second = ''] = value.split('.');
  const signature = lenientBase64(second);
  return signature && sameBytes(signature, mac(secret, first)) ? { value, unsigned: false } : null;
}

/** The first cookie of that name, unquoted and percent-decoded, as better-call's cookie parser finds it. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      value = value.includes('%') ? decodeOrKeep(value) : value;
      return value || null;
    }
    index = end + 1;
  }
  return null;
}

/** better-call's signed-cookie check: the value before the last dot, when the 44-character signature after it is right. */
function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const bytes = forgivingBase64(signature);
  return bytes && sameBytes(bytes, mac(secret, value)) ? value : null;
}

const mac = (secret: string, value: string) => createHmac('sha256', secret).update(value, 'utf8').digest();

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const STANDARD_ALPHABET = /^[A-Za-z0-9+/]*$/;
const URL_ALPHABET = /^[A-Za-z0-9_-]*$/;

/** `atob` (WHATWG forgiving base64), which better-call decodes the cookie's signature with. */
function forgivingBase64(text: string): Buffer | null {
  let data = text.replace(/[\t\n\f\r ]/g, '');
  if (data.length % 4 === 0) data = data.replace(/==?$/, '');
  if (data.length % 4 === 1 || !STANDARD_ALPHABET.test(data)) return null;
  return Buffer.from(data, 'base64');
}

/**
 * The decoder of @better-auth/utils, which the bearer plugin checks its token with: it reads up to the first
 * `=`, in the URL-safe alphabet if `-` or `_` appears anywhere, and refuses any other character before the `=`.
 */
function lenientBase64(text: string): Buffer | null {
  const urlSafe = text.includes('-') || text.includes('_');
  const stop = text.indexOf('=');
  const data = stop === -1 ? text : text.slice(0, stop);
  if (!(urlSafe ? URL_ALPHABET : STANDARD_ALPHABET).test(data)) return null;
  // Node's decoder reads either alphabet and, like that one, drops the bits that make no whole byte.
  return Buffer.from(data, 'base64');
}
