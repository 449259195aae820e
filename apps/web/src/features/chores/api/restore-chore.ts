import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Chore } from './get-chores';
import type { ChoreInput } from './remove-chore';
import { choreKeys } from './query-keys';

/** Organizers and parents: puts a removed chore back (the Undo after removing one). */
export async function restoreChore({ choreId }: ChoreInput): Promise<Chore> {
  const body = await apiFetch<{ chore: Chore }>(`/api/chores/${encodeURIComponent(choreId)}/restore`, {
    method: 'POST',
  });
  return body.chore;
}

/** Invalidates: the space's chores. */
export function useRestoreChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreChore,
    onSuccess: (_chore, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
