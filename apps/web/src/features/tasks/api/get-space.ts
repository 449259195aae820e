import { useQuery } from '@tanstack/react-query';
import type { Role, SpaceType } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { taskKeys } from './query-keys';

export type SpaceMember = {
  user_id: string;
  full_name: string | null;
  email: string | null;
  role: Role;
  is_you: boolean;
};

export type SpaceDetail = {
  space: {
    id: string;
    name: string;
    space_type: SpaceType;
    description: string | null;
    is_analyzed: boolean;
    created_at: string;
  };
  /** Your role in this space. */
  role: Role;
  is_owner: boolean;
  my_points: number;
  members: SpaceMember[];
  /** Counts of the space's task list. */
  progress: { total: number; completed: number };
  /** What the server lets you do here, so the page offers only what will work. */
  can: { set_up: boolean; edit_tasks: boolean; review: boolean; assign: boolean };
};

/** One space as the signed-in member sees it; 404 (an ApiError) when it is missing or not theirs. */
export async function getSpace(spaceId: string): Promise<SpaceDetail> {
  return apiFetch<SpaceDetail>(`/api/spaces/${encodeURIComponent(spaceId)}`);
}

export function useSpace(spaceId: string) {
  return useQuery({ queryKey: taskKeys.detail(spaceId), queryFn: () => getSpace(spaceId) });
}
