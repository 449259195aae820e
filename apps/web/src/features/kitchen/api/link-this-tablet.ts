import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { kitchenKeys } from './query-keys';

/**
 * The tablet hands in the code an organizer's phone showed. The server answers with the tablet's own credential
 * in an httpOnly cookie, which this code never sees; 404 for a wrong, used or expired code.
 */
export function linkThisTablet(code: string): Promise<{ device: { id: string; name: string } }> {
  return apiFetch<{ device: { id: string; name: string } }>('/api/kitchen/link', { method: 'POST', body: { code } });
}

/** Invalidates: everything the tablet reads. */
export function useLinkThisTablet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkThisTablet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.tablet }),
  });
}
