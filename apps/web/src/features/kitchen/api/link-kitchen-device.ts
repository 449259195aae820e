import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { KitchenDevice } from './get-kitchen-devices';
import { kitchenKeys } from './query-keys';

export type LinkKitchenDeviceInput = { name: string; space_ids: string[] };

/** The code (and link) for the tablet: in this answer only, for 15 minutes, once. */
export type LinkStarted = {
  device: KitchenDevice;
  link: { code: string; url: string; expires_at: string };
};

/** Organizers of every chosen space: a tablet waiting for its one-time code. */
export function linkKitchenDevice(input: LinkKitchenDeviceInput): Promise<LinkStarted> {
  return apiFetch<LinkStarted>('/api/kitchen-devices', { method: 'POST', body: input });
}

/** Invalidates: the tablets. */
export function useLinkKitchenDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkKitchenDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.devices }),
  });
}
