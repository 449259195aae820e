import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Notifications (issue 9): Web Push subscriptions of a person's browsers and phones, and which kinds of
// notification they want. The VAPID keys themselves live in the data folder (or the environment).

/** One browser or installed app that agreed to receive Web Push messages for this person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser; unique, so subscribing again updates the row. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    check(
      'push_subscriptions_endpoint_check',
      sql`${table.endpoint} like 'https://%' or ${table.endpoint} like 'http://%'`,
    ),
  ],
);

/** Which kinds a person wants (all on until switched off) and when the daily reminder last went out. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Your task was approved' and 'your task was sent back'. */
    reviewResult: boolean('review_result').notNull().default(true),
    /** 'A task was submitted for your approval' (organizers and parents). */
    submittedForApproval: boolean('submitted_for_approval').notNull().default(true),
    /** 'You were assigned a task'. */
    assigned: boolean('assigned').notNull().default(true),
    /** The daily reminder at the preferred task time (morning, afternoon or evening). */
    dailyReminder: boolean('daily_reminder').notNull().default(true),
    /** The person's IANA time zone, from their device, so the reminder comes at their morning. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The person's own calendar day of the last daily reminder: at most one a day, across processes. */
    lastRemindedOn: date('last_reminded_on'),
    /** Chore turns: a push at a turn's due time, and an organizer's nudge about an overdue one. */
    choreReminders: boolean('chore_reminders').notNull().default(true),
    /** The weekly summary's day, 0 (Sunday) to 6 (Saturday) on the person's clock; null sends none. */
    weeklySummaryDay: smallint('weekly_summary_day'),
    weeklySummaryEmail: boolean('weekly_summary_email').notNull().default(false),
    weeklySummaryPush: boolean('weekly_summary_push').notNull().default(false),
    /** The person's own calendar day of the last weekly summary sent: at most one a week, across processes. */
    lastSummaryOn: date('last_summary_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_settings_reminder_idx')
      .on(table.lastRemindedOn)
      .where(sql`${table.dailyReminder}`),
    index('notification_settings_summary_idx')
      .on(table.weeklySummaryDay, table.lastSummaryOn)
      .where(sql`${table.weeklySummaryDay} is not null`),
    check('notification_settings_summary_day_check', sql`${table.weeklySummaryDay} between 0 and 6`),
  ],
);
