import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

export type GoogleSignInInput = {
  /** A same-site path to land on after signing in; default /redirect. */
  redirect?: string;
};

/** Answers the Google address to send the browser to; Google sends it back through the server. */
export function startGoogleSignIn(input: GoogleSignInInput): Promise<{ url: string }> {
  return apiFetch('/api/auth/sign-in/google', { method: 'POST', body: input });
}

export function useStartGoogleSignIn() {
  return useMutation({ mutationKey: [...authKeys.mutations, 'google'], mutationFn: startGoogleSignIn });
}
