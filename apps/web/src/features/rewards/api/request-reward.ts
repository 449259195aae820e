import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { RewardRequest } from './get-reward-requests';
import { rewardKeys } from './query-keys';

export type RequestRewardInput = { spaceId: string; rewardId: string; note?: string | undefined };

/** Asks for a reward; a reviewer answers. 409 with the reason when it cannot be asked (points, weekly limit). */
export async function requestReward({ rewardId, note }: RequestRewardInput): Promise<RewardRequest> {
  const body = await apiFetch<{ request: RewardRequest }>(`/api/rewards/${encodeURIComponent(rewardId)}/requests`, {
    method: 'POST',
    body: note ? { note } : {},
  });
  return body.request;
}

/** Invalidates: the space (the store's allowances, the requests). */
export function useRequestReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReward,
    onSuccess: (_request, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.space(spaceId) }),
  });
}
