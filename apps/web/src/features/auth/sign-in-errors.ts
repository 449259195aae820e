/*
 * The codes the server puts in /auth?error=… when a sign-in link or Google sign-in fails, in words a
 * person can act on. Used when the address carries no error_description.
 */
const FRIENDLY_TEXT: Record<string, string> = {
  INVALID_TOKEN: 'This sign-in link has expired or was already used. Ask for a new one below.',
  EXPIRED_TOKEN: 'This sign-in link has expired or was already used. Ask for a new one below.',
  access_denied: 'Google sign-in was cancelled. You can try again or use your email instead.',
  state_mismatch: 'Signing in took too long or was started in another tab. Please try again.',
  please_restart_the_process: 'Signing in took too long or was started in another tab. Please try again.',
  no_code: 'Google did not finish signing you in. Please try again.',
  invalid_code: 'Google did not finish signing you in. Please try again.',
  email_not_found: 'Your Google account did not share an email address, so we could not sign you in.',
  unable_to_get_user_info: 'We could not read your Google account details. Please try again.',
  email_not_verified: 'Please confirm your email address first, then sign in.',
  unable_to_link_account: 'This email address already has an account. Sign in with your password or a sign-in link.',
  account_not_linked: 'This email address already has an account. Sign in with your password or a sign-in link.',
  new_user_signup_disabled: 'New accounts cannot be created on this server right now.',
};

const FALLBACK = 'Something went wrong while signing you in. Please try again.';
/** A description from the address is shown as text, never as markup; long ones are cut short. */
const MAX_DESCRIPTION_LENGTH = 200;

export function signInErrorText(code: string, description: string | null): string {
  const given = description?.trim();
  if (given) return given.length > MAX_DESCRIPTION_LENGTH ? `${given.slice(0, MAX_DESCRIPTION_LENGTH)}…` : given;
  return FRIENDLY_TEXT[code] ?? FALLBACK;
}
