import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type EmailSignInInput = { email: string; password: string };

/** Sets the session cookie. Fails with `invalid_credentials` (401) or `email_not_confirmed` (403). */
export function signInWithEmail(input: EmailSignInInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** The session is not in the query cache but in the auth context: the caller refreshes that. */
export function useSignInWithEmail() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'sign-in'], mutationFn: signInWithEmail });
}
