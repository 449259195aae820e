import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// A household's rooms ("spaces"), who belongs to each with which role, their points, their starter and
// AI tasks, and each person's preferences (spec 01 §3, spec 02 §3).

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person who created the space; always one of its organizers. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    spaceType: text('space_type').notNull(),
    description: text('description').notNull().default(''),
    isAnalyzed: boolean('is_analyzed').notNull().default(false),
    /** What the household wrote in the setup dialog; the coach reads it with the photo labels. */
    setupNotes: text('setup_notes').notNull().default(''),
    /** An analysis job is queued or running: the space screen says so until it finishes. */
    analysisPending: boolean('analysis_pending').notNull().default(false),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    /** When the space was given its areas' starting upkeep tasks: once only, so deleting them all keeps them gone. */
    upkeepStartedAt: timestamp('upkeep_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('spaces_user_created_idx').on(table.userId, table.createdAt),
    check(
      'spaces_space_type_check',
      sql`${table.spaceType} in ('bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'garage', 'gym', 'other')`,
    ),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_roles_user_space_unique').on(table.userId, table.spaceId),
    index('user_roles_space_idx').on(table.spaceId),
    check('user_roles_role_check', sql`${table.role} in ('organizer', 'parent', 'child', 'guest')`),
  ],
);

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
  (table) => [primaryKey({ columns: [table.userId, table.spaceId] }), index('user_points_space_idx').on(table.spaceId)],
);

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

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyTimeAvailable: integer('daily_time_available').notNull(),
  energyLevel: text('energy_level').notNull(),
  organizationExperience: text('organization_experience').notNull(),
  taskFrequency: text('task_frequency').notNull(),
  preferredTaskTime: text('preferred_task_time').notNull(),
  motivationStyle: text('motivation_style').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invitations into a space (spec 01 §3); link invites have an empty invited_email. */
export const spaceInvites = pgTable(
  'space_invites',
  {
    /** Unguessable: the id is the secret in the invite link. */
    id: text('id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email').notNull().default(''),
    role: text('role').notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Whole-home invites: { is_whole_home: true, all_space_ids: [...] }. */
    roleMetadata: jsonb('role_metadata').$type<{ is_whole_home: boolean; all_space_ids: string[] }>(),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('space_invites_space_status_idx').on(table.spaceId, table.status),
    index('space_invites_email_status_idx').on(sql`lower(${table.invitedEmail})`, table.status),
    check('space_invites_status_check', sql`${table.status} in ('pending', 'accepted', 'expired')`),
    check('space_invites_role_check', sql`${table.role} in ('parent', 'child', 'guest')`),
  ],
);
