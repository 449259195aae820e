import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { accounts, profiles, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../platform/mail/mailer';
import { confirmEmailMessage, existingAccountMessage, magicLinkMessage, resetPasswordMessage } from './emails';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';

export type AuthSettings = {
  publicUrl: string;
  secret: string;
  trustProxy: boolean;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
};

export type AuthDeps = { db: Database; mailer: Mailer; logger: Logger; settings: AuthSettings };

export const SESSION_DAYS = 30;
export const CONFIRM_LINK_HOURS = 24;
export const MAGIC_LINK_MINUTES = 15;
export const RESET_LINK_MINUTES = 60;

/** better-auth over our database: e-mail + password, confirmation, reset, magic link, Google (OIDC), bearer tokens. */
export function createAuth({ db, mailer, logger, settings }: AuthDeps) {
  const log = logger.child({ area: 'auth' });

  const syncProfile = async (user: { id: string; name: string; email: string; image?: string | null }) => {
    const values = { fullName: user.name ?? '', email: user.email, avatarUrl: user.image ?? null, updatedAt: new Date() };
    await db
      .insert(profiles)
      .values({ id: user.id, ...values })
      .onConflictDoUpdate({ target: profiles.id, set: values });
  };

  return betterAuth({
    appName: 'Tidy Steps',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret: settings.secret,
    trustedOrigins: [settings.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    telemetry: { enabled: false },
    // Errors better-auth cannot send elsewhere (e.g. a stale sign-in state) land on our sign-in page.
    onAPIError: { errorURL: '/auth' },
    // Ours (http/rate-limit.ts) counts per address and per e-mail, across processes.
    rateLimit: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        log[method]({ details: args.length ? args : undefined }, message);
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 86_400,
      // A session in use is renewed once a day, so people who come back stay signed in.
      updateAge: 86_400,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMessage(user.email, url));
      },
      // The same answer whether or not the address has an account; the owner hears about it by e-mail.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMessage(user.email, `${settings.publicUrl}/auth?email=${encodeURIComponent(user.email)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmEmailMessage(user.email, user.name, url));
      },
    },
    databaseHooks: {
      user: {
        create: { after: syncProfile },
        update: { after: syncProfile },
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkMessage(email, url));
        },
      }),
      bearer(),
      ...(settings.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: settings.google.discoveryUrl,
                  clientId: settings.google.clientId,
                  clientSecret: settings.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    advanced: {
      cookiePrefix: 'tidy',
      useSecureCookies: settings.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: settings.trustProxy ? ['x-forwarded-for'] : [] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
