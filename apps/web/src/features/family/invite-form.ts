import { INVITABLE_ROLES, type InvitableRole } from '@tidy/domain/constants';
import { ApiError } from '../../lib/api-fetch';
import type { CreateInviteInput } from './api/create-invite';

/** The value of the space choice that stands for every space of the home. */
export const WHOLE_HOME = 'whole-home';

export type InviteForm = {
  /** A space id, WHOLE_HOME, or '' when nothing is chosen yet. */
  target: string;
  role: InvitableRole | '';
  email: string;
};

export type InviteFormProblems = Partial<Record<keyof InviteForm, string>>;

/** Spec 01 §5, in the order the form shows its fields. An e-mail is needed only to send one. */
export function inviteFormProblems(form: InviteForm, { byEmail }: { byEmail: boolean }): InviteFormProblems {
  const problems: InviteFormProblems = {};
  if (form.target === '') problems.target = 'Please select a space or whole home';
  if (form.role === '' || !INVITABLE_ROLES.includes(form.role)) problems.role = 'Please select a role';
  if (byEmail && form.email.trim() === '') problems.email = 'Please enter an email address';
  return problems;
}

/** The first problem, for the toast; undefined when the form is complete. */
export function firstProblem(problems: InviteFormProblems): string | undefined {
  return problems.target ?? problems.role ?? problems.email;
}

/** The body of POST /api/invites for a complete form. */
export function inviteRequest(form: InviteForm & { role: InvitableRole }, { byEmail }: { byEmail: boolean }) {
  const request: CreateInviteInput =
    form.target === WHOLE_HOME ? { whole_home: true, role: form.role } : { space_id: form.target, role: form.role };
  if (byEmail) request.email = form.email.trim();
  return request;
}

/**
 * What a failed invite request should say: the server's own words when it refused the request
 * (400 'Please select a role', 403, 404 'Space not found'), else the fallback.
 */
export function inviteErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    // 'email: Enter a valid email address.' reads better without the field name in front.
    return error.code === 'invalid_input' ? error.message.replace(/^[a-z_]+: /, '') : error.message;
  }
  return fallback;
}

/** The link in full, whether the server sent an absolute address or a path. */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).href;
  } catch {
    return link;
  }
}
