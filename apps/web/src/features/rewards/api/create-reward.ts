import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Reward } from './get-rewards';
import { rewardKeys } from './query-keys';

export type RewardFields = { title: string; description: string; cost: number; weekly_limit: number | null };
export type CreateRewardInput = { spaceId: string; fields: RewardFields };

/** Managers only: adds a reward to the space's store. */
export async function createReward({ spaceId, fields }: CreateRewardInput): Promise<Reward> {
  const body = await apiFetch<{ reward: Reward }>(`/api/spaces/${encodeURIComponent(spaceId)}/rewards`, {
    method: 'POST',
    body: fields,
  });
  return body.reward;
}

/** Invalidates: the store. */
export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSuccess: (_reward, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.store(spaceId) }),
  });
}
