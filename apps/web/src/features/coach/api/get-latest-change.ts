import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { coachKeys } from './query-keys';

export type TaskListChange = {
  id: string;
  /** An edit by prompt, or a reanalysis that added tasks. */
  reason: 'edit' | 'reanalyze';
  summary: string;
  added_count: number;
  created_at: string;
  undo_until: string;
};

/** The space's newest change of its task list that can still be undone, or null (organizers and parents). */
export async function getLatestChange(spaceId: string): Promise<TaskListChange | null> {
  const body = await apiFetch<{ version: TaskListChange | null }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/task-list-versions/latest`,
  );
  return body.version;
}

export function useLatestChange(spaceId: string) {
  return useQuery({ queryKey: coachKeys.latestChange(spaceId), queryFn: () => getLatestChange(spaceId) });
}
