import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from './errors';

// Counters in the database, so every server process counts the same attempts. Each key counts per window of
// the limit's length, and an attempt is weighed against a sliding window: this window's count plus the part of
// the previous window's count that still lies within the last windowSeconds. So a limit of 3 per 15 minutes
// never lets 6 through around a window's edge, as plain fixed windows would.

export type Limit = { max: number; windowSeconds: number };

export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'rate_limited', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
      retryAfterSeconds,
    });
  }
}

export type RateLimiter = {
  /**
   * Counts one attempt under each key; when any key is over its limit, takes the attempt back from every key
   * (a refused attempt did nothing, and counting it would make the wait longer than the one the refusal
   * says) and throws RateLimited.
   */
  consume(checks: { key: string; limit: Limit }[]): Promise<void>;
  /**
   * Takes back one attempt counted in the current window, for an attempt that turned out right: counting
   * before checking holds the limit against attempts made at once, and only wrong ones stay counted.
   */
  release(checks: { key: string; limit: Limit }[]): Promise<void>;
};

export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  let calls = 0;
  const takeBack = async (checks: { key: string; limit: Limit }[], nowMs: number) => {
    for (const { key, limit } of checks) {
      const { windowStart } = windowOf(limit, nowMs);
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart), gt(rateLimitCounters.hits, 0)));
    }
  };
  return {
    async consume(checks) {
      const nowMs = now();
      let retryAfter = 0;
      for (const { key, limit } of checks) {
        const { windowMs, windowStart } = windowOf(limit, nowMs);
        const [previous] = await db
          .select({ hits: rateLimitCounters.hits })
          .from(rateLimitCounters)
          .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStart.getTime() - windowMs))));
        const [row] = await db
          .insert(rateLimitCounters)
          .values({ key, windowStart, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          })
          .returning({ hits: rateLimitCounters.hits });
        const wait = secondsUntilAllowed(
          { previous: previous?.hits ?? 0, current: row?.hits ?? 0, elapsedMs: nowMs - windowStart.getTime() },
          limit,
        );
        retryAfter = Math.max(retryAfter, wait);
      }
      // Now and then, forget windows that ended long ago (the longest limit is a day, and its previous window counts).
      if (++calls % 200 === 0) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowMs - 3 * 86_400_000)));
      }
      if (retryAfter > 0) {
        await takeBack(checks, nowMs);
        throw new RateLimited(retryAfter);
      }
    },
    async release(checks) {
      await takeBack(checks, now());
    },
  };
}

/** The window of `limit`'s length that `nowMs` falls in (windows start at multiples of their length). */
function windowOf(limit: Limit, nowMs: number) {
  const windowMs = limit.windowSeconds * 1000;
  return { windowMs, windowStart: new Date(Math.floor(nowMs / windowMs) * windowMs) };
}

/**
 * 0 when the attempt just counted (in `current`) is allowed; otherwise how long until the next attempt would be,
 * in whole seconds, this one taken back. The sliding count is current + previous × (the share of the previous
 * window still inside the last windowSeconds); it shrinks as the previous window slides out, and at the next
 * window's start this window becomes the previous one.
 */
export function secondsUntilAllowed(
  counts: { previous: number; current: number; elapsedMs: number },
  limit: Limit,
): number {
  const windowMs = limit.windowSeconds * 1000;
  const { previous, current, elapsedMs } = counts;
  if (current + previous * (1 - elapsedMs / windowMs) <= limit.max) return 0;
  // With this attempt taken back, the next one makes the count `current` again.
  let waitMs: number;
  if (current <= limit.max) {
    // Later in this window, once enough of the previous one has slid out: current + previous × (1 − f) ≤ max.
    waitMs = (1 - (limit.max - current) / previous) * windowMs - elapsedMs;
  } else {
    // In the next window, once enough of this one has slid out: 1 + (current − 1) × (1 − f) ≤ max.
    waitMs = windowMs - elapsedMs + (1 - (limit.max - 1) / (current - 1)) * windowMs;
  }
  // (Rounded to the millisecond first, so a float just over a whole second does not add one.)
  return Math.max(1, Math.ceil(Math.round(waitMs) / 1000));
}
