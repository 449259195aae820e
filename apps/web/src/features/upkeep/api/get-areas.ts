import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { upkeepKeys } from './query-keys';

export type UpkeepAreaSummary = {
  /** The sub-space id in the address, e.g. 'fridge'. */
  id: string;
  name: string;
  task_count: number;
  /** Tasks pending or overdue today. */
  due_count: number;
  /** The soonest next due date among its tasks (YYYY-MM-DD), or null when it has none. */
  next_due_on: string | null;
};

/** The space's areas (by its type) with what is due on `today`, the person's own date. */
export async function getAreas(spaceId: string, today: string): Promise<UpkeepAreaSummary[]> {
  const query = new URLSearchParams({ today });
  const body = await apiFetch<{ areas: UpkeepAreaSummary[] }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/areas?${query}`,
  );
  return body.areas;
}

export function useAreas(spaceId: string, today: string) {
  return useQuery({ queryKey: upkeepKeys.areas(spaceId, today), queryFn: () => getAreas(spaceId, today) });
}
