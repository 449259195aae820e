import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { kitchenKeys } from './query-keys';

/** Organizers of a space it shows: the tablet is refused at its very next request. */
export async function unlinkKitchenDevice(deviceId: string): Promise<void> {
  await apiFetch<undefined>(`/api/kitchen-devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' });
}

/** Invalidates: the tablets. */
export function useUnlinkKitchenDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkKitchenDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.devices }),
  });
}
