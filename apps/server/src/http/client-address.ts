import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** True when the request came through a proxy (it says who it forwarded for). */
export function isForwarded(c: Context): boolean {
  return FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
}

/** The socket's peer address, when the request came over a real socket (not in-process tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's address: the socket peer, or the first X-Forwarded-For hop when we run behind our own proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
