import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { RewardRequest } from './get-reward-requests';
import { rewardKeys } from './query-keys';

export type ApproveRewardRequestInput = { spaceId: string; requestId: string; note?: string | undefined };

/**
 * Reviewers only, never their own: approves and spends the member's points, in one step. 409 "Not enough points for this."
 * when they no longer cover it, or once the request was answered or cancelled.
 */
export function approveRewardRequest({ requestId, note }: ApproveRewardRequestInput) {
  return apiFetch<{ request: RewardRequest; balance: number }>(
    `/api/reward-requests/${encodeURIComponent(requestId)}/approve`,
    {
      method: 'POST',
      body: note ? { note } : {},
    },
  );
}

/** Invalidates: the space (the requests, balances, the ledger). */
export function useApproveRewardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRewardRequest,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.space(spaceId) }),
  });
}
