import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// A person as the rest of the household sees them (spec 01 §3). Kept in step with the account by the auth feature.
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profiles_email_idx').on(table.email)],
);
