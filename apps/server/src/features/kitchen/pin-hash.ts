import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// A person's kitchen PIN, kept as scrypt with a random salt; the cost and salt are written into the value, so a
// stronger cost later still reads older values. Four digits are only 10,000 possibilities: the hash keeps a PIN
// from being read at a glance, while the real protection is the limit on wrong tries (policy/kitchen.ts).

const COST: ScryptOptions = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Exactly four digits. */
export const PIN_FORMAT = /^\d{4}$/;

function derive(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$<salt>$<key>' (base64url). */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
