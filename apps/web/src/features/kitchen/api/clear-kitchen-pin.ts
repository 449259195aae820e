import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { KitchenPinStatus } from './get-kitchen-pin';
import { kitchenKeys } from './query-keys';

/** Removes your PIN: on a tablet you are picked with a tap. */
export async function clearKitchenPin(): Promise<void> {
  await apiFetch<undefined>('/api/kitchen-pin', { method: 'DELETE' });
}

/** Writes: the PIN status. */
export function useClearKitchenPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearKitchenPin,
    onSuccess: () => queryClient.setQueryData<KitchenPinStatus>(kitchenKeys.pin, { has_pin: false, updated_at: null }),
  });
}
