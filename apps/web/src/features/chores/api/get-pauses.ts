import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { ChorePerson } from './get-chores';
import { choreKeys } from './query-keys';

/** Time away: nothing falls due for the person (or the whole household) from `from` to `to`. */
export type ChorePause = {
  id: string;
  /** null: the whole household. */
  user: ChorePerson | null;
  from: string;
  to: string;
  note: string;
  created_by: ChorePerson | null;
  can_remove: boolean;
};

/** The space's pauses that have not ended, soonest first. */
export async function getPauses(spaceId: string): Promise<ChorePause[]> {
  const body = await apiFetch<{ pauses: ChorePause[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/pauses`);
  return body.pauses;
}

export function usePauses(spaceId: string) {
  return useQuery({ queryKey: choreKeys.pauses(spaceId), queryFn: () => getPauses(spaceId) });
}
