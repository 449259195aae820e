import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The account feature's tables (issue 20, decision 027): deleting one's own account. Only features/account
// writes them.

/**
 * Files in storage whose rows are gone: recorded in the transaction that deleted the rows, removed by a job
 * after it commits, then forgotten. A process that dies between the two leaves the record, and the next sweep
 * (at start and every 15 minutes) removes the files, so nothing is half deleted.
 */
export const pendingFileRemovals = pgTable(
  'pending_file_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep: the oldest first, a batch at a time.
  (table) => [index('pending_file_removals_created_idx').on(table.createdAt)],
);

/**
 * The one-time e-mail link that confirms deleting an account without a password (Google, magic link). Only
 * the token's SHA-256 is kept; it works once, for 30 minutes, and only for the person it was sent to.
 */
export const accountDeletionTokens = pgTable(
  'account_deletion_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A new link replaces the person's earlier ones.
    index('account_deletion_tokens_user_idx').on(table.userId),
    // The sweep of links that expired unused.
    index('account_deletion_tokens_expiry_idx').on(table.expiresAt),
  ],
);
