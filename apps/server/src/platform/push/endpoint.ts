import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// A push subscription's endpoint comes from the browser and the server POSTs to it, so it must never point
// into our own network (server-side request forgery). The address is checked when it is stored, and again
// at connection time, when a public-looking name might resolve to a private address.

export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointPolicy = {
  /** Tests only: accept http:// and https:// on the loopback address, for a stand-in push service. */
  allowLoopback: boolean;
};

const NOT_PUBLIC = 'endpoint: Push addresses must be on the public internet, not a local or private network.';
const NOT_A_URL = 'endpoint: Send the push address as a full https:// URL.';

/** Names that only ever mean a machine on this host or this network. */
const LOCAL_NAME_SUFFIXES = [
  '.localhost',
  '.localdomain',
  '.local',
  '.internal',
  '.lan',
  '.home.arpa',
  '.intranet',
  '.corp',
];

/** Why a push endpoint is refused, as a message for the person, or null when the server may send to it. */
export function pushEndpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH)
    return `endpoint: The push address must be at most ${MAX_ENDPOINT_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return NOT_A_URL;
  }
  const host = hostOf(url);
  if (host === null) return NOT_A_URL;
  if (policy.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(host)) return null;
  if (url.protocol !== 'https:') return 'endpoint: Push addresses must start with https://.';
  if (url.username || url.password) return 'endpoint: A push address may not carry a user name or password.';
  if (isIP(host)) return isPublicAddress(host) ? null : NOT_PUBLIC;
  const localName =
    host === 'localhost' || !host.includes('.') || LOCAL_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return localName ? NOT_PUBLIC : null;
}

/**
 * The host the connection will go to, in one spelling, or null when there is none. The URL parser already
 * lowercases names and turns IPv4 in decimal, hex, octal or short form into dotted decimal; what it keeps is
 * the trailing dot of a fully qualified name ("localhost." is localhost), and with two dots ("0x7f.1..") it
 * does not see an IPv4 address at all, so the host is parsed again without them.
 */
function hostOf(url: URL): string | null {
  const host = url.hostname.replace(/\.+$/, '');
  if (host === url.hostname) return host.replace(/^\[|\]$/g, '');
  try {
    return host ? new URL(`https://${host}`).hostname.replace(/^\[|\]$/g, '') : null;
  } catch {
    return null;
  }
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function isLoopback(host: string): boolean {
  return host === 'localhost' || parseAddress(host)?.range() === 'loopback';
}

/**
 * Not on the public internet, beyond what ipaddr.js already names (private, loopback, link-local, carrier-grade
 * NAT, multicast, reserved, unique-local, Teredo, …): benchmarking, discard, the old site-local block, and
 * local-use NAT64, which translates into whatever network the operator chose.
 */
const ALSO_NOT_PUBLIC = ['198.18.0.0/15', '100::/64', 'fec0::/10', '64:ff9b:1::/48'].map((cidr) =>
  ipaddr.parseCIDR(cidr),
);

/** IPv6 forms that carry an IPv4 address, which then decides: mapped, translated, NAT64, compatible, 6to4. */
const CARRIES_IPV4 = [
  { carrier: ipaddr.parseCIDR('::ffff:0:0/96'), offset: 12 },
  { carrier: ipaddr.parseCIDR('::ffff:0:0:0/96'), offset: 12 },
  { carrier: ipaddr.parseCIDR('64:ff9b::/96'), offset: 12 },
  { carrier: ipaddr.parseCIDR('::/96'), offset: 12 },
  { carrier: ipaddr.parseCIDR('2002::/16'), offset: 2 },
];

/**
 * True only for an IP address (v4 or v6, in the standard notation a resolver answers with) on the public
 * internet; false for anything else, names and other spellings of numbers included.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && isPublic(parsed);
}

/**
 * ipaddr.js 1.9 reads only some IPv6 spellings (not "::127.0.0.1"), so the URL parser writes it the standard
 * way first. A zone index ("fe80::1%eth0") only says which network card; the address itself decides.
 */
function parseAddress(address: string): Address | null {
  const family = isIP(address);
  if (family === 0) return null;
  const text = family === 6 ? new URL(`http://[${address.replace(/%.*$/, '')}]`).hostname.slice(1, -1) : address;
  return ipaddr.isValid(text) ? ipaddr.parse(text) : null;
}

function isPublic(address: Address): boolean {
  const embedded = CARRIES_IPV4.find(({ carrier }) => within(address, carrier));
  if (embedded) {
    const bytes = address.toByteArray().slice(embedded.offset, embedded.offset + 4);
    return isPublic(ipaddr.fromByteArray(bytes));
  }
  if (address.range() !== 'unicast') return false;
  return !ALSO_NOT_PUBLIC.some((blocked) => within(address, blocked));
}

/** An IPv4 address is never within an IPv6 network, nor the other way round. */
function within(address: Address, [network, bits]: [Address, number]): boolean {
  if (address instanceof ipaddr.IPv4) return network instanceof ipaddr.IPv4 && address.match(network, bits);
  return network instanceof ipaddr.IPv6 && address.match(network, bits);
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
