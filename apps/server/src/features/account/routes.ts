import { createRoute, z } from '@hono/zod-openapi';
import { ROLES } from '@tidy/domain/constants';
import type { Context } from 'hono';
import type { Auth } from '../../auth/auth';
import { MAX_PASSWORD_LENGTH } from '../../auth/password-rules';
import { requireUser } from '../../auth/session';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { errorResponse, jsonBody, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { deleteAccount, deletionPreview, sendDeletionLink, type AccountDeps } from './service';

export type AccountRouteDeps = AccountDeps & {
  auth: Auth;
  trustProxy: boolean;
  /** Multiplies the per-address limits (RATE_LIMIT_ADDRESS_FACTOR). */
  addressFactor: number;
};

const Preview = z
  .object({
    confirm_with: z.enum(['password', 'email']).openapi({ description: 'Password, or (no password) an e-mailed link' }),
    email: z.string(),
    spaces_deleted: z.array(z.object({ id: z.string(), name: z.string(), other_members: z.number().int() })).openapi({
      description: 'The spaces they organize: deleted with everything in them, unless handed over first',
    }),
    spaces_left: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })).openapi({
      description: 'The spaces they only belong to: the others keep them',
    }),
  })
  .openapi('AccountDeletionPreview');

const LINK_NOT_VALID = 'This link is not valid. Ask for a new one.';

const Confirmation = z
  .object({
    password: z.string().min(1, 'Enter your password.').max(MAX_PASSWORD_LENGTH, 'Enter your password.').optional(),
    token: z.string().min(1, LINK_NOT_VALID).max(200, LINK_NOT_VALID).optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.token === undefined), {
    message: 'Confirm with your password, or with the link we e-mailed you.',
  })
  .openapi('AccountDeletionConfirmation');

const signedIn = { 401: errorResponse('No session: sign in first') };
const tooMany = { 429: errorResponse('Too many attempts; the message says when to try again') };

const routes = {
  preview: createRoute({
    method: 'get',
    path: '/account/deletion',
    tags: ['account'],
    summary: 'What deleting your account would do, and how you confirm it',
    responses: { 200: json(Preview, 'The spaces deleted and left, and the way to confirm'), ...signedIn },
  }),
  link: createRoute({
    method: 'post',
    path: '/account/deletion-link',
    tags: ['account'],
    summary: 'E-mail a one-time link (30 minutes) that confirms deleting an account without a password',
    responses: {
      200: json(z.object({ status: z.literal('sent'), expires_at: z.string() }), 'Check your e-mail'),
      ...signedIn,
      409: errorResponse('The account has a password: confirm with it'),
      ...tooMany,
    },
  }),
  remove: createRoute({
    method: 'post',
    path: '/account/delete',
    tags: ['account'],
    summary:
      'Delete your account and everything that is yours, confirmed by your password or the e-mailed link; signs you out',
    request: jsonBody(Confirmation),
    responses: {
      200: json(
        z.object({ status: z.literal('deleted'), spaces_deleted: z.number().int() }),
        'Deleted; the session cookie is cleared',
      ),
      400: errorResponse('No or two confirmations, a password on an account without one, or a used or expired link'),
      ...signedIn,
      403: errorResponse('The password is not right'),
      ...tooMany,
    },
  }),
};

export function accountRoutes(deps: AccountRouteDeps) {
  const address = (c: Context<AppEnv>) => clientAddress(c, deps.trustProxy);

  /** better-auth checks the password against the session's person (its credential account). */
  const passwordMatches = (c: Context<AppEnv>) => async (password: string) => {
    const response = await deps.auth.api.verifyPassword({
      headers: c.req.raw.headers,
      body: { password },
      asResponse: true,
    });
    return response.ok;
  };

  return createRouter()
    .openapi(routes.preview, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await deletionPreview(deps, actor), 200);
    })
    .openapi(routes.link, async (c) => {
      const actor = await requireUser(c);
      return c.json(await sendDeletionLink(deps, actor, address(c), deps.addressFactor), 200);
    })
    .openapi(routes.remove, async (c) => {
      const actor = await requireUser(c);
      const { password, token } = c.req.valid('json');
      const deleted = await deleteAccount(deps, actor, password !== undefined ? { password } : { token: token! }, {
        clientAddress: address(c),
        addressFactor: deps.addressFactor,
        passwordMatches: passwordMatches(c),
      });
      // The session is gone with the person; better-auth's sign-out clears its cookies in this browser.
      const signedOut = await deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of signedOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json(deleted, 200);
    });
}
