import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { choreOccurrences } from './chores';
import { spaces } from './home';
import { rewardRequests } from './rewards';
import { dailyTasks, taskAssignments } from './tasks';

// The points feature's tables (issue 17): the ledger every movement of points is written to, and each
// member's running balance per space. Only features/points writes them (decision 019).

/** Kinds of ledger entry. A refund reverses a spend; a reversal reverses an earning or an adjustment. */
export const LEDGER_KINDS = ['earn', 'spend', 'adjust', 'refund', 'reversal'] as const;

/**
 * Append-only: every movement of points, who made it, why and what it was for. user_points is its running
 * total, updated in the same transaction. A task, assignment or chore occurrence is paid once, a reward
 * request spent once, and an entry reversed at most once (unique indexes). Nothing is edited in place.
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
    kind: text('kind').notNull().default('earn'),
    /** Positive for earnings and refunds, negative for spends; an adjustment or a reversal may be either. */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    dailyTaskId: uuid('daily_task_id').references(() => dailyTasks.id, { onDelete: 'set null' }),
    assignmentId: uuid('assignment_id').references(() => taskAssignments.id, { onDelete: 'set null' }),
    choreOccurrenceId: uuid('chore_occurrence_id').references(() => choreOccurrences.id, { onDelete: 'set null' }),
    rewardRequestId: uuid('reward_request_id').references(() => rewardRequests.id, { onDelete: 'set null' }),
    /** The entry this one undoes (refund or reversal). */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => pointsLedger.id, { onDelete: 'set null' }),
    /** Who made the movement: the reviewer who approved, the organizer who adjusted or undid. */
    awardedBy: text('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member's history in a space, newest first (the ledger page pages on it).
    index('points_ledger_user_space_idx').on(table.userId, table.spaceId, table.createdAt),
    // The leaderboard and the space's ledger: entries of a space since a date.
    index('points_ledger_space_created_idx').on(table.spaceId, table.createdAt),
    uniqueIndex('points_ledger_daily_task_unique').on(table.dailyTaskId).where(sql`${table.dailyTaskId} is not null and ${table.kind} = 'earn'`),
    uniqueIndex('points_ledger_assignment_unique').on(table.assignmentId).where(sql`${table.assignmentId} is not null and ${table.kind} = 'earn'`),
    uniqueIndex('points_ledger_chore_occurrence_unique')
      .on(table.choreOccurrenceId)
      .where(sql`${table.choreOccurrenceId} is not null and ${table.kind} = 'earn'`),
    uniqueIndex('points_ledger_reward_request_unique')
      .on(table.rewardRequestId)
      .where(sql`${table.rewardRequestId} is not null and ${table.kind} = 'spend'`),
    uniqueIndex('points_ledger_reverses_unique').on(table.reversesId).where(sql`${table.reversesId} is not null`),
    // What deleting a task, turn or request looks up (the foreign keys set these to null): the unique
    // indexes above cover only earnings, so without these each deleted row would scan the whole ledger.
    index('points_ledger_daily_task_idx').on(table.dailyTaskId).where(sql`${table.dailyTaskId} is not null`),
    index('points_ledger_assignment_idx').on(table.assignmentId).where(sql`${table.assignmentId} is not null`),
    index('points_ledger_chore_occurrence_idx').on(table.choreOccurrenceId).where(sql`${table.choreOccurrenceId} is not null`),
    index('points_ledger_reward_request_idx').on(table.rewardRequestId).where(sql`${table.rewardRequestId} is not null`),
    // Deleting the account of whoever approved or adjusted clears awarded_by (shown as 'Unknown User').
    index('points_ledger_awarded_by_idx').on(table.awardedBy).where(sql`${table.awardedBy} is not null`),
    check('points_ledger_kind_check', sql`${table.kind} in ('earn', 'spend', 'adjust', 'refund', 'reversal')`),
    check(
      'points_ledger_sign_check',
      sql`(${table.kind} in ('earn', 'refund') and ${table.points} > 0) or (${table.kind} = 'spend' and ${table.points} < 0) or (${table.kind} in ('adjust', 'reversal') and ${table.points} <> 0)`,
    ),
  ],
);

/** Each member's balance in a space: the sum of their ledger entries there, never below zero. */
export const userPoints = pgTable(
  'user_points',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.spaceId] }),
    index('user_points_space_idx').on(table.spaceId),
    check('user_points_not_negative', sql`${table.points} >= 0`),
  ],
);
