import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** Sends a 'test' notification to every device of the signed-in person; resolves to how many it reached. */
export async function sendTestNotification(): Promise<number> {
  const body = await apiFetch<{ sent: number }>('/api/push/test', { method: 'POST' });
  return body.sent;
}

/** Changes nothing cached: the answer is only told in a toast. */
export function useSendTestNotification() {
  return useMutation({ mutationFn: sendTestNotification });
}
