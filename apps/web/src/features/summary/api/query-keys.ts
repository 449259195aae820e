/**
 * Cache keys of the summary feature, in one place. A space's history sits under the space's own key
 * (`['space', id]`), so the space's live stream and anything that refreshes the space refresh it too.
 */
export const summaryKeys = {
  /** GET /api/spaces/{id}/history?member=…: the space's history, everyone's ('all') or one member's. */
  history: (spaceId: string, member: string) => ['space', spaceId, 'history', member] as const,
  /** GET /api/summary?week=…: one week ('this' for the current one). */
  summary: (week: string) => ['summary', week] as const,
};
