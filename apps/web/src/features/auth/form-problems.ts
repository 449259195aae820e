import { ApiError } from '../../lib/api-fetch';

/** What went wrong with a submitted form: problems per field, and one message for the form as a whole. */
export type FormProblems<Field extends string> = {
  fields: Partial<Record<Field, string[]>>;
  message: string | null;
};

export const noProblems = { fields: {}, message: null } as const;

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Turns an API failure into form problems: a weak password's reasons go under the password field,
 * invalid input under the field it names, anything else (rate limits, wrong password) above the button.
 */
export function problemsFrom<Field extends string>(error: unknown, fields: readonly Field[]): FormProblems<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, message: SOMETHING_WENT_WRONG };
  const known = (path: unknown): path is Field => fields.includes(path as Field);

  if (error.code === 'weak_password' && known('password')) {
    const reasons = isStringArray((error.details as { reasons?: unknown } | undefined)?.reasons)
      ? (error.details as { reasons: string[] }).reasons
      : [error.message];
    return { fields: { password: reasons } as FormProblems<Field>['fields'], message: null };
  }

  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    const result: FormProblems<Field> = { fields: {}, message: null };
    for (const issue of error.details as { path?: unknown; message?: unknown }[]) {
      if (known(issue.path) && typeof issue.message === 'string') {
        (result.fields[issue.path] ??= []).push(issue.message);
      } else {
        result.message ??= typeof issue.message === 'string' ? issue.message : error.message;
      }
    }
    if (Object.keys(result.fields).length > 0 || result.message) return result;
  }

  return { fields: {}, message: error.message || SOMETHING_WENT_WRONG };
}

/** A message for a toast: invalid input without the field name the server puts in front. */
export function readableMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    const first: unknown = (error.details as { message?: unknown }[])[0]?.message;
    if (typeof first === 'string' && first) return first;
  }
  return error.message || fallback;
}

/** The same first checks as the server (kept in the domain package, which the invitation screen uses too). */
export { emailProblem } from '@tidy/domain/email-address';
