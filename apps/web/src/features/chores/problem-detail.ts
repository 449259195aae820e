import { ApiError } from '../../lib/api-fetch';

/** The server's own words for a refusal (a 4xx), shown under a failure toast; nothing for a network failure. */
export const problemDetail = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : undefined;
