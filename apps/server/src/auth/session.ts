import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { Unauthorized } from '../http/errors';
import type { Auth } from './auth';

/** Who is making the request, as every route and the permission policy see them. */
export type Actor = {
  userId: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  avatarUrl: string | null;
  sessionId: string;
  sessionExpiresAt: Date;
};

/** Puts a lazy, memoised session lookup on the context: only routes that ask pay for it. */
export function sessionLookup(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let lookup: Promise<Actor | null> | undefined;
    c.set('actor', () => (lookup ??= findActor(auth, c.req.raw.headers)));
    await next();
  };
}

async function findActor(auth: Auth, headers: Headers): Promise<Actor | null> {
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found) return null;
  return {
    userId: found.user.id,
    email: found.user.email,
    fullName: found.user.name ?? '',
    emailVerified: found.user.emailVerified,
    avatarUrl: found.user.image ?? null,
    sessionId: found.session.id,
    sessionExpiresAt: new Date(found.session.expiresAt),
  };
}

/** The signed-in person, or a 401 in the one error shape. */
export async function requireUser(c: Context<AppEnv>): Promise<Actor> {
  const actor = await c.get('actor')();
  if (!actor) throw new Unauthorized('Auth session missing!');
  return actor;
}
