import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Reward } from './get-rewards';
import type { RewardInput } from './remove-reward';
import { rewardKeys } from './query-keys';

/** Managers only: puts a removed reward back in the store (the Undo after removing one). */
export async function restoreReward({ rewardId }: RewardInput): Promise<Reward> {
  const body = await apiFetch<{ reward: Reward }>(`/api/rewards/${encodeURIComponent(rewardId)}/restore`, {
    method: 'POST',
  });
  return body.reward;
}

/** Invalidates: the store. */
export function useRestoreReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreReward,
    onSuccess: (_reward, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.store(spaceId) }),
  });
}
