import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';

/** E-mails a one-time link (30 minutes) that confirms the deletion, for an account without a password. */
export function sendDeletionLink(): Promise<{ status: 'sent'; expires_at: string }> {
  return apiFetch('/api/account/deletion-link', { method: 'POST' });
}

/** Invalidates nothing: the link arrives by e-mail. */
export function useSendDeletionLink() {
  return useMutation({ mutationFn: sendDeletionLink });
}
