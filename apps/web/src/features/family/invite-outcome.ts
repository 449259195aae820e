import type { InvitableRole } from '@tidy/domain/constants';
import { ApiError } from '../../lib/api-fetch';
import type { CanAccept } from './api/get-can-accept';
import type { InviteDetails } from './api/get-invite';

/** The toasts of the invitation screen (spec 01 §8), word for word. */
export const INVITE_TOASTS = {
  notFound: { title: 'Invite not found' },
  processed: {
    title: 'Invitation already processed',
    description: 'This invitation has already been accepted or expired.',
  },
  invalid: { title: 'Invalid invitation', description: 'This invitation link is invalid or has expired.' },
  mismatch: { title: 'Email mismatch', description: 'This invitation was not sent to your email address.' },
  verification: { title: 'Verification failed', description: 'Unable to verify invitation. Please try again.' },
} as const satisfies Record<string, { title: string; description?: string }>;

/** An invite the screen cannot offer: say why (a toast) and go home. */
export type InviteStop = 'notFound' | 'processed' | 'invalid';

/** From loading the details: 404 means there is no such invite. Any other failure may pass: try again. */
export function loadErrorStop(error: unknown): InviteStop | null {
  return error instanceof ApiError && error.status === 404 ? 'notFound' : null;
}

/** From the details: an accepted invite is processed, an expired one invalid; a pending one may go on. */
export function detailsStop(details: Pick<InviteDetails, 'status' | 'expires_at'>, now: Date): InviteStop | null {
  if (details.status === 'accepted') return 'processed';
  if (details.status === 'expired') return 'invalid';
  const expiresAt = Date.parse(details.expires_at);
  if (Number.isFinite(expiresAt) && expiresAt <= now.getTime()) return 'invalid';
  return null;
}

/** What the can-accept answer means for the signed-in person. */
export function canAcceptOutcome(answer: CanAccept): 'accept' | 'mismatch' | InviteStop {
  if (answer.can_accept) return 'accept';
  if (answer.reason === 'not_pending') return 'processed';
  if (answer.reason === 'expired') return 'invalid';
  // email_mismatch, or a refusal without a reason: this account is not the one invited.
  return 'mismatch';
}

export type AcceptFailure =
  { kind: 'mismatch' } | { kind: 'stop'; stop: InviteStop } | { kind: 'error'; message: string };

/** What a failed accept means: spec 01 §8 'Error accepting invitation' for anything unexpected. */
export function acceptFailure(error: unknown): AcceptFailure {
  if (error instanceof ApiError) {
    if (error.status === 403) return { kind: 'mismatch' };
    if (error.status === 409) return { kind: 'stop', stop: 'processed' };
    if (error.status === 410) return { kind: 'stop', stop: 'invalid' };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return { kind: 'error', message };
}

/** Where the invite leads, as a sentence part: 'Kitchen', 'all 3 spaces of the home', or 'Home Space'. */
export function inviteTarget(details: Pick<InviteDetails, 'is_whole_home' | 'space_count' | 'space_name'>): string {
  if (details.is_whole_home && details.space_count > 1) return `all ${details.space_count} spaces of the home`;
  return details.space_name?.trim() || 'Home Space';
}

export function inviterName(details: Pick<InviteDetails, 'inviter_name'>): string {
  return details.inviter_name?.trim() || 'a family member';
}

/** 'a family member' → 'A family member', where the name opens a sentence. */
export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Spec 01 §8 'Invitation accepted!' description. */
export function acceptedText(accepted: { space_name: string | null; role: InvitableRole }): string {
  return `You've joined ${accepted.space_name?.trim() || 'the home space'} as a ${accepted.role}.`;
}
