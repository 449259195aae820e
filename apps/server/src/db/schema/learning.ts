import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// Learning and habits (spec 01 §2, 02 §2–§5): lesson progress that follows the person across devices, the
// to-do list, recurring upkeep of a space's areas, and feedback to the team.

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

/** Recurring upkeep of an area of a space (02 §2 sub-space screen), e.g. "Wipe the fridge shelves" every 7 days. */
export const upkeepTasks = pgTable(
  'upkeep_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** The area's id within the space type, e.g. 'fridge' or 'coffee-table' (the sub-space id). */
    area: text('area').notNull(),
    name: text('name').notNull(),
    intervalDays: smallint('interval_days').notNull(),
    /** The household's calendar day it was last done; null until the first time. */
    lastDoneOn: date('last_done_on'),
    /** When a never-done task is first due; starting tasks are spread over their interval so day one is not all due. */
    firstDueOn: date('first_due_on'),
    lastDoneBy: text('last_done_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('upkeep_tasks_space_area_idx').on(table.spaceId, table.area, table.createdAt),
    index('upkeep_tasks_last_done_by_idx').on(table.lastDoneBy),
    index('upkeep_tasks_created_by_idx').on(table.createdBy),
    check('upkeep_tasks_interval_check', sql`${table.intervalDays} between 1 and 365`),
  ],
);

/** Each time an upkeep task was marked complete, by whom and on which day (history, the streak). */
export const upkeepCompletions = pgTable(
  'upkeep_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => upkeepTasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doneOn: date('done_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('upkeep_completions_task_idx').on(table.taskId, table.createdAt),
    index('upkeep_completions_user_day_idx').on(table.userId, table.doneOn),
  ],
);

/** Feedback to the team (01 §2 feedback card, send-feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
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
