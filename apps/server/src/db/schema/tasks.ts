import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// The tasks feature's tables (spec 02 §3, §4): the space's plan (its starter, coach-made and added tasks),
// each person's daily tasks, and assignments of the plan's tasks to members.

export const spaceTasks = pgTable(
  'space_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    priority: integer('priority').notNull().default(1),
    estimatedTime: integer('estimated_time').notNull(),
    orderIndex: integer('order_index').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('space_tasks_space_order_idx').on(table.spaceId, table.orderIndex),
    check(
      'space_tasks_category_check',
      sql`${table.category} in ('organize', 'clean', 'rearrange', 'declutter', 'setup')`,
    ),
  ],
);

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
    // Deleting the reviewer's account clears reviewed_by (the foreign key's own look-up).
    index('daily_tasks_reviewed_by_idx').on(table.reviewedBy).where(sql`${table.reviewedBy} is not null`),
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
    // Deleting the assigner's account clears assigned_by (the foreign key's own look-up).
    index('task_assignments_assigned_by_idx').on(table.assignedBy).where(sql`${table.assignedBy} is not null`),
    check('task_assignments_status_check', sql`${table.status} in ('pending', 'submitted', 'approved', 'rejected')`),
  ],
);
