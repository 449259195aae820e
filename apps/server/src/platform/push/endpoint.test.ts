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
    // A fully qualified name (trailing dot) is the same machine, and so is any spelling of its case.
    ['https://localhost./push', NOT_PUBLIC],
    ['https://foo.localhost./push', NOT_PUBLIC],
    ['https://LOCALHOST../push', NOT_PUBLIC],
    ['https://Foo.LocalHost/push', NOT_PUBLIC],
    ['https://nas.local./push', NOT_PUBLIC],
    ['https://metadata.google.internal./computeMetadata/v1/', NOT_PUBLIC],
    ['https://router./push', NOT_PUBLIC],
    ['https://./push', 'endpoint: Send the push address as a full https:// URL.'],
    // IPv4 in decimal, hex, octal and short forms, with or without trailing dots.
    ['http://2130706433/push', 'endpoint: Push addresses must start with https://.'],
    ['https://2130706433./push', NOT_PUBLIC],
    ['https://0x7f.1/push', NOT_PUBLIC],
    ['https://0x7f.1../push', NOT_PUBLIC],
    ['https://0177.0.0.1/push', NOT_PUBLIC],
    ['https://0177.0.0.1../push', NOT_PUBLIC],
    ['https://127.0.0.1./push', NOT_PUBLIC],
    ['https://127.0.0.1../push', NOT_PUBLIC],
    ['https://0/push', NOT_PUBLIC],
    ['https://0x0a.1/push', NOT_PUBLIC],
    ['https://%31%32%37.0.0.1/push', NOT_PUBLIC],
    ['https://１２７.0.0.1/push', NOT_PUBLIC],
    ['https://127。0。0。1/push', NOT_PUBLIC],
    ['https://0.1.2.3/push', NOT_PUBLIC],
    ['https://172.20.1.1/push', NOT_PUBLIC],
    ['https://192.0.0.8/push', NOT_PUBLIC],
    ['https://198.18.0.1/push', NOT_PUBLIC],
    ['https://239.255.255.250/push', NOT_PUBLIC],
    ['https://240.0.0.1/push', NOT_PUBLIC],
    ['https://255.255.255.255/push', NOT_PUBLIC],
    // IPv6 in its long and embedded-IPv4 forms.
    ['https://[0:0:0:0:0:0:0:1]/push', NOT_PUBLIC],
    ['https://[0000:0000:0000:0000:0000:0000:0000:0001]/push', NOT_PUBLIC],
    ['https://[::ffff:7f00:1]/push', NOT_PUBLIC],
    ['https://[::ffff:a9fe:a9fe]/push', NOT_PUBLIC],
    ['https://[::127.0.0.1]/push', NOT_PUBLIC],
    ['https://[::7f00:1]/push', NOT_PUBLIC],
    ['https://[::ffff:0:7f00:1]/push', NOT_PUBLIC],
    ['https://[64:ff9b::7f00:1]/push', NOT_PUBLIC],
    ['https://[64:ff9b::127.0.0.1]/push', NOT_PUBLIC],
    ['https://[64:ff9b:1::a00:1]/push', NOT_PUBLIC],
    ['https://[2002:7f00:1::]/push', NOT_PUBLIC],
    ['https://[fe80::abcd:1]/push', NOT_PUBLIC],
    ['https://[FEBF::1]/push', NOT_PUBLIC],
    ['https://[fc00::1]/push', NOT_PUBLIC],
    ['https://[fdff:ffff::1]/push', NOT_PUBLIC],
    ['https://[fec0::1]/push', NOT_PUBLIC],
    ['https://[ff02::1]/push', NOT_PUBLIC],
    ['https://[2001:db8::1]/push', NOT_PUBLIC],
    ['https://[2001::1]/push', NOT_PUBLIC],
    ['https://[100::1]/push', NOT_PUBLIC],
    // Public addresses however they are written stay usable.
    ['https://134744072/push', null],
    ['https://0x8.0x8.0x8.0x8/push', null],
    ['https://8.8.8.8./push', null],
    ['https://PUSH.Example.COM./send/1', null],
    ['https://[::ffff:8.8.8.8]/push', null],
    ['https://[64:ff9b::808:808]/push', null],
    ['https://[2002:808:808::1]/push', null],
    ['https://[2a00:1450:4001:82a::200a]/push', null],
    ['https://localhost.example.com/push', null],
    ['https://local.example.com/push', null],
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
    // What a resolver may answer: IPv4-mapped, NAT64 or a zone index on a link-local address.
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::808:808', true],
    ['::127.0.0.1', false],
    ['fe80::1%eth0', false],
    ['0.0.0.0', false],
    ['100.64.0.1', false],
    ['224.0.0.251', false],
    // Only the dotted form a resolver gives counts as an address.
    ['2130706433', false],
    ['0x7f.1', false],
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

  it.each(['::ffff:127.0.0.1', '64:ff9b::a00:1', '0.0.0.0'])(
    'refuses the answer %s, however the private address is wrapped',
    async (answer) => {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        publicOnlyLookup(answer, { all: true }, (failure) => resolve(failure)),
      );
      expect(error?.code).toBe('ENOTFOUND');
    },
  );

  it('answers with the public addresses of a literal address, in either shape Node asks for', async () => {
    const one = await new Promise<unknown[]>((resolve) => publicOnlyLookup('8.8.8.8', {}, (...args) => resolve(args)));
    expect(one).toEqual([null, '8.8.8.8', 4]);
    const all = await new Promise<unknown[]>((resolve) =>
      publicOnlyLookup('8.8.8.8', { all: true }, (...args) => resolve(args)),
    );
    expect(all).toEqual([null, [{ address: '8.8.8.8', family: 4 }]]);
  });
});
