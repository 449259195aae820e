import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type EmailSignUpInput = {
  email: string;
  password: string;
  full_name: string;
  /** Where the confirmation link lands instead of /redirect?confirmed=1 (a same-site path). */
  redirect?: string;
};

/**
 * Sends a confirmation e-mail. The answer is the same whether or not the address already has an
 * account, so nobody can use this form to find out who uses the app.
 */
export function signUpWithEmail(input: EmailSignUpInput): Promise<{ status: 'verification_sent'; message: string }> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUpWithEmail() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'sign-up'], mutationFn: signUpWithEmail });
}
