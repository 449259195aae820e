import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// The upkeep feature's tables (spec 02 §2 sub-space screen): recurring tasks of a space's areas and their history.

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
