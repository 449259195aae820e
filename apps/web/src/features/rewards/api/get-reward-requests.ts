import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { rewardKeys } from './query-keys';

export type RewardRequestStatus = 'pending' | 'approved' | 'declined' | 'cancelled';
type Person = { user_id: string; full_name: string };

export type RewardRequest = {
  id: string;
  reward_id: string;
  reward_title: string;
  /** Who asked. */
  user: Person;
  /** The cost when it was asked for. */
  cost: number;
  status: RewardRequestStatus;
  /** The member's words with the request. */
  note: string;
  /** The reviewer's words with the answer. */
  review_note: string;
  /** `user_id` is null for a reviewer who has since deleted their account. */
  reviewed_by: { user_id: string | null; full_name: string } | null;
  reviewed_at: string | null;
  created_at: string;
  /** The spend was undone afterwards: the points came back. */
  refunded: boolean;
  /** You may approve or decline it (a reviewer, not your own). */
  can_review: boolean;
};

/** Requests in the space, newest first: your own, and everyone's for a reviewer. */
export async function getRewardRequests(spaceId: string, status: 'pending' | 'all'): Promise<RewardRequest[]> {
  const body = await apiFetch<{ requests: RewardRequest[] }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/reward-requests?status=${status}`,
  );
  return body.requests;
}

export function useRewardRequests(spaceId: string, status: 'pending' | 'all', enabled = true) {
  return useQuery({
    queryKey: rewardKeys.requests(spaceId, status),
    queryFn: () => getRewardRequests(spaceId, status),
    enabled,
  });
}
