import { eq, inArray, like, notLike, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createAuth } from '../auth/auth';
import { ensureSecret } from '../auth/secret';
import type { Database } from '../db/client';
import { spacePhotos, spaces, users } from '../db/schema';
import { photoUrlKey, photoUrlSigner } from '../features/photos/signed-url';
import type { PhotoStorage } from '../platform/storage/storage';
import { demoClock } from './clock';
import { DEMO_EMAIL_DOMAIN, DEMO_PEOPLE } from './household';
import { playLessons, playWeek } from './play-week';
import { noMail, recordingStorage } from './quiet-services';
import { readDemoHousehold, type DemoHouseholdState } from './state';

// `npm run demo`: a lived-in household on a database that holds no real one. The household is written in one
// transaction (all but the lessons finished, which follow it), so a failure part-way leaves nothing behind; a
// second run finds it and leaves it as it is, unless asked for a fresh one (which replaces it, for a week that
// ends today).

export type DemoDeps = {
  db: Database;
  storage: PhotoStorage;
  logger: Logger;
  /** The address people open (the sign-in links in the report start with it). */
  publicUrl: string;
  /** AUTH_SECRET, or undefined for the one the app keeps in the database. */
  authSecret: string | undefined;
};

export type DemoAction = 'created' | 'kept' | 'replaced';

export type DemoResult = { action: DemoAction; household: DemoHouseholdState };

/** The database holds accounts of real people: the demo touches nothing there. */
export class RealAccountsFound extends Error {
  constructor(readonly count: number) {
    super(
      `the database holds ${count} account${count === 1 ? '' : 's'} that ${count === 1 ? 'is' : 'are'} not a demo account`,
    );
    this.name = 'RealAccountsFound';
  }
}

const demoAddress = `%@${DEMO_EMAIL_DOMAIN}`;

/** How many accounts are not demo accounts; 0 on a database the app has not set up yet (no tables). */
export async function countRealAccounts(db: Database): Promise<number> {
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const { rows } = (await db.execute(sql`select to_regclass('public.users') is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  if (!rows[0]?.present) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(notLike(users.email, demoAddress));
  return Number(row?.n ?? 0);
}

export async function seedDemoHousehold(deps: DemoDeps, options: { now: Date; fresh?: boolean }): Promise<DemoResult> {
  const clock = demoClock(options.now);
  const written: string[] = [];
  const storage = recordingStorage(deps.storage, written);
  let replacedFiles: string[] = [];
  let action: DemoAction;
  try {
    action = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const real = await countRealAccounts(db);
      if (real > 0) throw new RealAccountsFound(real);
      const existing = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(like(users.email, demoAddress));
      const complete = DEMO_PEOPLE.every((person) => existing.some((account) => account.email === person.email));
      if (complete && !options.fresh) return 'kept';

      const secret = deps.authSecret ?? (await ensureSecret(db, 'auth'));
      // better-auth over the transaction, so the accounts commit (or not) with the rest of the household.
      const auth = createAuth({
        db,
        mailer: noMail,
        logger: deps.logger,
        settings: { publicUrl: deps.publicUrl, secret, trustProxy: false, google: null },
      });
      if (existing.length > 0)
        replacedFiles = await removeDemoAccounts(
          db,
          auth,
          existing.map((account) => account.id),
        );
      await playWeek({
        db,
        auth,
        storage,
        signer: photoUrlSigner(photoUrlKey(secret)),
        logger: deps.logger,
        publicUrl: deps.publicUrl,
        clock,
      });
      return existing.length > 0 ? 'replaced' : 'created';
    });
  } catch (error) {
    await removeFiles(deps.storage, written);
    throw error;
  }
  if (action !== 'kept') await playLessons(deps.db, clock);
  // The old household's photo files go only once the new one is committed.
  await removeFiles(deps.storage, replacedFiles);
  return { action, household: await readDemoHousehold(deps, clock) };
}

/** Removes the demo accounts and, with them, everything of theirs; returns the photo files to delete. */
export async function removeDemoAccounts(
  db: Database,
  auth: ReturnType<typeof createAuth>,
  userIds: string[],
): Promise<string[]> {
  const photos = await db
    .select({ full: spacePhotos.storageKey, thumbnail: spacePhotos.thumbnailKey })
    .from(spacePhotos)
    .innerJoin(spaces, eq(spaces.id, spacePhotos.spaceId))
    .where(inArray(spaces.userId, userIds));
  // Their spaces go first, and with them everything kept in a space (foreign keys cascade). Deleting
  // the accounts one by one while their spaces were still there let one account's "set null" update
  // a chore turn that another account's space had already taken away, which PostgreSQL refuses.
  await db.delete(spaces).where(inArray(spaces.userId, userIds));
  const context = await auth.$context;
  // Then the accounts, with their sessions, points and memberships.
  for (const userId of userIds) await context.internalAdapter.deleteUser(userId);
  return photos.flatMap((photo) => [photo.full, photo.thumbnail]);
}

async function removeFiles(storage: PhotoStorage, keys: string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
