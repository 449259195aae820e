import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { RewardFields } from './create-reward';
import type { Reward } from './get-rewards';
import { rewardKeys } from './query-keys';

export type UpdateRewardInput = { spaceId: string; rewardId: string; fields: RewardFields };

/** Managers only: changes a reward; requests already made keep the cost they were asked at. */
export async function updateReward({ rewardId, fields }: UpdateRewardInput): Promise<Reward> {
  const body = await apiFetch<{ reward: Reward }>(`/api/rewards/${encodeURIComponent(rewardId)}`, {
    method: 'PATCH',
    body: fields,
  });
  return body.reward;
}

/** Invalidates: the store. */
export function useUpdateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReward,
    onSuccess: (_reward, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.store(spaceId) }),
  });
}
