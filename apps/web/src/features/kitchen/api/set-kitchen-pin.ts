import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { KitchenPinStatus } from './get-kitchen-pin';
import { kitchenKeys } from './query-keys';

/** Sets or changes your own 4-digit PIN; every tablet asks for it from the next time you pick yourself. */
export function setKitchenPin(pin: string): Promise<KitchenPinStatus> {
  return apiFetch<KitchenPinStatus>('/api/kitchen-pin', { method: 'PUT', body: { pin } });
}

/** Writes: the PIN status. */
export function useSetKitchenPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKitchenPin,
    onSuccess: (status) => queryClient.setQueryData(kitchenKeys.pin, status),
  });
}
