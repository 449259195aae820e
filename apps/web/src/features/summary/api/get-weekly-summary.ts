import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { summaryKeys } from './query-keys';

export type MemberWeek = {
  user_id: string;
  full_name: string;
  is_you: boolean;
  chores_done: number;
  /** Null where you may not see this member's points. */
  tasks_approved: number | null;
  points_earned: number | null;
  points_spent: number | null;
};

export type SpaceWeek = {
  id: string;
  name: string;
  role: 'organizer' | 'parent' | 'child' | 'guest';
  /** You first, then by name. */
  members: MemberWeek[];
  /** Turns still to do that are past due now. */
  chores_overdue: number;
  rewards_redeemed: number;
  /** Your chore streak now; null where you do no chores (a guest). */
  my_streak: { current: number; paused_today: boolean } | null;
};

export type WeeklySummary = {
  week: {
    /** The Monday (YYYY-MM-DD). */
    starts_on: string;
    ends_on: string;
    /** "23–29 Nov 2026" */
    label: string;
    /** This week, still running. */
    ongoing: boolean;
    /** The Monday of the week before. */
    previous: string;
    /** The Monday of the week after; null for this week. */
    next: string | null;
  };
  /** The week in sentences, as the e-mail and the push say it. */
  headlines: string[];
  spaces: SpaceWeek[];
};

/** Your summary of the week that `week` (any of its days) falls in; this week without it. */
export function getWeeklySummary(week?: string): Promise<WeeklySummary> {
  return apiFetch<WeeklySummary>(week ? `/api/summary?week=${encodeURIComponent(week)}` : '/api/summary');
}

export function useWeeklySummary(week: string | undefined) {
  return useQuery({
    queryKey: summaryKeys.summary(week ?? 'this'),
    queryFn: () => getWeeklySummary(week),
    // Moving between weeks keeps the last week on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
