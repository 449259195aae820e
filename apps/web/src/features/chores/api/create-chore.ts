import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurrenceRule } from '@tidy/domain/recurrence';
import type { ChoreAssignment } from '@tidy/domain/rotation';
import { apiFetch } from '../../../lib/api-fetch';
import type { Chore } from './get-chores';
import { choreKeys } from './query-keys';

/** What the chore form sends, on create and on change. */
export type ChoreFields = {
  title: string;
  description: string;
  estimated_time: number;
  points: number;
  rule: RecurrenceRule | null;
  starts_on: string;
  due_time: string | null;
  assignment: ChoreAssignment;
};
export type CreateChoreInput = { spaceId: string; fields: ChoreFields };

/** Organizers and parents: adds a chore and its first turn. */
export async function createChore({ spaceId, fields }: CreateChoreInput): Promise<Chore> {
  const body = await apiFetch<{ chore: Chore }>(`/api/spaces/${encodeURIComponent(spaceId)}/chores`, {
    method: 'POST',
    body: fields,
  });
  return body.chore;
}

/** Invalidates: the space's chores (the list, the calendar). */
export function useCreateChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChore,
    onSuccess: (_chore, { spaceId }) => queryClient.invalidateQueries({ queryKey: choreKeys.all(spaceId) }),
  });
}
