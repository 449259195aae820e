import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

/** E-mails a link to /auth?mode=reset&token=…; always answers 'sent', account or not. */
export function requestPasswordReset(input: { email: string }): Promise<{ status: 'sent' }> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'request-reset'], mutationFn: requestPasswordReset });
}
