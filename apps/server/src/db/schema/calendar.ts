import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The calendar feature's table (issue 17): each member's private iCalendar feed, addressed by a secret
// token. Only the token's SHA-256 is kept, so the database alone cannot subscribe to anyone's feed.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);
