import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Space } from './get-spaces';
import { homeKeys } from './query-keys';

export type UpdateSpaceInput = {
  id: string;
  name?: string;
  description?: string;
  /** An IANA zone the server lists; 400 "time_zone: Choose a time zone from the list." otherwise. */
  time_zone?: string;
};

/** Organizers only: anyone else gets 403 `forbidden`. */
export async function updateSpace({ id, ...changes }: UpdateSpaceInput): Promise<Space> {
  const body = await apiFetch<{ space: Space }>(`/api/spaces/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
  return body.space;
}

/** Invalidates: spaces. */
export function useUpdateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
  });
}
