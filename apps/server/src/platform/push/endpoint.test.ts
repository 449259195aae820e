import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup, pushEndpointProblem } from './endpoint';

const NOT_PUBLIC = 'endpoint: Push addresses must be on the public internet, not a local or private network.';
const production = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('pushEndpointProblem', () => {
  it.each([
    // The push services browsers use.
    ['https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b', null],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAA', null],
    ['https://web.push.apple.com/QGuQyavXutnMH', null],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAA', null],
    ['https://8.8.8.8/push', null],
    ['https://[2606:4700:4700::1111]/push', null],
    // Not https.
    ['http://fcm.googleapis.com/fcm/send/1', 'endpoint: Push addresses must start with https://.'],
    ['ftp://push.example.com/1', 'endpoint: Push addresses must start with https://.'],
    ['file:///etc/passwd', 'endpoint: Push addresses must start with https://.'],
    // This machine and private networks, however they are written.
    ['https://localhost/push', NOT_PUBLIC],
    ['https://api.localhost/push', NOT_PUBLIC],
    ['https://127.0.0.1/push', NOT_PUBLIC],
    ['https://127.1/push', NOT_PUBLIC],
    ['https://2130706433/push', NOT_PUBLIC],
    ['https://0x7f000001/push', NOT_PUBLIC],
    ['https://0.0.0.0/push', NOT_PUBLIC],
    ['https://10.1.2.3/push', NOT_PUBLIC],
    ['https://172.16.0.1/push', NOT_PUBLIC],
    ['https://172.31.255.255/push', NOT_PUBLIC],
    ['https://192.168.0.10/push', NOT_PUBLIC],
    ['https://169.254.169.254/latest/meta-data/', NOT_PUBLIC],
    ['https://100.64.0.1/push', NOT_PUBLIC],
    ['https://224.0.0.1/push', NOT_PUBLIC],
    ['https://[::1]/push', NOT_PUBLIC],
    ['https://[::]/push', NOT_PUBLIC],
    ['https://[fd00::1]/push', NOT_PUBLIC],
    ['https://[fe80::1]/push', NOT_PUBLIC],
    ['https://[::ffff:127.0.0.1]/push', NOT_PUBLIC],
    ['https://[::ffff:10.0.0.1]/push', NOT_PUBLIC],
    ['https://[64:ff9b::a00:1]/push', NOT_PUBLIC],
    ['https://[2002:c0a8:0101::1]/push', NOT_PUBLIC],
    ['https://router/push', NOT_PUBLIC],
    ['https://nas.local/push', NOT_PUBLIC],
    ['https://metadata.google.internal/computeMetadata/v1/', NOT_PUBLIC],
    ['https://printer.home.arpa/push', NOT_PUBLIC],
    // Neither credentials nor nonsense.
    ['https://user:secret@push.example.com/1', 'endpoint: A push address may not carry a user name or password.'],
    ['not a url', 'endpoint: Send the push address as a full https:// URL.'],
    [`https://push.example.com/${'a'.repeat(2048)}`, 'endpoint: The push address must be at most 2048 characters.'],
  ])('%s → %s', (endpoint, problem) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(problem);
  });

  it('lets tests use a stand-in on the loopback address, over http too, and nothing else local', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4321/push/1', tests)).toBeNull();
    expect(pushEndpointProblem('https://127.0.0.1:4321/push/1', tests)).toBeNull();
    expect(pushEndpointProblem('http://localhost:4321/push/1', tests)).toBeNull();
    expect(pushEndpointProblem('http://[::1]:4321/push/1', tests)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:4321/push/1', production)).toBe(
      'endpoint: Push addresses must start with https://.',
    );
    expect(pushEndpointProblem('http://10.0.0.5/push', tests)).toBe(
      'endpoint: Push addresses must start with https://.',
    );
    expect(pushEndpointProblem('https://192.168.1.1/push', tests)).toBe(NOT_PUBLIC);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['142.250.74.100', true],
    ['172.32.0.1', true],
    ['100.128.0.1', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:82a::200a', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.0.1', false],
    ['198.18.0.1', false],
    ['192.0.2.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['fc00::1', false],
    ['fe80::abcd', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['::ffff:192.168.1.1', false],
    ['::ffff:c0a8:101', false],
    ['push.example.com', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to this machine, as if it did not exist', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('ENOTFOUND');
    expect(error?.message).toContain('does not resolve to a public address');
  });

  it('answers with the public addresses of a literal address, in either shape Node asks for', async () => {
    const one = await new Promise<unknown[]>((resolve) => publicOnlyLookup('8.8.8.8', {}, (...args) => resolve(args)));
    expect(one).toEqual([null, '8.8.8.8', 4]);
    const all = await new Promise<unknown[]>((resolve) =>
      publicOnlyLookup('8.8.8.8', { all: true }, (...args) => resolve(args)),
    );
    expect(all).toEqual([null, [{ address: '8.8.8.8', family: 4 }]]);
  });
});
