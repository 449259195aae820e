/**
 * Cache keys of the rewards feature, in one place. They sit under the space's own key (`['space', id]`), so
 * the space's live stream refreshes the store when a request is answered elsewhere, and a mutation here
 * refreshes the space's balance and ledger with one key.
 */
export const rewardKeys = {
  /** Every query about the space: what a reward mutation invalidates (balances move with requests). */
  space: (spaceId: string) => ['space', spaceId] as const,
  /** GET /api/spaces/{id}/rewards: the store, your balance and what you may do. */
  store: (spaceId: string) => ['space', spaceId, 'rewards'] as const,
  /** GET /api/spaces/{id}/reward-requests?status=…. */
  requests: (spaceId: string, status: 'pending' | 'all') => ['space', spaceId, 'reward-requests', status] as const,
};
