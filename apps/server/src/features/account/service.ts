import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@tidy/domain/constants';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/session';
import { deleteUserRow, hasPassword, lockUser } from '../../auth/users';
import type { Database, Transaction } from '../../db/client';
import {
  accountDeletionTokens,
  dataExports,
  spacePhotos,
  spaces,
  userRoles,
} from '../../db/schema';
import { Conflict, HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { queueFileRemovals, recordFileRemovals } from '../../platform/storage/file-removals';
import type { PhotoStorage } from '../../platform/storage/storage';
import { dropUnreviewedTurnsOf } from '../chores/service';
import { accountDeletedMessage, deletionLinkMessage } from './emails';

// Deleting one's own account (issue 20, decision 027). One transaction removes the person and everything that is
// theirs, and records the storage keys of their files; the files are removed after it commits
// (platform/storage/file-removals.ts).

export type AccountDeps = {
  db: Database;
  storage: PhotoStorage;
  jobs: JobQueue;
  mailer: Mailer;
  realtime: RealtimeBus;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
  logger: Logger;
};

/** How long the e-mailed link works: long enough to open the e-mail, short enough that an old one is dead. */
export const DELETION_LINK_MINUTES = 30;

export const LINK_INVALID = 'This link has expired or was already used. Ask for a new one on the Delete account page.';

/** What deleting the account would do, shown before the person confirms. */
export type DeletionPreview = {
  /** How they confirm: their password, or (no password: Google, magic link) a link e-mailed to them. */
  confirm_with: 'password' | 'email';
  email: string;
  /** The spaces they organize: deleted with everything in them (unless handed over first). */
  spaces_deleted: { id: string; name: string; other_members: number }[];
  /** The spaces they only belong to: they leave them; the others keep the space and its history. */
  spaces_left: { id: string; name: string; role: Role }[];
};

/** The person's spaces, those they organize (own) first, with how many others are in each: one query. */
async function spacesOf(db: Database, userId: string) {
  return db
    .select({
      id: spaces.id,
      name: spaces.name,
      role: userRoles.role,
      owned: sql<boolean>`${spaces.userId} = ${userId}`,
      others: sql<number>`(select count(*)::int from ${userRoles} as other where other.space_id = ${spaces.id} and other.user_id <> ${userId})`,
    })
    .from(userRoles)
    .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(spaces.createdAt), asc(spaces.id));
}

export async function deletionPreview(deps: AccountDeps, actor: Actor): Promise<DeletionPreview> {
  const [mine, password] = await Promise.all([spacesOf(deps.db, actor.userId), hasPassword(deps.db, actor.userId)]);
  return {
    confirm_with: password ? 'password' : 'email',
    email: actor.email,
    spaces_deleted: mine
      .filter((space) => space.owned)
      .map(({ id, name, others }) => ({ id, name, other_members: others })),
    spaces_left: mine.filter((space) => !space.owned).map(({ id, name, role }) => ({ id, name, role: role as Role })),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** E-mails a one-time link that confirms the deletion, for an account without a password; it replaces older links. */
export async function sendDeletionLink(deps: AccountDeps, actor: Actor, clientAddress: string, addressFactor: number) {
  await deps.rateLimiter.consume([
    { key: `delete-account-link:user:${actor.userId}`, limit: { max: 3, windowSeconds: 15 * 60 } },
    { key: `delete-account-link:address:${clientAddress}`, limit: { max: 10 * addressFactor, windowSeconds: 15 * 60 } },
  ]);
  if (await hasPassword(deps.db, actor.userId)) {
    throw new Conflict('Your account has a password: confirm with your password instead.');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + DELETION_LINK_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx.delete(accountDeletionTokens).where(eq(accountDeletionTokens.userId, actor.userId));
    await tx.insert(accountDeletionTokens).values({ tokenHash: hashToken(token), userId: actor.userId, expiresAt });
  });
  const link = `${deps.publicUrl}/settings/delete-account?token=${token}`;
  await deps.mailer.send(
    deletionLinkMessage(actor.email, { name: actor.fullName, link, minutes: DELETION_LINK_MINUTES }),
  );
  return { status: 'sent' as const, expires_at: expiresAt.toISOString() };
}

export type Confirmation = { password: string } | { token: string };

/** What the transaction removed: the spaces deleted with the person, those they left, and the files to remove. */
export type DeletedAccount = { spacesDeleted: string[]; spacesLeft: string[]; fileRemovalIds: string[] };

/**
 * Deletes the account in one transaction. `tokenHash` (of the e-mailed link's token), when given, is used up in
 * it: a link works once, and only for its own person before it expires. Null when the link does not work (or the
 * person is already gone).
 */
export async function deleteAccountRows(
  db: Database,
  userId: string,
  options: { tokenHash?: string; now: Date },
): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    if (options.tokenHash !== undefined) {
      const used = await tx
        .delete(accountDeletionTokens)
        .where(
          and(
            eq(accountDeletionTokens.tokenHash, options.tokenHash),
            eq(accountDeletionTokens.userId, userId),
            gt(accountDeletionTokens.expiresAt, options.now),
          ),
        )
        .returning({ userId: accountDeletionTokens.userId });
      if (used.length === 0) return null;
    }
    if (!(await lockUser(tx, userId))) return null;
    const memberships = await tx
      .select({ spaceId: userRoles.spaceId, ownerId: spaces.userId })
      .from(userRoles)
      .innerJoin(spaces, eq(spaces.id, userRoles.spaceId))
      .where(eq(userRoles.userId, userId));
    // The spaces they own go with them (spaces.user_id cascades): the spaces they organize.
    const owned = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.userId, userId));
    const spacesDeleted = owned.map((space) => space.id);
    const fileRemovalIds = await recordTheirFiles(tx, userId, spacesDeleted);
    await dropUnreviewedTurnsOf(tx, userId);
    await deleteUserRow(tx, userId);
    return {
      spacesDeleted,
      spacesLeft: memberships.filter((member) => member.ownerId !== userId).map((member) => member.spaceId),
      fileRemovalIds,
    };
  });
}

/**
 * The storage keys of the files whose rows this deletion removes, recorded in its transaction: the photos of the
 * spaces deleted, the photos they took anywhere else, and their data exports' archives.
 */
async function recordTheirFiles(tx: Transaction, userId: string, spacesDeleted: string[]): Promise<string[]> {
  const photos = await tx
    .select({ full: spacePhotos.storageKey, thumbnail: spacePhotos.thumbnailKey })
    .from(spacePhotos)
    .where(
      spacesDeleted.length > 0
        ? or(eq(spacePhotos.uploadedBy, userId), inArray(spacePhotos.spaceId, spacesDeleted))
        : eq(spacePhotos.uploadedBy, userId),
    );
  // The data-export feature's archives (read only: the rows cascade with the person).
  const archives = await tx
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return recordFileRemovals(tx, [
    ...photos.flatMap((photo) => [photo.full, photo.thumbnail]),
    ...archives.map((row) => row.key!),
  ]);
}

// Password checks are rate-limited as signing in is (features/auth AUTH_LIMITS.signIn): per person and per address.
const CONFIRM_LIMITS = {
  perPerson: { max: 10, windowSeconds: 15 * 60 },
  perAddress: { max: 30, windowSeconds: 15 * 60 },
};

export const WRONG_PASSWORD = 'That password is not right. Check it and try again.';

/**
 * Deletes the signed-in person's account once they confirmed it: with their password (`passwordMatches` asks
 * better-auth), or with the e-mailed link's token for an account without one. Then the files go (a job), the
 * person gets an e-mail, and the spaces they left hear of it.
 */
export async function deleteAccount(
  deps: AccountDeps,
  actor: Actor,
  confirmation: Confirmation,
  request: { clientAddress: string; addressFactor: number; passwordMatches: (password: string) => Promise<boolean> },
) {
  await deps.rateLimiter.consume([
    { key: `delete-account:user:${actor.userId}`, limit: CONFIRM_LIMITS.perPerson },
    {
      key: `delete-account:address:${request.clientAddress}`,
      limit: { ...CONFIRM_LIMITS.perAddress, max: CONFIRM_LIMITS.perAddress.max * request.addressFactor },
    },
  ]);
  let tokenHash: string | undefined;
  if ('password' in confirmation) {
    if (!(await hasPassword(deps.db, actor.userId))) {
      throw new HttpError(
        400,
        'no_password',
        'Your account has no password: confirm with the link we e-mail you instead.',
      );
    }
    if (!(await request.passwordMatches(confirmation.password)))
      throw new HttpError(403, 'wrong_password', WRONG_PASSWORD);
  } else {
    tokenHash = hashToken(confirmation.token);
  }
  const deleted = await deleteAccountRows(deps.db, actor.userId, { tokenHash, now: deps.clock.now() });
  if (!deleted) throw new HttpError(400, 'invalid_link', LINK_INVALID);

  await queueFileRemovals(deps, deleted.fileRemovalIds);
  await deps.mailer.send(
    accountDeletedMessage(actor.email, { name: actor.fullName, spacesDeleted: deleted.spacesDeleted.length }),
  );
  // The members of the spaces they left see them gone at once; streams of the deleted spaces end by themselves.
  await Promise.all(
    deleted.spacesLeft.map((spaceId) =>
      deps.realtime.publish(spaceId, { type: 'changed', what: 'members', id: spaceId }),
    ),
  );
  deps.logger.info(
    { spacesDeleted: deleted.spacesDeleted.length, files: deleted.fileRemovalIds.length },
    'an account was deleted',
  );
  return { status: 'deleted' as const, spaces_deleted: deleted.spacesDeleted.length };
}

/** Deletion links that expired unused (the sweep). */
export async function forgetExpiredDeletionLinks(db: Database, now: Date) {
  await db.delete(accountDeletionTokens).where(lte(accountDeletionTokens.expiresAt, now));
}
