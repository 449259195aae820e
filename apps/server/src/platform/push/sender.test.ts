import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushEndpoint, verifyVapid, type PushEndpoint } from '../../../test/push-endpoint';
import { subscriptionKeysProblem, webPushSender, type PushSender, type PushTarget } from './sender';
import { generateVapidKeys } from './vapid-keys';

let pushService: PushEndpoint;
let sender: PushSender;
const keys = generateVapidKeys();

const targetOf = (subscription: ReturnType<PushEndpoint['subscription']>): PushTarget => ({
  endpoint: subscription.endpoint,
  p256dh: subscription.keys.p256dh,
  auth: subscription.keys.auth,
});

beforeAll(async () => {
  pushService = await startPushEndpoint();
  sender = webPushSender({ keys, subject: 'mailto:ops@example.org', allowLoopback: true, timeoutMs: 2_000 });
});
afterAll(() => pushService.close());

describe('the Web Push sender', () => {
  it('posts the payload encrypted for the browser (aes128gcm), with TTL, urgency, topic and a VAPID signature', async () => {
    const browser = pushService.subscription();
    const payload = {
      kind: 'assigned',
      title: 'A task for you',
      body: 'Orla asked you to take on “Wipe the hob”.',
      url: '/space/1',
      tag: 'assigned-1',
    };
    expect(
      await sender.send(targetOf(browser), payload, { ttlSeconds: 3600, urgency: 'low', topic: 'tidy-topic' }),
    ).toEqual({ result: 'sent' });

    const [push] = pushService.pushesTo(browser);
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      urgency: 'low',
      topic: 'tidy-topic',
    });
    // Header of RFC 8188: 16 bytes of salt, record size, then the sender's one-time public key.
    expect(push!.body.readUInt8(20)).toBe(65);
    const claims = verifyVapid(push?.headers.authorization, keys.publicKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:ops@example.org' });
    expect(browser.read(push!.body)).toEqual(payload);
  });

  it.each([
    [201, { result: 'sent' }],
    [202, { result: 'sent' }],
    [404, { result: 'gone', status: 404 }],
    [410, { result: 'gone', status: 410 }],
    [429, { result: 'failed', retryable: true, reason: 'the push service answered 429' }],
    [503, { result: 'failed', retryable: true, reason: 'the push service answered 503' }],
    [400, { result: 'failed', retryable: false, reason: 'the push service answered 400' }],
    [413, { result: 'failed', retryable: false, reason: 'the push service answered 413' }],
  ])('reads a %s from the push service as %j', async (status, outcome) => {
    const browser = pushService.subscription();
    pushService.answer(browser, status);
    expect(await sender.send(targetOf(browser), { kind: 'test' }, { ttlSeconds: 60 })).toEqual(outcome);
  });

  it('treats a push service that is down or silent as worth another try', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const browser = pushService.subscription();
    try {
      const outcome = await sender.send(
        { ...targetOf(browser), endpoint: `http://127.0.0.1:${port}/push/1` },
        { kind: 'test' },
        { ttlSeconds: 60 },
      );
      expect(outcome).toMatchObject({
        result: 'failed',
        retryable: true,
        reason: 'the push service did not answer within 2000 ms',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const refused = await sender.send(
      { ...targetOf(browser), endpoint: `http://127.0.0.1:${port}/push/1` },
      { kind: 'test' },
      { ttlSeconds: 60 },
    );
    expect(refused).toMatchObject({ result: 'failed', retryable: true });
  });

  it('never connects to a local address unless it was made for tests', async () => {
    const production = webPushSender({ keys, subject: 'mailto:ops@example.org', allowLoopback: false });
    const browser = pushService.subscription();
    const before = pushService.received.length;
    expect(production.endpointProblem(browser.endpoint)).toBe('endpoint: Push addresses must start with https://.');
    expect(await production.send(targetOf(browser), { kind: 'test' }, { ttlSeconds: 60 })).toEqual({
      result: 'failed',
      retryable: false,
      reason: 'endpoint: Push addresses must start with https://.',
    });
    expect(pushService.received.length).toBe(before);
  });

  it('does not retry a subscription whose keys cannot be used', async () => {
    const browser = pushService.subscription();
    const outcome = await sender.send({ ...targetOf(browser), auth: 'AAAA' }, { kind: 'test' }, { ttlSeconds: 60 });
    expect(outcome).toMatchObject({ result: 'failed', retryable: false });
    expect(pushService.pushesTo(browser)).toEqual([]);
  });
});

describe('subscriptionKeysProblem', () => {
  it('accepts the keys a browser makes and explains what is wrong with others', () => {
    const browser = pushService.subscription();
    expect(subscriptionKeysProblem(browser.keys.p256dh, browser.keys.auth)).toBeNull();
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(subscriptionKeysProblem(offCurve, browser.keys.auth)).toMatch(/^keys\.p256dh: /);
    expect(subscriptionKeysProblem(browser.keys.p256dh.slice(0, 40), browser.keys.auth)).toMatch(/^keys\.p256dh: /);
    expect(subscriptionKeysProblem('not base64url!', browser.keys.auth)).toMatch(/^keys\.p256dh: /);
    expect(subscriptionKeysProblem(browser.keys.p256dh, 'AAAA')).toMatch(/^keys\.auth: /);
    expect(subscriptionKeysProblem(browser.keys.p256dh, `${browser.keys.auth}AAAA`)).toMatch(/^keys\.auth: /);
  });
});
