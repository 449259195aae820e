import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { HttpError } from './errors';

// Fixed-window counters in the database, so every server process counts the same attempts.

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
  /** Counts one attempt under each key; throws RateLimited when any key is over its limit. */
  consume(checks: { key: string; limit: Limit }[]): Promise<void>;
  /**
   * Takes back one attempt counted in the current window, for an attempt that turned out right: counting
   * before checking holds the limit against attempts made at once, and only wrong ones stay counted.
   */
  release(checks: { key: string; limit: Limit }[]): Promise<void>;
};

export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  let calls = 0;
  return {
    async consume(checks) {
      const nowMs = now();
      let retryAfter = 0;
      for (const { key, limit } of checks) {
        const windowMs = limit.windowSeconds * 1000;
        const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
        const [row] = await db
          .insert(rateLimitCounters)
          .values({ key, windowStart, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          })
          .returning({ hits: rateLimitCounters.hits });
        if ((row?.hits ?? 0) > limit.max) {
          retryAfter = Math.max(retryAfter, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
        }
      }
      // Now and then, forget windows that ended long ago.
      if (++calls % 200 === 0) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowMs - 86_400_000)));
      }
      if (retryAfter > 0) throw new RateLimited(retryAfter);
    },
    async release(checks) {
      const nowMs = now();
      for (const { key, limit } of checks) {
        const windowMs = limit.windowSeconds * 1000;
        const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
        await db
          .update(rateLimitCounters)
          .set({ hits: sql`${rateLimitCounters.hits} - 1` })
          .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart), gt(rateLimitCounters.hits, 0)));
      }
    },
  };
}
