import { useQuery } from '@tanstack/react-query';
import type { LeaderboardPeriod } from '@tidy/domain/leaderboard';
import { apiFetch } from '../../../lib/api-fetch';
import { leaderboardKeys } from './query-keys';

export type LeaderboardEntry = {
  user_id: string;
  /** '' when the person never gave a name. */
  full_name: string;
  points: number;
  /** Equal points share a rank: 1, 2, 2, 4. */
  rank: number;
  is_you: boolean;
};

export type Leaderboard = {
  period: LeaderboardPeriod;
  /** The Monday the week began (YYYY-MM-DD), for 'week'; null for 'all'. */
  week_starts_on: string | null;
  /** The signed-in person and everyone who shares a space with them, best first. */
  entries: LeaderboardEntry[];
};

/** Signed-in only (401 otherwise). `today` is the person's own calendar date, which decides their week. */
export function getLeaderboard(period: LeaderboardPeriod, today: string): Promise<Leaderboard> {
  const query = new URLSearchParams({ period, today });
  return apiFetch<Leaderboard>(`/api/leaderboard?${query.toString()}`);
}

export function useLeaderboard(period: LeaderboardPeriod, today: string) {
  return useQuery({
    queryKey: leaderboardKeys.board(period, today),
    queryFn: () => getLeaderboard(period, today),
    // Points arrive whenever someone's task is approved: show the cached board, but always ask again on arrival.
    staleTime: 0,
  });
}
