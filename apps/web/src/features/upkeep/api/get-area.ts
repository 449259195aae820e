import { useQuery } from '@tanstack/react-query';
import type { SpaceType } from '@tidy/domain/constants';
import type { UpkeepStatus } from '@tidy/domain/upkeep';
import { apiFetch } from '../../../lib/api-fetch';
import { upkeepKeys } from './query-keys';

export type UpkeepTask = {
  id: string;
  name: string;
  interval_days: number;
  /** The household's date it was last done (YYYY-MM-DD), or null when never. */
  last_done_on: string | null;
  last_done_by_name: string | null;
  next_due_on: string;
  status: UpkeepStatus;
};

export type UpkeepAreaDetail = {
  space: { id: string; name: string; space_type: SpaceType };
  area: { id: string; name: string };
  tasks: UpkeepTask[];
};

/** One area of a space and its recurring tasks; 404 (an ApiError) for an area or space that is not there. */
export async function getArea(spaceId: string, areaId: string, today: string): Promise<UpkeepAreaDetail> {
  const query = new URLSearchParams({ today });
  return apiFetch<UpkeepAreaDetail>(
    `/api/spaces/${encodeURIComponent(spaceId)}/areas/${encodeURIComponent(areaId)}?${query}`,
  );
}

export function useArea(spaceId: string, areaId: string, today: string) {
  return useQuery({
    queryKey: upkeepKeys.area(spaceId, areaId, today),
    queryFn: () => getArea(spaceId, areaId, today),
  });
}
