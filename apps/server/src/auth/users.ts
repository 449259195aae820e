import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { accounts, users, verifications } from '../db/schema';

// better-auth's tables, as our own account deletion (features/account) needs them: read and removed in the
// caller's transaction, so the person and everything of theirs go together (better-auth's own deleteUser runs
// outside any transaction of ours).

/** Whether the person can sign in with a password (else Google or an e-mail link: they confirm by e-mail). */
export async function hasPassword(db: Database | Transaction, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(credential);
}

/**
 * Removes the person's account row: their sessions, sign-in methods and profile go with it, and every other
 * table that refers to them cascades or clears the reference (decision 027). Their password-reset links go
 * too: better-auth keeps the user id as the link's value, and a link used later would fail on the missing
 * person. (The verifications table holds only links waiting to be used; it is read whole.)
 */
export async function deleteUserRow(tx: Transaction, userId: string): Promise<boolean> {
  await tx.delete(verifications).where(eq(verifications.value, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Locks the person's row for the rest of the transaction: two deletions at once run one after the other. */
export async function lockUser(tx: Transaction, userId: string): Promise<{ email: string; name: string } | null> {
  const [person] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return person ?? null;
}
