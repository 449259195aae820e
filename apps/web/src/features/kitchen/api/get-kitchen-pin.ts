import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { kitchenKeys } from './query-keys';

export type KitchenPinStatus = { has_pin: boolean; updated_at: string | null };

/** Whether you set a PIN for kitchen tablets (never the PIN itself: the server keeps a hash). */
export function getKitchenPin(): Promise<KitchenPinStatus> {
  return apiFetch<KitchenPinStatus>('/api/kitchen-pin');
}

export function useKitchenPin() {
  return useQuery({ queryKey: kitchenKeys.pin, queryFn: getKitchenPin });
}
