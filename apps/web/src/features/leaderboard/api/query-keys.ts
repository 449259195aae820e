import type { LeaderboardPeriod } from '@tidy/domain/leaderboard';

/** Cache keys of the leaderboard feature, in one place. */
export const leaderboardKeys = {
  /** Every period's board; approving a task (tasks feature) may invalidate these. */
  all: ['leaderboard'] as const,
  /** GET /api/leaderboard for one period, as of the person's own day. */
  board: (period: LeaderboardPeriod, today: string) => ['leaderboard', period, today] as const,
};
