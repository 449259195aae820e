import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The data-export feature's table (issue 20): a person's requests for a copy of their data. The archive itself
// is kept through the photo storage adapter (private, like photos) until it expires, 24 hours after it is ready.

export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending: being made by the job; ready: its archive can be downloaded until expires_at; failed. */
    status: text('status').notNull().default('pending'),
    /** Where the archive is kept (exports/<user>/<id>.zip), once ready. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_created_idx').on(table.userId, table.createdAt),
    index('data_exports_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ready'`),
    check('data_exports_status_check', sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);
