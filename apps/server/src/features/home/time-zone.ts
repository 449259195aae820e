import { z } from '@hono/zod-openapi';
import { isTimeZone } from '@tidy/domain/notifications';

// A household's time zone: where its chores fall due and turn overdue, and how its calendar feed reads.

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';

/** The zones this runtime lists (its canonical IANA names), and UTC, which it does not list. */
const KNOWN_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * The runtime's own name for `value` when it is a zone it knows, else null. Another browser may spell a zone
 * by its newer or older IANA name (Asia/Kolkata, Asia/Calcutta): both are the one zone, stored one way.
 */
export function knownTimeZone(value: string): string | null {
  if (!isTimeZone(value)) return null;
  const canonical = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  return KNOWN_ZONES.has(canonical) ? canonical : null;
}

export const HouseholdTimeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((value, context) => {
    const zone = knownTimeZone(value);
    if (zone === null) context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return zone ?? value;
  })
  .openapi({
    description: "An IANA time zone name, as the server's runtime lists them, or UTC",
    example: 'Europe/Berlin',
  });
