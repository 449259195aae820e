import { useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { TaskState } from '@tidy/domain/task-state';
import { todayIsoDate } from '@tidy/domain/time';
import type { DailyTask } from '../../features/tasks/api/get-daily-tasks';
import type { ApprovalItem } from '../../features/tasks/api/get-approvals';
import { apiFetch } from '../../lib/api-fetch';

export type SpaceRef = { id: string; name: string };

export type TodayItem = {
  kind: 'daily' | 'assignment' | 'upkeep' | 'chore';
  /** The daily task, the assignment, the upkeep task or the chore's turn (occurrence). */
  id: string;
  space: SpaceRef;
  title: string;
  estimated_time: number | null;
  state: TaskState;
  points: number | null;
  points_awarded: number | null;
  rejection_reason: string | null;
  due_on: string | null;
  interval_days: number | null;
  overdue: boolean;
  area: { id: string; name: string } | null;
  daily: DailyTask | null;
  approved_at: string | null;
  /**
   * Chores only: the chore of this turn; `open` when nobody has it yet (marking it done takes it);
   * `nudged_at` when an organizer nudged them about it within the last day.
   */
  chore: { id: string; open: boolean; nudged_at: string | null; nudged_by: string | null } | null;
};

export type TodayReview = ApprovalItem & { space: SpaceRef };

export type TodaySuggestion = {
  id: string;
  space: SpaceRef;
  title: string;
  description: string;
  estimated_time: number;
  priority: number;
  points: number;
};

export type Today = {
  date: string;
  spaces: (SpaceRef & {
    role: string;
    can_review: boolean;
    can_manage_rewards: boolean;
    /** The person's balance in the space. */
    points: number;
    chores_to_review: number;
    reward_requests: number;
  })[];
  counts: { reviews: number; assigned: number; chores_to_review: number; reward_requests: number };
  items: TodayItem[];
  reviews: TodayReview[];
  suggestions: TodaySuggestion[];
};

/** Everything under ['today'] is Today: every change anywhere may touch it, so it is refreshed as one. */
export const todayKeys = {
  all: ['today'] as const,
  day: (date: string) => ['today', date] as const,
};

/** The person's own date, as the server expects it. */
export const localToday = () => todayIsoDate(new Date());

/** The address Today is read from, for the person's `date` (the server also reads it to render Today). */
export const todayPath = (date: string) => `/api/today?date=${encodeURIComponent(date)}`;

export async function getToday(date: string): Promise<Today> {
  return apiFetch<Today>(todayPath(date));
}

/**
 * The person's date when the server renders Today for them (prerender/render-page.tsx): the server's own
 * clock and time zone are not theirs. In the browser nothing provides it, and the device's date counts.
 */
export const RenderedDate = createContext<string | null>(null);

/** Today across all of the person's spaces; the navigation reads its counts from the same cache entry. */
export function useToday<Selected = Today>(options: { enabled?: boolean; select?: (today: Today) => Selected } = {}) {
  const date = use(RenderedDate) ?? localToday();
  return useQuery({
    queryKey: todayKeys.day(date),
    queryFn: () => getToday(date),
    enabled: options.enabled ?? true,
    select: options.select,
  });
}
