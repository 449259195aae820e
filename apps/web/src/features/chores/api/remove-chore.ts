import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Chore } from './get-chores';
import { choreKeys } from './query-keys';

export type ChoreInput = { spaceId: string; choreId: string };

/** Organizers and parents: removes a chore (archived: it keeps its history and can be restored). */
export async function removeChore({ choreId }: ChoreInput): Promise<Chore> {
  const body = await apiFetch<{ chore: Chore }>(`/api/chores/${encodeURIComponent(choreId)}`, { method: 'DELETE' });
  return body.chore;
}

/** Invalidates: the space's chores. */
export function useRemoveChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChore,
    onSuccess: (_chore, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
