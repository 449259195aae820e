import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { AppEnv } from '../http/context';
import { Unauthorized } from '../http/errors';
import type { Auth } from './auth';
import { sessionTokenFrom, type SessionKeys } from './session-token';

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

/**
 * Puts a lazy, memoised session lookup on the context: only routes that ask pay for it.
 *
 * The lookup is ours, not better-auth's `getSession`: the same token (session-token.ts), then one prepared
 * statement for the session and its person, read from the database on every request, so a session ended
 * by any process (sign-out, password reset) is refused on the next request everywhere. Like
 * `getSession({ query: { disableRefresh: true } })` it never renews a session (GET /api/auth/session does,
 * through better-auth) and it removes an expired session it is shown. better-auth keeps no cookie cache or
 * secondary storage here (auth.ts), so the database is the only place a session lives.
 */
export function sessionLookup({ auth, db }: { auth: Auth; db: Database }): MiddlewareHandler<AppEnv> {
  let keys: SessionKeys | undefined;
  const sessionKeys = async (): Promise<SessionKeys> => {
    if (keys) return keys;
    // better-auth's own context: the secret and cookie name it signs and sets sessions with.
    const context = await auth.$context;
    return (keys = { secret: context.secret, cookieName: context.authCookies.sessionToken.name });
  };
  return async (c, next) => {
    let lookup: Promise<Actor | null> | undefined;
    c.set(
      'actor',
      () => (lookup ??= sessionKeys().then((found) => findActor(db, sessionTokenFrom(c.req.raw.headers, found)))),
    );
    await next();
  };
}

const sessionByToken = preparedStatement((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      image: users.image,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('tidy_session_by_token'),
);

async function findActor(db: Database, token: string | null): Promise<Actor | null> {
  if (token === null) return null;
  const [found] = await sessionByToken(db).execute({ token });
  if (!found) return null;
  if (found.expiresAt < new Date()) {
    // As better-auth does when shown an expired session: nothing else ever removes it.
    await db
      .delete(sessions)
      .where(and(eq(sessions.token, token), lt(sessions.expiresAt, new Date())))
      .catch(() => undefined);
    return null;
  }
  return {
    userId: found.userId,
    email: found.email,
    fullName: found.name ?? '',
    emailVerified: found.emailVerified,
    avatarUrl: found.image ?? null,
    sessionId: found.sessionId,
    sessionExpiresAt: found.expiresAt,
  };
}

/** The signed-in person, or a 401 in the one error shape. */
export async function requireUser(c: Context<AppEnv>): Promise<Actor> {
  const actor = await c.get('actor')();
  if (!actor) throw new Unauthorized('Auth session missing!');
  return actor;
}
