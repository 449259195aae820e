import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Auth } from '../../auth/auth';
import { passwordWeaknesses } from '../../auth/password-rules';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { HttpError, NotFound } from '../../http/errors';
import { errorResponse, jsonBody, jsonResponse as json } from '../../http/openapi-schemas';
import type { Limit, RateLimiter } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import {
  GoogleBody,
  MagicLinkBody,
  ResendConfirmationBody,
  ResetBody,
  ResetRequestBody,
  SessionState,
  SignInBody,
  SignUpBody,
  sitePath,
  Status,
  User,
} from './schemas';

export type AuthRouteDeps = {
  auth: Auth;
  db: Database;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** Multiplies the per-address limits (RATE_LIMIT_ADDRESS_FACTOR). */
  addressFactor: number;
  googleEnabled: boolean;
};

// Attempts allowed per client address and per e-mail address, per window.
const MINUTE = 60;
export const AUTH_LIMITS: Record<
  'signIn' | 'signUp' | 'magicLink' | 'reset' | 'resendConfirmation',
  { perAddress: Limit; perEmail: Limit }
> = {
  signIn: { perAddress: { max: 30, windowSeconds: 15 * MINUTE }, perEmail: { max: 10, windowSeconds: 15 * MINUTE } },
  signUp: { perAddress: { max: 10, windowSeconds: 60 * MINUTE }, perEmail: { max: 5, windowSeconds: 60 * MINUTE } },
  magicLink: { perAddress: { max: 10, windowSeconds: 15 * MINUTE }, perEmail: { max: 5, windowSeconds: 15 * MINUTE } },
  reset: { perAddress: { max: 10, windowSeconds: 15 * MINUTE }, perEmail: { max: 5, windowSeconds: 15 * MINUTE } },
  // A second or third confirmation e-mail helps when one went astray; more only fill someone's inbox.
  resendConfirmation: { perAddress: { max: 10, windowSeconds: 15 * MINUTE }, perEmail: { max: 3, windowSeconds: 15 * MINUTE } },
};

const CONFIRMED_LANDING = '/redirect?confirmed=1';
const SIGNED_IN_LANDING = '/redirect';

// better-auth's error codes, in words a person understands and our error shape.
const AUTH_ERRORS: Record<string, { status: 400 | 401 | 403; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials', message: 'Invalid email or password.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    code: 'email_not_confirmed',
    message: 'Please confirm your email address first. We have sent you a new confirmation link.',
  },
  INVALID_TOKEN: { status: 400, code: 'invalid_token', message: 'This link has expired or was already used. Ask for a new one.' },
  INVALID_EMAIL: { status: 400, code: 'invalid_input', message: 'email: Enter a valid email address.' },
};


const commonErrors = {
  400: errorResponse('The input is not valid (the message names the field)'),
  429: errorResponse('Too many attempts; the message says when to try again'),
};

const routes = {
  session: createRoute({
    method: 'get',
    path: '/auth/session',
    tags: ['auth'],
    summary: 'The signed-in user and session, or nulls for a visitor; renews a session in use',
    responses: { 200: json(SessionState, 'The current session state') },
  }),
  providers: createRoute({
    method: 'get',
    path: '/auth/providers',
    tags: ['auth'],
    summary: 'Which outside sign-in providers are set up',
    responses: { 200: json(z.object({ google: z.boolean() }), 'Providers that can be offered') },
  }),
  signUp: createRoute({
    method: 'post',
    path: '/auth/sign-up/email',
    tags: ['auth'],
    summary: 'Create an account; a confirmation e-mail is sent (the same answer for an existing address)',
    request: jsonBody(SignUpBody),
    responses: { 200: json(Status('verification_sent'), 'Check your e-mail'), ...commonErrors },
  }),
  signIn: createRoute({
    method: 'post',
    path: '/auth/sign-in/email',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password (only once the e-mail is confirmed)',
    request: jsonBody(SignInBody),
    responses: {
      200: json(z.object({ user: User }), 'Signed in; the session cookie (and a set-auth-token header) is set'),
      ...commonErrors,
      401: errorResponse('Invalid email or password'),
      403: errorResponse('The e-mail address is not confirmed yet; a new confirmation link was sent'),
    },
  }),
  magicLink: createRoute({
    method: 'post',
    path: '/auth/sign-in/magic-link',
    tags: ['auth'],
    summary: 'E-mail a one-time sign-in link (always answers the same)',
    request: jsonBody(MagicLinkBody),
    responses: { 200: json(Status('sent'), 'Check your e-mail'), ...commonErrors },
  }),
  resendConfirmation: createRoute({
    method: 'post',
    path: '/auth/send-verification-email',
    tags: ['auth'],
    summary:
      'E-mail a new confirmation link to an address that signed up and is not confirmed yet (always answers the same)',
    request: jsonBody(ResendConfirmationBody),
    responses: { 200: json(Status('sent'), 'Check your e-mail'), ...commonErrors },
  }),
  google: createRoute({
    method: 'post',
    path: '/auth/sign-in/google',
    tags: ['auth'],
    summary: 'Start signing in with Google; answers the address to send the browser to',
    request: jsonBody(GoogleBody),
    responses: {
      200: json(z.object({ url: z.string() }), 'Send the browser here'),
      400: errorResponse('The input is not valid'),
      404: errorResponse('Google sign-in is not set up on this server'),
    },
  }),
  requestReset: createRoute({
    method: 'post',
    path: '/auth/request-password-reset',
    tags: ['auth'],
    summary: 'E-mail a password reset link (always answers the same)',
    request: jsonBody(ResetRequestBody),
    responses: { 200: json(Status('sent'), 'Check your e-mail'), ...commonErrors },
  }),
  reset: createRoute({
    method: 'post',
    path: '/auth/reset-password',
    tags: ['auth'],
    summary: 'Choose a new password with the token from the reset link; ends every session',
    request: jsonBody(ResetBody),
    responses: { 200: json(Status('reset'), 'The password was changed'), ...commonErrors },
  }),
  signOut: createRoute({
    method: 'post',
    path: '/auth/sign-out',
    tags: ['auth'],
    summary: 'Sign out everywhere: ends every session of the user',
    responses: { 200: json(Status('signed_out'), 'Signed out; the cookie is cleared') },
  }),
  account: createRoute({
    method: 'get',
    path: '/account',
    tags: ['auth'],
    summary: 'The signed-in person (their profile)',
    responses: { 200: json(User, 'The signed-in person'), 401: errorResponse('No session: sign in first') },
  }),
  verifyEmail: createRoute({
    method: 'get',
    path: '/auth/verify-email',
    tags: ['auth'],
    summary: 'The link in the confirmation e-mail: confirms, signs in and redirects',
    // better-auth fails with a 500 on a callback address it cannot parse; ours are always paths on this site.
    request: { query: z.object({ token: z.string(), callbackURL: sitePath.optional() }) },
    responses: {
      302: { description: 'Redirect to the app (with ?error= when the link is not valid)' },
      400: errorResponse('The callback address is not a path on this site'),
    },
  }),
  verifyMagicLink: createRoute({
    method: 'get',
    path: '/auth/magic-link/verify',
    tags: ['auth'],
    summary: 'The link in the sign-in e-mail: signs in and redirects',
    request: {
      query: z.object({
        token: z.string(),
        callbackURL: sitePath.optional(),
        errorCallbackURL: sitePath.optional(),
        newUserCallbackURL: sitePath.optional(),
      }),
    },
    responses: {
      302: { description: 'Redirect to the app (with ?error= when the link is not valid)' },
      400: errorResponse('A callback address is not a path on this site'),
    },
  }),
  resetLink: createRoute({
    method: 'get',
    path: '/auth/reset-password/{token}',
    tags: ['auth'],
    summary: 'The link in the reset e-mail: checks the token and redirects to the new-password form',
    request: { params: z.object({ token: z.string() }), query: z.object({ callbackURL: sitePath.optional() }) },
    responses: {
      302: { description: 'Redirect to /auth?mode=reset with the token, or with ?error=INVALID_TOKEN' },
      400: errorResponse('The callback address is not a path on this site'),
    },
  }),
  oauthCallback: createRoute({
    method: 'get',
    path: '/auth/callback/{providerId}',
    tags: ['auth'],
    summary: "Where Google sends the browser back after sign-in",
    request: {
      params: z.object({ providerId: z.string() }),
      query: z.looseObject({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
    },
    responses: {
      302: { description: 'Redirect to the app (to /auth?error= on failure)' },
      400: errorResponse('A query value is repeated or not text'),
    },
  }),
};

export function authRoutes(deps: AuthRouteDeps) {
  const { auth } = deps;

  const limit = async (c: Context<AppEnv>, action: keyof typeof AUTH_LIMITS, emailAddress: string) => {
    const limits = AUTH_LIMITS[action];
    const address = clientAddress(c, deps.trustProxy);
    await deps.rateLimiter.consume([
      { key: `${action}:address:${address}`, limit: { ...limits.perAddress, max: limits.perAddress.max * deps.addressFactor } },
      { key: `${action}:email:${emailAddress}`, limit: limits.perEmail },
    ]);
  };

  /** Runs a better-auth endpoint, carrying its cookies (and bearer token) over to our response. */
  const call = async (c: Context<AppEnv>, run: (headers: Headers) => Promise<Response>): Promise<unknown> => {
    const response = await run(c.req.raw.headers);
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    const bearer = response.headers.get('set-auth-token');
    if (bearer) c.header('set-auth-token', bearer);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw authError(response.status, body);
    return body;
  };

  /** The links in e-mails (and Google's return) are better-auth's own; its refusals are put in our error shape. */
  const passThrough = async (c: Context<AppEnv>) => {
    const response = await auth.handler(c.req.raw);
    if (response.status < 400) return response;
    throw linkError(response.status, await response.json().catch(() => null));
  };

  return createRouter()
    .openapi(routes.session, async (c) => {
      const body = (await call(c, (headers) => auth.api.getSession({ headers, asResponse: true }))) as BetterSession | null;
      c.header('Cache-Control', 'no-store');
      if (!body) return c.json({ user: null, session: null }, 200);
      return c.json({ user: toUser(body.user), session: { expires_at: new Date(body.session.expiresAt).toISOString() } }, 200);
    })
    .openapi(routes.providers, (c) => c.json({ google: deps.googleEnabled }, 200))
    .openapi(routes.signUp, async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'signUp', input.email);
      const reasons = passwordWeaknesses(input.password, { email: input.email, name: input.full_name });
      if (reasons.length > 0) throw weakPassword(reasons);
      await call(c, (headers) =>
        auth.api.signUpEmail({
          headers,
          asResponse: true,
          body: {
            email: input.email,
            password: input.password,
            name: input.full_name,
            callbackURL: input.redirect ?? CONFIRMED_LANDING,
          },
        }),
      );
      return c.json(
        { status: 'verification_sent' as const, message: `Check your email: we sent a confirmation link to ${input.email}.` },
        200,
      );
    })
    .openapi(routes.signIn, async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'signIn', input.email);
      const body = (await call(c, (headers) =>
        auth.api.signInEmail({ headers, asResponse: true, body: { email: input.email, password: input.password } }),
      )) as { user: BetterUser };
      return c.json({ user: toUser(body.user) }, 200);
    })
    .openapi(routes.magicLink, async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'magicLink', input.email);
      await call(c, (headers) =>
        auth.api.signInMagicLink({
          headers,
          asResponse: true,
          body: { email: input.email, callbackURL: input.redirect ?? SIGNED_IN_LANDING, errorCallbackURL: '/auth' },
        }),
      );
      return c.json({ status: 'sent' as const }, 200);
    })
    .openapi(routes.resendConfirmation, async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'resendConfirmation', input.email);
      // Asked as a visitor, whoever is signed in: better-auth then answers the same for an unknown, a confirmed
      // and an unconfirmed address (with a time floor), and e-mails only the last. A session would make it
      // answer differently for someone else's address.
      await call(c, () =>
        auth.api.sendVerificationEmail({
          headers: new Headers(),
          asResponse: true,
          body: { email: input.email, callbackURL: input.redirect ?? CONFIRMED_LANDING },
        }),
      );
      return c.json({ status: 'sent' as const }, 200);
    })
    .openapi(routes.google, async (c) => {
      if (!deps.googleEnabled) throw new NotFound('Google sign-in is not set up on this server.');
      const input = c.req.valid('json');
      const body = (await call(c, (headers) =>
        auth.api.signInSocial({
          headers,
          asResponse: true,
          body: { provider: 'google', callbackURL: input.redirect ?? SIGNED_IN_LANDING, errorCallbackURL: '/auth' },
        }),
      )) as { url?: string };
      if (!body.url) throw new HttpError(502, 'provider_unavailable', 'Google sign-in is not available right now. Please try again.');
      return c.json({ url: body.url }, 200);
    })
    .openapi(routes.requestReset, async (c) => {
      const input = c.req.valid('json');
      await limit(c, 'reset', input.email);
      await call(c, (headers) =>
        auth.api.requestPasswordReset({ headers, asResponse: true, body: { email: input.email, redirectTo: '/auth?mode=reset' } }),
      );
      return c.json({ status: 'sent' as const }, 200);
    })
    .openapi(routes.reset, async (c) => {
      const input = c.req.valid('json');
      const reasons = passwordWeaknesses(input.password);
      if (reasons.length > 0) throw weakPassword(reasons);
      await call(c, (headers) =>
        auth.api.resetPassword({ headers, asResponse: true, body: { token: input.token, newPassword: input.password } }),
      );
      return c.json({ status: 'reset' as const }, 200);
    })
    .openapi(routes.signOut, async (c) => {
      const actor = await c.get('actor')();
      // Global sign-out, as the spec says: every session of this person ends, on every device.
      if (actor) await deps.db.delete(sessions).where(eq(sessions.userId, actor.userId));
      await call(c, (headers) => auth.api.signOut({ headers, asResponse: true })).catch(() => undefined);
      return c.json({ status: 'signed_out' as const }, 200);
    })
    .openapi(routes.account, async (c) => {
      const actor = await requireUser(c);
      return c.json(
        {
          id: actor.userId,
          email: actor.email,
          full_name: actor.fullName,
          avatar_url: actor.avatarUrl,
          email_verified: actor.emailVerified,
        },
        200,
      );
    })
    .openapi(routes.verifyEmail, passThrough)
    .openapi(routes.verifyMagicLink, passThrough)
    .openapi(routes.resetLink, passThrough)
    .openapi(routes.oauthCallback, passThrough);
}

type BetterUser = { id: string; email: string; name: string | null; image?: string | null; emailVerified: boolean };
type BetterSession = { user: BetterUser; session: { expiresAt: string | Date } };

function toUser(user: BetterUser) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.name ?? '',
    avatar_url: user.image ?? null,
    email_verified: user.emailVerified,
  };
}

function weakPassword(reasons: string[]) {
  return new HttpError(400, 'weak_password', `Choose a stronger password. ${reasons.join(' ')}`, { reasons });
}

// A link with a missing or foreign callback address was not made by us: better-auth answers in its own words.
const LINK_REFUSALS = new Set(['VALIDATION_ERROR', 'INVALID_CALLBACK_URL', 'INVALID_REDIRECT_URL']);

function linkError(status: number, body: unknown): Error {
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  if (LINK_REFUSALS.has(code)) return new HttpError(400, 'invalid_link', 'This link is not valid. Ask for a new one.');
  return authError(status, body);
}

function authError(status: number, body: unknown): Error {
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  const known = AUTH_ERRORS[code];
  if (known) return new HttpError(known.status, known.code, known.message);
  if (code.startsWith('PASSWORD_TOO')) return weakPassword(passwordWeaknesses('x'.repeat(code.endsWith('SHORT') ? 1 : 200)));
  const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
  if (status >= 400 && status < 500) {
    return new HttpError(status as 400, code ? code.toLowerCase() : 'auth_error', message || 'The request could not be completed.');
  }
  return new Error(`auth endpoint failed with ${status}: ${code} ${message}`);
}

