import { useQuery } from '@tanstack/react-query';
import type { AssignmentStatus, TaskCategory } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { taskKeys } from './query-keys';

export type TaskAssignment = {
  id: string;
  assigned_to: string;
  assignee_name: string | null;
  status: AssignmentStatus;
  rejection_reason: string | null;
  points_awarded: number | null;
};

export type SpaceTask = {
  id: string;
  title: string;
  description: string | null;
  category: TaskCategory;
  priority: number;
  estimated_time: number;
  order_index: number;
  is_completed: boolean;
  updated_at: string;
  assignment: TaskAssignment | null;
};

/** The space's task list (starter and AI tasks), each with its current assignment. */
export async function getSpaceTasks(spaceId: string): Promise<SpaceTask[]> {
  const body = await apiFetch<{ tasks: SpaceTask[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/space-tasks`);
  return body.tasks;
}

export function useSpaceTasks(spaceId: string) {
  return useQuery({ queryKey: taskKeys.spaceTasks(spaceId), queryFn: () => getSpaceTasks(spaceId) });
}
