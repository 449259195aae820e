import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIPv4, isIPv6 } from 'node:net';

// A push subscription's endpoint comes from the browser and the server POSTs to it, so it must never point
// into our own network (server-side request forgery). The address is checked when it is stored, and again
// at connection time, when a public-looking name might resolve to a private address.

export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointPolicy = {
  /** Tests only: accept http:// and https:// on the loopback address, for a stand-in push service. */
  allowLoopback: boolean;
};

const NOT_PUBLIC = 'endpoint: Push addresses must be on the public internet, not a local or private network.';

/** Names that only ever mean a machine on this host or this network. */
const LOCAL_NAME_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.intranet', '.corp'];

/** Why a push endpoint is refused, as a message for the person, or null when the server may send to it. */
export function pushEndpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH)
    return `endpoint: The push address must be at most ${MAX_ENDPOINT_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: Send the push address as a full https:// URL.';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (policy.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(host)) return null;
  if (url.protocol !== 'https:') return 'endpoint: Push addresses must start with https://.';
  if (url.username || url.password) return 'endpoint: A push address may not carry a user name or password.';
  if (isIPv4(host) || isIPv6(host)) return isPublicAddress(host) ? null : NOT_PUBLIC;
  const localName =
    host === 'localhost' || !host.includes('.') || LOCAL_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return localName ? NOT_PUBLIC : null;
}

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  const bytes = isIPv4(host) ? ipv4Bytes(host) : isIPv6(host) ? ipv6Bytes(host) : null;
  if (!bytes) return false;
  return bytes.length === 4 ? bytes[0] === 127 : bytes.every((byte, index) => byte === (index === 15 ? 1 : 0));
}

type Range = { prefix: number[]; bits: number };
const range = (address: string, bits: number): Range => ({
  prefix: (isIPv4(address) ? ipv4Bytes : ipv6Bytes)(address)!,
  bits,
});

/** Addresses that are not on the public internet: this host, private networks, link-local, documentation, multicast. */
const PRIVATE_V4 = [
  range('0.0.0.0', 8),
  range('10.0.0.0', 8),
  range('100.64.0.0', 10),
  range('127.0.0.0', 8),
  range('169.254.0.0', 16),
  range('172.16.0.0', 12),
  range('192.0.0.0', 24),
  range('192.0.2.0', 24),
  range('192.168.0.0', 16),
  range('198.18.0.0', 15),
  range('198.51.100.0', 24),
  range('203.0.113.0', 24),
  range('224.0.0.0', 4),
  range('240.0.0.0', 4),
];
const PRIVATE_V6 = [
  range('::', 128),
  range('::1', 128),
  range('100::', 64),
  range('2001:db8::', 32),
  range('fc00::', 7),
  range('fe80::', 10),
  range('fec0::', 10),
  range('ff00::', 8),
];
/** IPv6 forms that carry an IPv4 address, which is then what decides: mapped, compatible, NAT64, 6to4. */
const EMBEDDED_V4: { range: Range; offset: number }[] = [
  { range: range('::ffff:0:0', 96), offset: 12 },
  { range: range('::', 96), offset: 12 },
  { range: range('64:ff9b::', 96), offset: 12 },
  { range: range('2002::', 16), offset: 2 },
];

/** True only for an IP address (v4 or v6) on the public internet; false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !PRIVATE_V4.some((blocked) => inRange(ipv4Bytes(address)!, blocked));
  if (!isIPv6(address)) return false;
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  if (PRIVATE_V6.some((blocked) => inRange(bytes, blocked))) return false;
  const embedded = EMBEDDED_V4.find(({ range: carrier }) => inRange(bytes, carrier));
  if (embedded) return isPublicAddress(bytes.slice(embedded.offset, embedded.offset + 4).join('.'));
  return true;
}

function inRange(bytes: number[], { prefix, bits }: Range): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const index = bit / 8;
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255) ? parts : null;
}

function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:127.0.0.1) becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Bytes(dotted[1]!);
    if (!v4) return null;
    text =
      text.slice(0, dotted.index) + `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for outgoing push requests that connects only to public addresses: a name that resolves to
 * 127.0.0.1 or 10.x (DNS rebinding) fails like a name that does not exist.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} does not resolve to a public address`,
      );
      refused.code = 'ENOTFOUND';
      return callback(refused, []);
    }
    if (options.all) return callback(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
}
