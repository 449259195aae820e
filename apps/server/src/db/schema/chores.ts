import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecurrenceRule } from '@tidy/domain/recurrence';
import { users } from './auth';
import { spaces } from './home';
import { spaceTasks } from './tasks';

// The chores feature's tables (issue 17, decision 019): work a household keeps doing. A chore is the
// definition (what, how it repeats, who does it); each time it is due is an occurrence. Only
// features/chores writes them.

export const chores = pgTable(
  'chores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    estimatedTime: integer('estimated_time').notNull().default(15),
    points: integer('points').notNull().default(10),
    /**
     * False for work nobody reviews and that earns no points (an area's upkeep, decision 021): its turns
     * end 'done' when marked, and its points are 0.
     */
    needsReview: boolean('needs_review').notNull().default(true),
    /** How it repeats (packages/domain/src/recurrence.ts, validated on the way in); null is done once. */
    rule: jsonb('rule').$type<RecurrenceRule>(),
    /** The day its schedule counts from; for "after done", the day the current wait began. */
    anchorOn: date('anchor_on').notNull(),
    /** 'HH:MM' in the household's time zone; without it a chore is overdue when its day ends. */
    dueTime: text('due_time'),
    /** The area of the space (a sub-space id such as 'fridge') for an area's upkeep; null for the whole space. */
    area: text('area'),
    assignmentMode: text('assignment_mode').notNull().default('open'),
    rotationStrategy: text('rotation_strategy'),
    /** The one member it is assigned to, when the mode is 'one'. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The task of the space's plan it was made from, if any. */
    spaceTaskId: uuid('space_task_id').references(() => spaceTasks.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed: no longer comes due, kept (with its history) so the removal can be undone. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    index('chores_space_idx')
      .on(table.spaceId, table.area, table.createdAt)
      .where(sql`${table.archivedAt} is null`),
    index('chores_assignee_idx')
      .on(table.assigneeId)
      .where(sql`${table.assigneeId} is not null`),
    index('chores_space_task_idx')
      .on(table.spaceTaskId)
      .where(sql`${table.spaceTaskId} is not null`),
    index('chores_created_by_idx').on(table.createdBy),
    // The due-time reminder job: the few chores with a due time, whose open turns it then looks up.
    index('chores_due_time_idx')
      .on(table.id)
      .where(sql`${table.dueTime} is not null and ${table.archivedAt} is null`),
    check('chores_mode_check', sql`${table.assignmentMode} in ('one', 'open', 'rotation')`),
    check(
      'chores_strategy_check',
      sql`${table.rotationStrategy} is null or ${table.rotationStrategy} in ('round_robin', 'fewest_recent')`,
    ),
    check('chores_time_check', sql`${table.estimatedTime} between 1 and 480`),
    check(
      'chores_points_check',
      sql`(${table.needsReview} and ${table.points} between 1 and 100) or (not ${table.needsReview} and ${table.points} = 0)`,
    ),
  ],
);

/** The members a rotating chore goes round, in the order the organizer chose. */
export const choreMembers = pgTable(
  'chore_members',
  {
    choreId: uuid('chore_id')
      .notNull()
      .references(() => chores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.choreId, table.userId] }), index('chore_members_user_idx').on(table.userId)],
);

/**
 * States of an occurrence, in the vocabulary of packages/domain/src/task-state.ts; 'done' ends a turn of a
 * chore that needs no review (nobody approved it, so it is not 'approved').
 */
export const OCCURRENCE_STATES = ['todo', 'submitted', 'approved', 'sent_back', 'skipped', 'done'] as const;

/** Each time a chore is due: whose turn it is, and what became of it (the completion history). */
export const choreOccurrences = pgTable(
  'chore_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    choreId: uuid('chore_id')
      .notNull()
      .references(() => chores.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    dueOn: date('due_on').notNull(),
    /** Whose turn it is; null while it is open for anyone to claim. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('todo'),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** The household's calendar day it was done. */
    doneOn: date('done_on'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** An organizer's own chore, approved at its computed points with no one else to review it. */
    selfApproved: boolean('self_approved').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    pointsAwarded: integer('points_awarded'),
    /** When the assignee was reminded at the turn's due time: at most once a turn, across processes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When an organizer last nudged the assignee about this turn (rate-limited). */
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    /** Who nudged last, so the assignee's Today can name them. */
    nudgedBy: text('nudged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one turn of a chore is still to do: never a pile of missed copies. The next turn is written
    // when one is done (submitted), so submitted and sent-back rows (a redo of a turn already taken) are
    // history, not the open turn (features/chores/occurrences.ts).
    uniqueIndex('chore_occurrences_open_unique')
      .on(table.choreId)
      .where(sql`${table.state} = 'todo'`),
    // A chore's history, newest first.
    index('chore_occurrences_chore_idx').on(table.choreId, table.dueOn),
    // The calendar: a space's occurrences by day.
    index('chore_occurrences_space_due_idx').on(table.spaceId, table.dueOn),
    // Today: a member's open turns.
    index('chore_occurrences_assignee_open_idx')
      .on(table.assigneeId, table.dueOn)
      .where(sql`${table.state} in ('todo', 'submitted', 'sent_back')`),
    // The approval list.
    index('chore_occurrences_space_submitted_idx')
      .on(table.spaceId, table.submittedAt)
      .where(sql`${table.state} = 'submitted'`),
    // Who did what lately (fewest-lately turns, history per member).
    // Fewest-lately turns: who did this chore since a day.
    index('chore_occurrences_chore_done_idx')
      .on(table.choreId, table.doneOn)
      .where(sql`${table.doneBy} is not null`),
    index('chore_occurrences_done_by_idx')
      .on(table.doneBy, table.doneOn)
      .where(sql`${table.doneBy} is not null`),
    // The due-time reminder job: open turns with a time that were not reminded yet.
    index('chore_occurrences_due_reminder_idx')
      .on(table.dueOn)
      .where(sql`${table.state} = 'todo' and ${table.remindedAt} is null and ${table.assigneeId} is not null`),
    // A space's history: its finished turns, newest first (also those of someone who has since deleted their
    // account, whose done_by is null: 'Unknown User').
    index('chore_occurrences_space_history_idx')
      .on(table.spaceId, table.submittedAt, table.id)
      .where(sql`${table.submittedAt} is not null`),
    // Deleting the assignee's account clears assignee_id on every turn, open or not (the foreign key's look-up).
    index('chore_occurrences_assignee_idx')
      .on(table.assigneeId)
      .where(sql`${table.assigneeId} is not null`),
    index('chore_occurrences_nudged_by_idx')
      .on(table.nudgedBy)
      .where(sql`${table.nudgedBy} is not null`),
    index('chore_occurrences_reviewed_by_idx')
      .on(table.reviewedBy)
      .where(sql`${table.reviewedBy} is not null`),
    check(
      'chore_occurrences_state_check',
      sql`${table.state} in ('todo', 'submitted', 'approved', 'sent_back', 'skipped', 'done')`,
    ),
  ],
);

/** A holiday or illness: nothing comes due for the member (or, with no member, the whole household). */
export const chorePauses = pgTable(
  'chore_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chore_pauses_space_idx').on(table.spaceId, table.endsOn),
    index('chore_pauses_user_idx').on(table.userId, table.endsOn),
    index('chore_pauses_created_by_idx').on(table.createdBy),
    check('chore_pauses_range_check', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);
