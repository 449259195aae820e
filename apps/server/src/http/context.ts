import type { Actor } from '../auth/session';

/** What middleware puts on every request's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The signed-in person, looked up on first use (auth/session.ts). */
    actor: () => Promise<Actor | null>;
  };
};
