import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { Occurrence } from './get-chore-history';
import { choreKeys } from './query-keys';

/** Organizers only: turns marked done and waiting for review, oldest first. */
export async function getSubmittedTurns(spaceId: string): Promise<Occurrence[]> {
  const body = await apiFetch<{ occurrences: Occurrence[] }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/chore-occurrences/submitted`,
  );
  return body.occurrences;
}

export function useSubmittedTurns(spaceId: string, enabled: boolean) {
  return useQuery({ queryKey: choreKeys.submitted(spaceId), queryFn: () => getSubmittedTurns(spaceId), enabled });
}
