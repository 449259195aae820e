// The leaderboard's rules: which week "this week" is, and how people are ranked by points.

export const LEADERBOARD_PERIODS = ['week', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Monday that starts the week of `today` (a YYYY-MM-DD calendar date, the person's own), as YYYY-MM-DD.
 * Weeks run Monday to Sunday, as ISO 8601 has them. Throws a RangeError for anything but a real date.
 */
export function weekStartsOn(today: string): string {
  const time = ISO_DATE.test(today) ? Date.parse(`${today}T00:00:00Z`) : Number.NaN;
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== today) {
    throw new RangeError(`Not a calendar date: ${JSON.stringify(today)}`);
  }
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export type Scored = { user_id: string; full_name: string; points: number };

/**
 * Most points first; people with equal points share a rank and the next rank skips (1, 2, 2, 4).
 * Equal points are listed by name, then id, so the order never jumps between two loads.
 * Nobody has fewer than 0 points, so members with none come last.
 */
export function rankByPoints<Entry extends Scored>(entries: readonly Entry[]): (Entry & { rank: number })[] {
  const sorted = [...entries].sort(
    (a, b) =>
      b.points - a.points ||
      a.full_name.localeCompare(b.full_name, 'en', { sensitivity: 'base' }) ||
      (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.points !== sorted[index - 1]!.points) rank = index + 1;
    return { ...entry, rank };
  });
}
