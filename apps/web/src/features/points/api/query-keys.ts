/**
 * Cache keys of the points feature, in one place. They sit under the space's own key (`['space', id]`),
 * so the space's live stream, and any mutation that refreshes the space, refresh the ledger too.
 */
export const pointsKeys = {
  /** Everything the points feature keeps about one space. */
  all: (spaceId: string) => ['space', spaceId, 'points'] as const,
  /** GET /api/spaces/{id}/points?member=…: one member's ledger ('me' for your own), or 'all' for the space's. */
  ledger: (spaceId: string, member: string) => ['space', spaceId, 'points', member] as const,
};

/** What invalidates after points move: the space (its balance), the ledger, the store's balance. */
export const spaceKey = (spaceId: string) => ['space', spaceId] as const;
