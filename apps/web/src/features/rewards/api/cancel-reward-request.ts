import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { RewardRequest } from './get-reward-requests';
import { rewardKeys } from './query-keys';

export type CancelRewardRequestInput = { spaceId: string; requestId: string };

/** Withdraws your own request while it is pending. 409 once a reviewer answered it. */
export async function cancelRewardRequest({ requestId }: CancelRewardRequestInput): Promise<RewardRequest> {
  const body = await apiFetch<{ request: RewardRequest }>(
    `/api/reward-requests/${encodeURIComponent(requestId)}/cancel`,
    { method: 'POST' },
  );
  return body.request;
}

/** Invalidates: the space (the requests, the store's allowances). */
export function useCancelRewardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRewardRequest,
    onSuccess: (_request, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.space(spaceId) }),
  });
}
