import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The lessons feature's table (spec 01 §2, 02 §5): progress that follows the person across devices.

/** One row per lesson a person completed; the catalog itself is content in packages/domain. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person's own calendar day when they finished it (their time zone), for the streak. */
    completedOn: date('completed_on').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_progress_user_day_idx').on(table.userId, table.completedOn),
    check('lesson_progress_lesson_check', sql`${table.lessonId} between 1 and 1000`),
  ],
);
