/** Cache keys of the account feature, in one place. */
export const accountKeys = {
  /** GET /api/account/deletion: what deleting the account would do, and how to confirm it. */
  deletion: ['account', 'deletion'] as const,
};
