import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

// A stand-in push service on 127.0.0.1, and a browser's side of Web Push: a real P-256 key pair and auth
// secret per subscription, and decryption of what arrives as RFC 8188/8291 say. The server under test
// must be started with push.allowLoopbackEndpoints (the harness's default) to send here.

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A subscription as a browser would make it, with the private half kept to read what is sent to it. */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What PushSubscription.toJSON() gives, for POST /api/push/subscriptions. */
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts a body sent to this subscription and parses it as JSON. */
  read(body: Buffer): unknown;
  receiver: PushReceiver;
};

export type PushReceiver = { ecdh: ECDH; auth: Buffer };

export type PushEndpoint = {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  subscription(name?: string): TestSubscription;
  /** What the stand-in answers for this subscription from now on (201 until told otherwise). */
  answer(subscription: TestSubscription, status: number): void;
  /** The pushes that reached this subscription, oldest first. */
  pushesTo(subscription: TestSubscription): ReceivedPush[];
  close(): Promise<void>;
};

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (request.method === 'POST') received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.method === 'POST' ? (answers.get(path) ?? 201) : 405;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (subscription: TestSubscription) => new URL(subscription.endpoint).pathname;

  return {
    origin,
    received,
    subscription(name = randomUUID()) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${name}`;
      const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') };
      const receiver = { ecdh, auth };
      return {
        endpoint,
        keys,
        receiver,
        toJSON: () => ({ endpoint, keys }),
        read: (body: Buffer) => JSON.parse(decryptPush(body, receiver).toString('utf8')) as unknown,
      };
    },
    answer(subscription, status) {
      answers.set(pathOf(subscription), status);
    },
    pushesTo(subscription) {
      return received.filter((push) => push.path === pathOf(subscription));
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * The browser's side of RFC 8291 over RFC 8188 ("aes128gcm"): the header carries the salt, the record size
 * and the sender's public key; the keys come from ECDH and HKDF; the plaintext ends with the 0x02 delimiter.
 */
export function decryptPush(body: Buffer, receiver: PushReceiver): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || senderPublicKey[0] !== 0x04)
    throw new Error(`keyid is not an uncompressed P-256 key (${idLength} bytes)`);
  if (ciphertext.length > recordSize) throw new Error('more than one record: push messages fit in one');

  const sharedSecret = receiver.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, receiver.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record does not end with the 0x02 padding delimiter');
  return padded.subarray(0, end);
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292): the key is the one we expect,
 * and the JWT is ES256-signed by it. Returns the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, expectedPublicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error('k= is not our VAPID public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string };
  if (alg !== 'ES256') throw new Error(`JWT algorithm ${alg}, not ES256`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by our key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as VapidClaims;
}

/** Waits until the job queue has nothing waiting, running or due for a retry on `queue`. */
export async function waitForQueue(harness: TestApp, queue: string, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const result = (await harness.database.db.execute(
      sql`select count(*)::int as pending from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: { pending: number }[] };
    if (Number(result.rows[0]?.pending ?? 0) === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`queue ${queue} still busy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
