import type { Logger } from 'pino';

/** What middleware puts on every request's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
  };
};
