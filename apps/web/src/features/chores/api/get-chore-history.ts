import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { ChorePerson } from './get-chores';
import { choreKeys } from './query-keys';

export type OccurrenceState = 'todo' | 'submitted' | 'approved' | 'sent_back' | 'skipped' | 'done';

/** One turn of a chore: to do, done and waiting for review, approved, sent back or skipped. */
export type Occurrence = {
  id: string;
  chore_id: string;
  space_id: string;
  title: string;
  points: number;
  due_on: string;
  due_time: string | null;
  overdue: boolean;
  state: OccurrenceState;
  /** Whose turn it is (or was); null: open. */
  turn: ChorePerson | null;
  /** `user_id` is null for someone who has since deleted their account. */
  done_by: { user_id: string | null; full_name: string } | null;
  done_on: string | null;
  submitted_at: string | null;
  reviewed_by: ChorePerson | null;
  reviewed_at: string | null;
  self_approved: boolean;
  points_awarded: number | null;
  rejection_reason: string | null;
};

export type ChoreHistoryPage = { entries: Occurrence[]; next_before: string | null };

/** A page of a chore's past turns, newest first; `before` is the previous page's next_before. */
export function getChoreHistory(choreId: string, before: string | null): Promise<ChoreHistoryPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<ChoreHistoryPage>(`/api/chores/${encodeURIComponent(choreId)}/history${query}`);
}

export function useChoreHistory(spaceId: string, choreId: string) {
  return useInfiniteQuery({
    queryKey: choreKeys.history(spaceId, choreId),
    queryFn: ({ pageParam }) => getChoreHistory(choreId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_before,
  });
}
