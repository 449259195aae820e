import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { summaryKeys } from './query-keys';

/** `user_id` is null for someone who has since deleted their account: they read 'Unknown User'. */
export type HistoryPerson = { user_id: string | null; full_name: string };

export type HistoryKind =
  | 'chore_done'
  | 'task_approved'
  | 'reward_redeemed'
  | 'points_adjusted'
  | 'points_refunded'
  | 'points_reversed'
  | 'points_earned';

export type HistoryEvent = {
  id: string;
  kind: HistoryKind;
  at: string;
  /** Whose work, or whose points. */
  member: HistoryPerson;
  /** The chore, task or reward; for an adjustment or an undo, its reason. */
  title: string;
  /** A chore turn: waiting for review, approved, or done (no review needed). */
  state: 'submitted' | 'approved' | 'done' | null;
  /** The area of the space, for an area's upkeep. */
  area: string | null;
  /** Points moved (+ or −); null when none did, or the viewer may not see this member's points. */
  points: number | null;
  /** Who approved, adjusted or undid it. */
  by: HistoryPerson | null;
  self_approved: boolean;
};

export type History = {
  member: string | null;
  /** The space's members, for the filter: current members, so each has an id. */
  members: { user_id: string; full_name: string }[];
  events: HistoryEvent[];
  /** Pass as `before` for the next, older page; null on the last page. */
  next_before: string | null;
};

/** Everyone's history, or one member's. */
export type HistoryMember = 'all' | (string & {});

/** A page of the space's history, newest first (members; 404 for anyone else). */
export function getHistory(spaceId: string, member: HistoryMember, before?: string): Promise<History> {
  const query = new URLSearchParams();
  if (member !== 'all') query.set('member', member);
  if (before) query.set('before', before);
  const search = query.toString();
  return apiFetch<History>(`/api/spaces/${encodeURIComponent(spaceId)}/history${search ? `?${search}` : ''}`);
}

/** The history in pages: "Load more" fetches the next, older page. */
export function useHistory(spaceId: string, member: HistoryMember) {
  return useInfiniteQuery({
    queryKey: summaryKeys.history(spaceId, member),
    queryFn: ({ pageParam }) => getHistory(spaceId, member, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
