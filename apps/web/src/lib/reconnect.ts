import { REALTIME_RECONNECT_DELAYS_MS } from '@tidy/domain/constants';

const delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS;
const longest = Math.max(...delays);

/** Wait before reconnection attempt `attempt` (0 = the first): 1, 2, 5, then 10 s for every later one. */
export function reconnectDelay(attempt: number): number {
  if (!Number.isFinite(attempt)) return longest;
  return delays[Math.max(0, Math.floor(attempt))] ?? longest;
}
