/** Cache keys of the account feature, in one place. */
export const authKeys = {
  providers: ['auth', 'providers'] as const,
  /** Every account mutation runs under this key, so a form can tell when any of them is working. */
  mutations: ['auth'] as const,
};
