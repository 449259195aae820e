import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Reward } from './get-rewards';
import { rewardKeys } from './query-keys';

export type RewardInput = { spaceId: string; rewardId: string };

/** Managers only: takes a reward out of the store (archived: requests and the ledger still name it). */
export async function removeReward({ rewardId }: RewardInput): Promise<Reward> {
  const body = await apiFetch<{ reward: Reward }>(`/api/rewards/${encodeURIComponent(rewardId)}`, { method: 'DELETE' });
  return body.reward;
}

/** Invalidates: the store. */
export function useRemoveReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReward,
    onSuccess: (_reward, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.store(spaceId) }),
  });
}
