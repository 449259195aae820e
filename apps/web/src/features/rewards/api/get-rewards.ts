import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { rewardKeys } from './query-keys';

export type Reward = {
  id: string;
  title: string;
  description: string;
  cost: number;
  /** How many times one member may have it approved in a week (Monday to Sunday); null is no limit. */
  weekly_limit: number | null;
  /** How many of the week's allowance you used. */
  used_this_week: number;
  /** You may ask for it now (enough points, under the limit, not a guest). */
  can_request: boolean;
  created_at: string;
};

export type RewardStore = {
  rewards: Reward[];
  /** Your points in this space. */
  balance: number;
  /** Add, change and remove rewards. */
  can_manage: boolean;
  /** Answer other members' requests. */
  can_review: boolean;
  /** Parents manage rewards too (organizers decide). */
  parents_manage_rewards: boolean;
};

/** The space's rewards store as the signed-in member sees it; 404 when not a member. */
export function getRewards(spaceId: string): Promise<RewardStore> {
  return apiFetch<RewardStore>(`/api/spaces/${encodeURIComponent(spaceId)}/rewards`);
}

export function useRewards(spaceId: string) {
  return useQuery({ queryKey: rewardKeys.store(spaceId), queryFn: () => getRewards(spaceId) });
}
