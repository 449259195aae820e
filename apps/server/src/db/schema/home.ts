import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The home feature's tables (spec 01 §3, spec 02 §3): a household's rooms ("spaces") and each person's
// preferences. Who belongs to a space is the family feature's (family.ts); a space's plan is the tasks
// feature's (tasks.ts).

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
    /** The household's IANA time zone: when a due time turns overdue, and the calendar feed's events. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Whether parents may list rewards and review reward requests, as organizers do (issue 17). */
    parentsManageRewards: boolean('parents_manage_rewards').notNull().default(false),
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
