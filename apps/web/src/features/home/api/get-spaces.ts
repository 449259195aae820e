import { useQuery } from '@tanstack/react-query';
import type { Role, SpaceType } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from './query-keys';

/** A space as the server shows it to one person: with their role in it and its task counts. */
export type Space = {
  id: string;
  name: string;
  space_type: SpaceType;
  description: string | null;
  is_analyzed: boolean;
  created_at: string;
  role: Role;
  is_owner: boolean;
  task_count: number;
  completed_task_count: number;
  /** The household's IANA time zone ('UTC' until an organizer sets one): chores fall due by its clock. */
  time_zone: string;
};

/** The spaces the person owns and the ones they joined, newest first. */
export async function getSpaces(): Promise<Space[]> {
  const body = await apiFetch<{ spaces: Space[] }>('/api/spaces');
  return body.spaces;
}

export function useSpaces() {
  return useQuery({ queryKey: homeKeys.spaces, queryFn: getSpaces });
}
