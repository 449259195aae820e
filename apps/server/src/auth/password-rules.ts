import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const KEYBOARD_RUNS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * Reasons a password is too weak, in words a person can act on; an empty list means it is fine.
 * `about` holds what the person told us about themselves (e-mail, name), which a password must not be.
 */
export function passwordWeaknesses(password: string, about: { email?: string; name?: string } = {}): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) reasons.push(`Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  const lower = password.toLowerCase();
  if (isCommon(lower)) {
    reasons.push('This is one of the most common passwords, so it is easy to guess. Choose something less predictable.');
  } else if (/^(.)\1+$/.test(lower) || isRun(lower)) {
    reasons.push('Avoid repeated characters and keyboard runs like "aaaaaaaa" or "12345678".');
  }
  const personal = [about.email?.split('@')[0], ...(about.name?.split(/\s+/) ?? [])]
    .map((part) => part?.toLowerCase().trim() ?? '')
    .filter((part) => part.length >= 4);
  if (personal.some((part) => lower.includes(part))) {
    reasons.push('Do not use your name or email address in your password.');
  }
  return reasons;
}

function isCommon(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower)) return true;
  // "password2024", "Qwerty!!", "monkey1": a common word with a few digits or symbols added.
  const stripped = lower.replace(/[\d\W_]+$/, '').replace(/^[\d\W_]+/, '');
  return stripped.length >= 4 && COMMON_PASSWORDS.has(stripped);
}

function isRun(lower: string): boolean {
  if (lower.length < 4) return false;
  return KEYBOARD_RUNS.some((run) => run.includes(lower) || [...run].reverse().join('').includes(lower));
}
