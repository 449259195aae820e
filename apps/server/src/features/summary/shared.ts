import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Clock } from '../../platform/clock';

// What the summary feature's files share: its dependencies and people's names.

export type SummaryDeps = { db: Database; clock: Clock };

export type Person = { user_id: string; full_name: string };

/** Turn states that mean the work was done: waiting for review, approved, or done with no review needed. */
export const DONE_STATES = ['submitted', 'approved', 'done'] as const;

/** Full names by user id, from one primary-key lookup; someone without a profile reads 'Unknown User'. */
export async function namesOf(db: Database, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name.trim() || 'Unknown User']));
}

export const personOf = (names: Map<string, string>, id: string): Person => ({
  user_id: id,
  full_name: names.get(id) ?? 'Unknown User',
});

/**
 * An instant as text to the microsecond (JavaScript dates keep milliseconds), so a page's cursor names the
 * exact row it stopped at and no row with the same millisecond is skipped.
 */
export const exactInstant = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
