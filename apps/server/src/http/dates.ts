import { z } from '@hono/zod-openapi';
import { isIsoDate } from '@tidy/domain/time';

const DAY_MS = 86_400_000;

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
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    return Number.isFinite(time) && Math.abs(time - today) <= DAY_MS;
  }, 'must be today');
