import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// The family feature's tables (spec 01 §3): who belongs to each space with which role, and the invitations
// that bring people in. Creating a space makes its creator an organizer through the family service.

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
    /** Null once the inviter deleted their account: the invitation is the space's and still works (decision 027). */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
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
    // Deleting an account clears these (the foreign keys' own look-ups).
    index('space_invites_invited_by_idx').on(table.invitedBy).where(sql`${table.invitedBy} is not null`),
    index('space_invites_accepted_by_idx').on(table.acceptedBy).where(sql`${table.acceptedBy} is not null`),
    check('space_invites_status_check', sql`${table.status} in ('pending', 'accepted', 'expired')`),
    check('space_invites_role_check', sql`${table.role} in ('parent', 'child', 'guest')`),
  ],
);
