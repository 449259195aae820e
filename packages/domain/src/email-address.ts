const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same first checks as the server, so an obvious slip is shown at the field at once, without a round trip. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL_SHAPE.test(email.trim())) return 'Enter a valid email address.';
  return null;
}

// An e-mail invite's public details name the invited address only half (spec 01 §3): its first letter
// and its domain. The server masks it; the invitation screen checks a typed address against the mask,
// so a visitor hears before asking for a sign-in link that the address is not the invited one.

const HIDDEN = '***';

/** 'sam@example.com' → 's***@example.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${HIDDEN}@${domain}`;
}

/**
 * Whether `address` could be the one `hint` hides: the same first letter and the same domain, in any
 * case. True for an address not yet typed in full, so nobody is warned halfway through typing.
 */
export function couldBeInvitedAddress(hint: string, address: string): boolean {
  const typed = address.trim().toLowerCase();
  const at = typed.lastIndexOf('@');
  const domain = typed.slice(at + 1);
  if (at <= 0 || !domain.includes('.') || domain.endsWith('.')) return true;
  const [hintLocal = '', hintDomain = ''] = hint.toLowerCase().split('@');
  const first = hintLocal.endsWith(HIDDEN) ? hintLocal.slice(0, -HIDDEN.length) : hintLocal;
  return typed.startsWith(first) && domain === hintDomain;
}
