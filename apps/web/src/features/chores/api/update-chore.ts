import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { ChoreFields } from './create-chore';
import type { Chore } from './get-chores';
import { choreKeys } from './query-keys';

export type UpdateChoreInput = { spaceId: string; choreId: string; fields: Partial<ChoreFields> };

/** Organizers and parents: changes a chore; a new rule, start or assignment moves its open turn. */
export async function updateChore({ choreId, fields }: UpdateChoreInput): Promise<Chore> {
  const body = await apiFetch<{ chore: Chore }>(`/api/chores/${encodeURIComponent(choreId)}`, {
    method: 'PATCH',
    body: fields,
  });
  return body.chore;
}

/** Invalidates: the space's chores (the list, the calendar, its history). */
export function useUpdateChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChore,
    onSuccess: (_chore, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
