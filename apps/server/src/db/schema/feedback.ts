import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The feedback feature's table (spec 01 §2).

/** Feedback to the team (01 §2 feedback card, send-feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What someone wrote to the team is theirs: it goes with their account (decision 027). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email'),
    userName: text('user_name'),
    category: text('category').notNull(),
    rating: smallint('rating'),
    feedbackText: text('feedback_text').notNull(),
    /** The screen it was sent from, to help the team reproduce. */
    page: text('page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt),
    index('feedback_user_idx').on(table.userId),
    check('feedback_category_check', sql`${table.category} in ('bug', 'feature', 'improvement', 'general')`),
    check('feedback_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);
