/**
 * Cache keys of the chores feature, in one place. They sit under the space's own key (`['space', id]`), so
 * the space's live stream refreshes chores when someone elsewhere marks one done, and a turn's mutation
 * refreshes the balances and the ledger with one key (points move when a turn is approved).
 */
export const choreKeys = {
  /** Every query about the space: what a turn's mutation invalidates (points move with approvals). */
  space: (spaceId: string) => ['space', spaceId] as const,
  /** Everything of this feature in the space: chores, turns, the calendar, pauses. */
  all: (spaceId: string) => ['space', spaceId, 'chores'] as const,
  /** GET /api/spaces/{id}/chores. */
  list: (spaceId: string) => ['space', spaceId, 'chores', 'list'] as const,
  /** GET /api/chores/{id}/history, page after page. */
  history: (spaceId: string, choreId: string) => ['space', spaceId, 'chores', 'history', choreId] as const,
  /** GET /api/spaces/{id}/chore-occurrences?from&to&member. */
  calendar: (spaceId: string, from: string, to: string, member: string) =>
    ['space', spaceId, 'chores', 'calendar', from, to, member] as const,
  /** GET /api/spaces/{id}/chore-occurrences/submitted (organizers). */
  submitted: (spaceId: string) => ['space', spaceId, 'chores', 'submitted'] as const,
  /** GET /api/spaces/{id}/pauses. */
  pauses: (spaceId: string) => ['space', spaceId, 'chores', 'pauses'] as const,
  /** GET /api/calendar/feed: the person's own calendar feed, across their spaces (so under no space). */
  calendarFeed: ['calendar-feed'] as const,
};
