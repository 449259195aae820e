import { z } from '@hono/zod-openapi';
import { singleLineText } from '@tidy/domain/text';
import { sitePathOf } from '../../http/site-path';

// Request and response shapes of the account routes; the web app sends exactly these.

export const email = z
  .string({ message: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .email('Enter a valid email address.')
  .openapi({ example: 'sam@example.com' });

/** A place on this site to land after signing in: a path, never another site. */
export const sitePath = z
  .string()
  .max(500, 'That address is too long.')
  .transform((value, context) => {
    const path = sitePathOf(value);
    if (path === null) context.addIssue({ code: 'custom', message: 'must be a path on this site, like /spaces' });
    return path ?? '/';
  })
  .openapi({ type: 'string', example: '/?invite=3f9c2a' });

export const SignUpBody = z
  .object({
    email,
    password: z.string({ message: 'Choose a password.' }).max(1000, 'That password is too long.'),
    full_name: singleLineText(
      z
        .string({ message: 'Enter your full name.' })
        .trim()
        .min(1, 'Enter your full name.')
        .max(60, 'Use at most 60 characters for your name.'),
    ),
    redirect: sitePath.optional(),
  })
  .openapi('SignUp');

export const SignInBody = z
  .object({
    email,
    password: z.string({ message: 'Enter your password.' }).min(1, 'Enter your password.').max(1000, 'That password is too long.'),
  })
  .openapi('SignIn');

export const MagicLinkBody = z.object({ email, redirect: sitePath.optional() }).openapi('MagicLinkRequest');
export const ResendConfirmationBody = z.object({ email, redirect: sitePath.optional() }).openapi('ResendConfirmation');
export const GoogleBody = z.object({ redirect: sitePath.optional() }).openapi('GoogleSignIn');
export const ResetRequestBody = z.object({ email }).openapi('PasswordResetRequest');
export const ResetBody = z
  .object({
    token: z.string({ message: 'The reset link is missing its token.' }).min(1, 'The reset link is missing its token.').max(500),
    password: z.string({ message: 'Choose a new password.' }).max(1000, 'That password is too long.'),
  })
  .openapi('PasswordReset');

export const User = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    email_verified: z.boolean(),
  })
  .openapi('User');

export const SessionState = z
  .object({
    user: User.nullable(),
    session: z.object({ expires_at: z.string() }).nullable(),
  })
  .openapi('SessionState');

export const Status = (value: string) => z.object({ status: z.literal(value), message: z.string().optional() });
