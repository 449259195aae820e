import { createECDH } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { publicOnlyLookup, pushEndpointProblem } from './endpoint';
import type { VapidKeys } from './vapid-keys';

// Web Push (RFC 8030) with encrypted payloads (RFC 8291) and VAPID (RFC 8292). web-push builds the request
// (encryption, signed JWT, headers); we send it ourselves, so that every connection goes through the
// public-address check and tests can use a plain-HTTP stand-in on the loopback address.

/** One browser's subscription, as the browser gave it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type DeliveryOptions = {
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered earlier message with the same topic (at most 32 URL-safe characters). */
  topic?: string;
};

/** 'gone': the push service forgot this subscription (404/410), so it should be deleted. */
export type PushOutcome =
  { result: 'sent' } | { result: 'gone'; status: number } | { result: 'failed'; retryable: boolean; reason: string };

export type PushSender = {
  /** The VAPID public key browsers subscribe with (URL-safe base64). */
  readonly publicKey: string;
  /** Why the server will not send to this endpoint, as a message for the person, or null. */
  endpointProblem(endpoint: string): string | null;
  /** Encrypts `payload` (as JSON) for the subscription and delivers it; never rejects. */
  send(target: PushTarget, payload: object, options: DeliveryOptions): Promise<PushOutcome>;
};

export type WebPushSettings = {
  keys: VapidKeys;
  /** Who runs this server, for the push service: a mailto: or https: URL. */
  subject: string;
  /** Tests only: allow a stand-in push service on the loopback address. */
  allowLoopback: boolean;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Why a browser's keys cannot be used to encrypt for it, as a message for the person, or null. `p256dh` must
 * be a point on the P-256 curve (65 bytes, uncompressed) and `auth` 16 bytes, both URL-safe base64.
 */
export function subscriptionKeysProblem(p256dh: string, auth: string): string | null {
  const point = BASE64URL.test(p256dh) ? Buffer.from(p256dh, 'base64url') : null;
  let onCurve = false;
  if (point?.length === 65 && point[0] === 0x04) {
    try {
      const curve = createECDH('prime256v1');
      curve.generateKeys();
      curve.computeSecret(point);
      onCurve = true;
    } catch {
      onCurve = false;
    }
  }
  if (!onCurve)
    return "keys.p256dh: Send the browser's P-256 public key (65 bytes, URL-safe base64), as the browser gives it.";
  if (!BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length !== 16) {
    return "keys.auth: Send the browser's 16-byte authentication secret (URL-safe base64), as the browser gives it.";
  }
  return null;
}
/** Enough of a refusal's body to say why (e.g. Apple's "BadJwtToken") in the log. */
const MAX_REASON_BYTES = 300;

export function webPushSender(settings: WebPushSettings): PushSender {
  const policy = { allowLoopback: settings.allowLoopback };
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.keys.publicKey,
    privateKey: settings.keys.privateKey,
  };
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    publicKey: settings.keys.publicKey,
    endpointProblem: (endpoint) => pushEndpointProblem(endpoint, policy),
    async send(target, payload, options) {
      const problem = pushEndpointProblem(target.endpoint, policy);
      if (problem) return { result: 'failed', retryable: false, reason: problem };
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: options.ttlSeconds,
            urgency: options.urgency ?? 'normal',
            topic: options.topic,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // The browser's keys cannot be used for encryption: sending again will not help.
        return { result: 'failed', retryable: false, reason: (error as Error).message };
      }
      return deliver(request, { timeoutMs, checkAddresses: !settings.allowLoopback });
    },
  };
}

function deliver(
  request: webpush.RequestDetails,
  options: { timeoutMs: number; checkAddresses: boolean },
): Promise<PushOutcome> {
  const url = new URL(request.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve) => {
    const outgoing = transport.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        timeout: options.timeoutMs,
        ...(options.checkAddresses ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < MAX_REASON_BYTES) chunks.push(chunk.subarray(0, MAX_REASON_BYTES - kept));
          kept += chunk.length;
        });
        response.on('error', (error) => resolve({ result: 'failed', retryable: true, reason: error.message }));
        response.on('end', () => resolve(outcomeOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`the push service did not answer within ${options.timeoutMs} ms`)),
    );
    outgoing.on('error', (error) => resolve({ result: 'failed', retryable: true, reason: error.message }));
    outgoing.end(request.body ?? undefined);
  });
}

function outcomeOf(status: number, body: string): PushOutcome {
  if (status >= 200 && status < 300) return { result: 'sent' };
  if (status === 404 || status === 410) return { result: 'gone', status };
  const reason = `the push service answered ${status}${body.trim() ? `: ${body.trim()}` : ''}`;
  // Busy or broken push service: later may work. Any other refusal is about this request and will repeat.
  return { result: 'failed', retryable: status === 429 || status >= 500, reason };
}
