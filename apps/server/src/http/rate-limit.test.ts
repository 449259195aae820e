import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { createRateLimiter, RateLimited, secondsUntilAllowed, type Limit } from './rate-limit';

const MINUTE = 60_000;
const threePerQuarter: Limit = { max: 3, windowSeconds: 15 * 60 };

describe('rate limits', () => {
  let database: TestDatabase;
  let clock = 0;
  let limiter: ReturnType<typeof createRateLimiter>;
  let keys = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = createRateLimiter(database.db, () => clock);
  });
  afterAll(() => database.close());

  /** Attempts at the clock's time: 'ok', or the seconds the refusal says to wait. */
  const attempt = async (key: string, limit = threePerQuarter): Promise<'ok' | number> => {
    try {
      await limiter.consume([{ key, limit }]);
      return 'ok';
    } catch (error) {
      if (error instanceof RateLimited) return error.retryAfterSeconds;
      throw error;
    }
  };

  it('lets three through in 15 minutes and refuses the fourth, even just after a window’s edge', async () => {
    const key = `test:${++keys}`;
    const edge = Date.UTC(2026, 10, 29, 3, 15);
    clock = edge - 2_000;
    expect([await attempt(key), await attempt(key), await attempt(key)]).toEqual(['ok', 'ok', 'ok']);
    // A fixed window would start counting afresh here and let three more through.
    clock = edge + 1_000;
    const refused = await attempt(key);
    expect(refused).not.toBe('ok');
    // The wait it gives is long enough, and not much longer.
    clock += (refused as number) * 1000;
    expect(await attempt(key)).toBe('ok');
  });

  it('allows again as the earlier attempts slide out of the last 15 minutes', async () => {
    const key = `test:${++keys}`;
    const start = Date.UTC(2026, 10, 29, 4, 0);
    clock = start + 10 * MINUTE;
    for (let i = 0; i < 3; i += 1) expect(await attempt(key)).toBe('ok');
    clock = start + 16 * MINUTE;
    expect(await attempt(key)).not.toBe('ok');
    // The sliding count weighs the previous window's three by the share of it still in the last 15 minutes:
    // at 4:19, 1 + 3 × 11/15 is over three; at 4:20 it is 1 + 3 × 2/3, three.
    clock = start + 19 * MINUTE;
    expect(await attempt(key)).not.toBe('ok');
    clock = start + 20 * MINUTE;
    expect(await attempt(key)).toBe('ok');
  });

  it('does not count refused attempts: trying on does not make the wait longer', async () => {
    const key = `test:${++keys}`;
    clock = Date.UTC(2026, 10, 29, 6, 0) + 5 * MINUTE;
    for (let i = 0; i < 3; i += 1) await attempt(key);
    const first = await attempt(key);
    expect(first).not.toBe('ok');
    const allowedAt = clock + (first as number) * 1000;
    for (let i = 0; i < 5; i += 1) {
      clock += MINUTE;
      expect(await attempt(key)).toBe(Math.ceil((allowedAt - clock) / 1000));
    }
    clock = allowedAt;
    expect(await attempt(key)).toBe('ok');
  });

  it('takes a refused attempt back from every key it counted under', async () => {
    clock = Date.UTC(2026, 10, 29, 7, 0);
    const [narrow, wide] = [`test:${++keys}`, `test:${++keys}`];
    const both = [
      { key: narrow, limit: { max: 1, windowSeconds: 900 } },
      { key: wide, limit: { max: 2, windowSeconds: 900 } },
    ];
    await limiter.consume(both);
    await expect(limiter.consume(both)).rejects.toBeInstanceOf(RateLimited);
    // The wide key holds one attempt, so one more is allowed under it.
    expect(await attempt(wide, { max: 2, windowSeconds: 900 })).toBe('ok');
  });

  it('counts each key on its own', async () => {
    clock = Date.UTC(2026, 10, 29, 5, 0);
    const [a, b] = [`test:${++keys}`, `test:${++keys}`];
    for (let i = 0; i < 3; i += 1) await attempt(a);
    expect(await attempt(a)).not.toBe('ok');
    expect(await attempt(b)).toBe('ok');
  });

  it('says a wait after which the next attempt is allowed, whatever the counts', () => {
    const limit: Limit = { max: 5, windowSeconds: 600 };
    const windowMs = 600_000;
    for (const previous of [0, 1, 4, 5, 9]) {
      for (const current of [1, 3, 5, 6, 12]) {
        for (const elapsedMs of [0, 1_000, 299_000, 599_000]) {
          const wait = secondsUntilAllowed({ previous, current, elapsedMs }, limit);
          const sliding = current + previous * (1 - elapsedMs / windowMs);
          if (sliding <= limit.max) {
            expect(wait).toBe(0);
            continue;
          }
          expect(wait).toBeGreaterThan(0);
          // The next attempt, after the wait, in this window or the next; the refused one was taken back.
          const counted = current - 1;
          const at = elapsedMs + wait * 1000;
          const next =
            at < windowMs
              ? counted + 1 + previous * (1 - at / windowMs)
              : 1 + (at < 2 * windowMs ? counted * (1 - (at - windowMs) / windowMs) : 0);
          expect(next, `previous ${previous}, current ${current}, at ${elapsedMs} ms`).toBeLessThanOrEqual(
            limit.max + 1e-9,
          );
          // And a second less would not have been enough (the wait is the shortest in whole seconds).
          const before = at - 1_000;
          if (before > elapsedMs) {
            const earlier =
              before < windowMs
                ? counted + 1 + previous * (1 - before / windowMs)
                : 1 + counted * (1 - (before - windowMs) / windowMs);
            expect(earlier).toBeGreaterThan(limit.max);
          }
        }
      }
    }
  });
});
