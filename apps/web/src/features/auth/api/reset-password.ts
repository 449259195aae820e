import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type ResetPasswordInput = { token: string; password: string };

/** Sets a new password and ends every session. Fails with `weak_password` or `invalid_token` (400). */
export function resetPassword(input: ResetPasswordInput): Promise<{ status: 'reset' }> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'reset'], mutationFn: resetPassword });
}
