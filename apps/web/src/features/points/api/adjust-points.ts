import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { LedgerEntry } from './get-ledger';
import { spaceKey } from './query-keys';

export type AdjustPointsInput = { spaceId: string; userId: string; points: number; reason: string };
export type PointsMoved = { entry: LedgerEntry; balance: number };

/** Organizers only, never their own: adds (or takes) points with a reason. 409 when it would go below 0. */
export function adjustPoints({ spaceId, userId, points, reason }: AdjustPointsInput): Promise<PointsMoved> {
  return apiFetch<PointsMoved>(`/api/spaces/${encodeURIComponent(spaceId)}/points/adjustments`, {
    method: 'POST',
    body: { user_id: userId, points, reason },
  });
}

/** Invalidates: the space (its balances, the ledger, the rewards store). */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustPoints,
    onSuccess: (_moved, { spaceId }) => queryClient.invalidateQueries({ queryKey: spaceKey(spaceId) }),
  });
}
