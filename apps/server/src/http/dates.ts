import { z } from '@hono/zod-openapi';
import { isIsoDate } from '@tidy/domain/time';
import { systemClock, type Clock } from '../platform/clock';

const DAY_MS = 86_400_000;

let clock: Clock = systemClock;
/** The clock "today" is checked against: the app's (createApp sets it, so a test can move it). */
export function checkDatesWith(next: Clock) {
  clock = next;
}

/**
 * "Today" in the person's own time zone, as their device sends it: we accept yesterday, today or tomorrow
 * as the server sees it, which covers every time zone on Earth.
 */
export const localToday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21')
  .refine(isIsoDate, 'must be a real calendar date')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    const today = Date.parse(`${clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    return Number.isFinite(time) && Math.abs(time - today) <= DAY_MS;
  }, 'must be today');
