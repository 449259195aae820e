import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disablePush } from '../../../lib/native/push';
import { notificationKeys } from './query-keys';

/** Unsubscribes this browser (DELETE /api/push/subscriptions inside disablePush). Invalidates: settings, device. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disablePush,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
