import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { kitchenKeys } from './query-keys';

export type SpaceRef = { id: string; name: string };

export type KitchenDevice = {
  id: string;
  name: string;
  /** waiting: its code has not been used yet. */
  state: 'waiting' | 'linked';
  /** The spaces it shows, of those you run. */
  spaces: SpaceRef[];
  linked_by: { user_id: string; full_name: string };
  created_at: string;
  linked_at: string | null;
  last_used_at: string | null;
  /** Waiting only: when its code stops working. */
  link_expires_at: string | null;
};

export type KitchenDeviceList = { spaces: SpaceRef[]; devices: KitchenDevice[] };

/** The spaces you run (a tablet may show them) and the tablets that show them; empty lists for anyone else. */
export function getKitchenDevices(): Promise<KitchenDeviceList> {
  return apiFetch<KitchenDeviceList>('/api/kitchen-devices');
}

/** While a tablet is waiting for its code, the list is read every few seconds so the phone sees it link. */
export function useKitchenDevices(options: { watchForLink?: boolean } = {}) {
  return useQuery({
    queryKey: kitchenKeys.devices,
    queryFn: getKitchenDevices,
    refetchInterval: (query) =>
      options.watchForLink && query.state.data?.devices.some((device) => device.state === 'waiting') ? 3_000 : false,
  });
}
