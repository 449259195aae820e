import { useQuery } from '@tanstack/react-query';
import { devicePushState } from '../../../lib/native/push';
import { notificationKeys } from './query-keys';

/**
 * This device's permission and subscription, asked of the browser (or the phone shell), not of our
 * server. Asked again when the tab comes back, since the person may have changed the permission.
 */
export function useDevicePushState() {
  return useQuery({ queryKey: notificationKeys.device, queryFn: devicePushState, retry: false });
}
