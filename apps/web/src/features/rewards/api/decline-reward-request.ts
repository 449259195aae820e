import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { RewardRequest } from './get-reward-requests';
import { rewardKeys } from './query-keys';

export type DeclineRewardRequestInput = { spaceId: string; requestId: string; note?: string | undefined };

/**
 * Reviewers only, never their own: declines; no points move. 409 once the request was answered or cancelled.
 */
export function declineRewardRequest({ requestId, note }: DeclineRewardRequestInput) {
  return apiFetch<{ request: RewardRequest }>(`/api/reward-requests/${encodeURIComponent(requestId)}/decline`, {
    method: 'POST',
    body: note ? { note } : {},
  });
}

/** Invalidates: the space (the requests, balances, the ledger). */
export function useDeclineRewardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRewardRequest,
    onSuccess: (_answer, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.space(spaceId) }),
  });
}
