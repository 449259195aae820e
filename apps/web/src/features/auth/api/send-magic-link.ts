import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type MagicLinkInput = {
  email: string;
  /** A same-site path where the link lands once signed in, e.g. an invite link; default /redirect. */
  redirect?: string;
};

/** E-mails a one-time sign-in link. Always answers 'sent', whether or not the address has an account. */
export function sendMagicLink(input: MagicLinkInput): Promise<{ status: 'sent' }> {
  return apiFetch('/api/auth/sign-in/magic-link', { method: 'POST', body: input });
}

export function useSendMagicLink() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'magic-link'], mutationFn: sendMagicLink });
}
