import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { useAuth } from '../../../lib/auth';

export type DeleteAccountInput = { password: string } | { token: string };

/** Deletes the signed-in person's account; the server clears the session cookie with its answer. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ status: 'deleted'; spaces_deleted: number }> {
  return apiFetch('/api/account/delete', { method: 'POST', body: input });
}

/**
 * Deletes the account and then forgets the person on this device, as signing out does (lib/auth.tsx). Nothing to
 * invalidate: the query cache is emptied when the person changes.
 */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  return useMutation({ mutationFn: (input: DeleteAccountInput) => signOut({ by: () => deleteAccount(input) }) });
}
