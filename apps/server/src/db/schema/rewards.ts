import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// The rewards feature's tables (issue 17): what points buy in a space, and members' requests for them.
// Approving a request spends the points through the points feature, in the same transaction.

export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cost: integer('cost').notNull(),
    /** How many times one member may have it approved in a week (Monday to Sunday); null is no limit. */
    weeklyLimit: smallint('weekly_limit'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Removed from the store; kept so requests and the ledger still name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rewards_space_idx').on(table.spaceId, table.createdAt).where(sql`${table.archivedAt} is null`),
    index('rewards_created_by_idx').on(table.createdBy),
    check('rewards_cost_check', sql`${table.cost} between 1 and 100000`),
    check('rewards_weekly_limit_check', sql`${table.weeklyLimit} is null or ${table.weeklyLimit} between 1 and 50`),
  ],
);

export const REWARD_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;

export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reward's cost when it was asked for: a later price change does not change a request. */
    cost: integer('cost').notNull(),
    status: text('status').notNull().default('pending'),
    /** The member's words with the request, and the reviewer's with the answer. */
    note: text('note').notNull().default(''),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every request of a space, newest first (a reviewer's history).
    index('reward_requests_space_created_idx').on(table.spaceId, table.createdAt),
    // What waits for a reviewer in a space.
    index('reward_requests_space_pending_idx').on(table.spaceId, table.createdAt).where(sql`${table.status} = 'pending'`),
    // A member's requests in a space, newest first.
    index('reward_requests_user_space_idx').on(table.userId, table.spaceId, table.createdAt),
    // The weekly limit: a member's approved requests of one reward since Monday.
    index('reward_requests_reward_user_idx').on(table.rewardId, table.userId, table.reviewedAt),
    index('reward_requests_reviewed_by_idx').on(table.reviewedBy),
    check('reward_requests_status_check', sql`${table.status} in ('pending', 'approved', 'declined', 'cancelled')`),
    check('reward_requests_cost_check', sql`${table.cost} > 0`),
  ],
);
