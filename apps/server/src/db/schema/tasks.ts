import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces, spaceTasks } from './home';

// Work inside a space: each person's daily tasks, assignments of the space's tasks, and the points
// ledger that every award is written to (spec 02 §3, §4).

export const dailyTasks = pgTable(
  'daily_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    estimatedTime: integer('estimated_time').notNull(),
    points: integer('points').notNull(),
    taskDate: date('task_date').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    submissionStatus: text('submission_status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    pointsAwarded: integer('points_awarded'),
    /** The task of the space's plan this daily task does today (a starter task or one added from Today), if any. */
    spaceTaskId: uuid('space_task_id').references(() => spaceTasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Today's tasks of one person in one space.
    index('daily_tasks_user_space_date_idx').on(table.userId, table.spaceId, table.taskDate, table.createdAt),
    // The organizer's approval list.
    // Days with a completed task, for the streak.
    index('daily_tasks_user_done_idx').on(table.userId, table.taskDate).where(sql`${table.isCompleted}`),
    // The plan task a daily task does (the foreign key's own index, for "set null" when a plan task goes).
    index('daily_tasks_space_task_idx').on(table.spaceTaskId).where(sql`${table.spaceTaskId} is not null`),
    index('daily_tasks_space_submitted_idx').on(table.spaceId, table.submittedAt).where(sql`${table.submissionStatus} = 'submitted'`),
    check('daily_tasks_status_check', sql`${table.submissionStatus} in ('draft', 'submitted', 'approved', 'rejected')`),
    // The add-task form asks for 5 or more minutes; the coach's quick wins take 2–5.
    check('daily_tasks_time_check', sql`${table.estimatedTime} between 1 and 480`),
    check('daily_tasks_points_check', sql`${table.points} between 1 and 100`),
  ],
);

export const taskAssignments = pgTable(
  'task_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => spaceTasks.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    assignedTo: text('assigned_to')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    pointsAwarded: integer('points_awarded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_assignments_task_idx').on(table.taskId, table.createdAt),
    index('task_assignments_assignee_idx').on(table.assignedTo, table.status),
    index('task_assignments_space_submitted_idx').on(table.spaceId, table.submittedAt).where(sql`${table.status} = 'submitted'`),
    check('task_assignments_status_check', sql`${table.status} in ('pending', 'submitted', 'approved', 'rejected')`),
  ],
);

/**
 * Append-only: every point ever awarded, why, for which task and by whom. user_points is its running total,
 * updated in the same transaction. A task or assignment can be paid once (unique indexes).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    dailyTaskId: uuid('daily_task_id').references(() => dailyTasks.id, { onDelete: 'set null' }),
    assignmentId: uuid('assignment_id').references(() => taskAssignments.id, { onDelete: 'set null' }),
    awardedBy: text('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_space_idx').on(table.userId, table.spaceId, table.createdAt),
    // The leaderboard: points earned in a space since a date.
    index('points_ledger_space_created_idx').on(table.spaceId, table.createdAt),
    uniqueIndex('points_ledger_daily_task_unique').on(table.dailyTaskId).where(sql`${table.dailyTaskId} is not null`),
    uniqueIndex('points_ledger_assignment_unique').on(table.assignmentId).where(sql`${table.assignmentId} is not null`),
  ],
);
