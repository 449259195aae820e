import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type ResendConfirmationInput = {
  email: string;
  /** Where the new link lands, as the sign-up asked (e.g. back at an invitation); else /redirect?confirmed=1. */
  redirect?: string;
};

/**
 * E-mails a new confirmation link. The answer is 'sent' whether or not the address has an account waiting
 * for confirmation, so nobody can use it to find out who uses the app; the server limits how often.
 */
export function resendConfirmation(input: ResendConfirmationInput): Promise<{ status: 'sent' }> {
  return apiFetch('/api/auth/send-verification-email', { method: 'POST', body: input });
}

export function useResendConfirmation() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'resend-confirmation'], mutationFn: resendConfirmation });
}
