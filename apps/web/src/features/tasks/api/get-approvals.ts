import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { taskKeys } from './query-keys';

export type ApprovalItem = {
  kind: 'daily' | 'assignment';
  /** The daily task's id, or the assignment's id. */
  id: string;
  title: string;
  estimated_time: number;
  /** null for daily tasks. */
  priority: number | null;
  /** A daily task's own points; for an assignment, what the server will award. */
  points: number;
  submitted_at: string | null;
  submitter: { user_id: string; full_name: string | null };
};

/** Organizers only: submitted daily tasks and assignments waiting for review. */
export async function getApprovals(spaceId: string): Promise<ApprovalItem[]> {
  const body = await apiFetch<{ items: ApprovalItem[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/approvals`);
  return body.items;
}

export function useApprovals(spaceId: string) {
  return useQuery({ queryKey: taskKeys.approvals(spaceId), queryFn: () => getApprovals(spaceId) });
}
