import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

// The kitchen feature's tables (issue 20, decision 028): a shared screen an organizer links to some of their
// spaces, and each person's PIN for it. A device holds a credential of its own, never a person's session; only
// hashes are kept (SHA-256 of the random link code and token, scrypt of a PIN), so the database alone opens nothing.

export const kitchenDevices = pgTable(
  'kitchen_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The organizer who linked it: the device acts in a space only while they are an organizer of it. */
    linkedBy: text('linked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the one-time link code, until the tablet uses it; then null. */
    linkCodeHash: text('link_code_hash').unique('kitchen_devices_link_code_unique'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** SHA-256 of the device's own credential, from the moment the tablet is linked. */
    tokenHash: text('token_hash').unique('kitchen_devices_token_unique'),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    /** Updated at most once a minute as the tablet is used. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('kitchen_devices_linked_by_idx').on(table.linkedBy),
    check('kitchen_devices_name_check', sql`char_length(${table.name}) between 1 and 60`),
    // Waiting for the tablet (a code and its expiry) or linked (a credential and when): never both, never neither.
    check(
      'kitchen_devices_state_check',
      sql`(${table.tokenHash} is null and ${table.linkedAt} is null and ${table.linkCodeHash} is not null and ${table.linkExpiresAt} is not null)
        or (${table.tokenHash} is not null and ${table.linkedAt} is not null and ${table.linkCodeHash} is null)`,
    ),
  ],
);

/** The spaces a device shows, chosen by the organizer as they link it. */
export const kitchenDeviceSpaces = pgTable(
  'kitchen_device_spaces',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => kitchenDevices.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'kitchen_device_spaces_pk', columns: [table.deviceId, table.spaceId] }),
    index('kitchen_device_spaces_space_idx').on(table.spaceId),
  ],
);

/** A person's own PIN for shared screens (scrypt, with its salt and cost in the value). */
export const kitchenPins = pgTable('kitchen_pins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
