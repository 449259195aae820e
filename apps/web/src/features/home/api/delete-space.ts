import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from './query-keys';

/** Deletes the space with its tasks and every member's access. Organizers only (else 403). */
export async function deleteSpace(id: string): Promise<void> {
  await apiFetch<undefined>(`/api/spaces/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Invalidates: spaces, home status (the last space may be gone). */
export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpace,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
        queryClient.invalidateQueries({ queryKey: homeKeys.status }),
      ]),
  });
}
