import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The todo feature's table (spec 02 §2).

/** The personal to-do list (02 §2 /todo); the spec kept it in local storage only. */
export const todoItems = pgTable(
  'todo_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The person's calendar day of completion, for the streak. */
    completedOn: date('completed_on'),
    /** The lesson it came from, if any. */
    stepId: integer('step_id'),
    stepTitle: text('step_title'),
    estimatedTime: integer('estimated_time').notNull(),
    points: integer('points').notNull().default(0),
    isCustom: boolean('is_custom').notNull().default(true),
    /** Seconds on the item's timer when it was last paused or completed. */
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('todo_items_user_created_idx').on(table.userId, table.createdAt),
    index('todo_items_user_done_idx').on(table.userId, table.completedOn).where(sql`${table.completed}`),
    check('todo_items_time_check', sql`${table.estimatedTime} between 1 and 240`),
  ],
);
