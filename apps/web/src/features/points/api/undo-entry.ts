import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { PointsMoved } from './adjust-points';
import { spaceKey } from './query-keys';

export type UndoEntryInput = { spaceId: string; entryId: string; reason?: string | undefined };

/**
 * Organizers only: undoes an entry made by mistake with a reversing entry (a spend is refunded). 409 when
 * it was already undone or the balance would go below 0.
 */
export function undoEntry({ entryId, reason }: UndoEntryInput): Promise<PointsMoved> {
  return apiFetch<PointsMoved>(`/api/points/${encodeURIComponent(entryId)}/undo`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** Invalidates: the space (its balances, the ledger, the rewards store and its requests). */
export function useUndoEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEntry,
    onSuccess: (_moved, { spaceId }) => queryClient.invalidateQueries({ queryKey: spaceKey(spaceId) }),
  });
}
