import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enablePush, type EnablePushResult } from '../../../lib/native/push';
import type { NotificationSettings } from './get-notification-settings';
import { notificationKeys } from './query-keys';

/**
 * Asks this device for permission and subscribes it (POST /api/push/subscriptions inside enablePush).
 * Writes the new device count into the settings; invalidates: the device state.
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicKey: string): Promise<EnablePushResult> => enablePush(publicKey),
    onSuccess: (result) => {
      if (result.outcome === 'subscribed') {
        queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (current) =>
          current ? { ...current, push: { ...current.push, subscriptions: result.subscriptions } } : current,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.device }),
  });
}
