import { taskKeys } from '../../tasks/api/query-keys';

/**
 * Cache keys of the upkeep feature. They sit under the space's key (taskKeys.space), so a live change in
 * the space, or our own mutation, refreshes them with everything else about the space.
 */
export const upkeepKeys = {
  /** Every upkeep query of one space. */
  all: (spaceId: string) => [...taskKeys.space(spaceId), 'upkeep'] as const,
  /** GET /api/spaces/{id}/areas?today=…: the areas with what is due. */
  areas: (spaceId: string, today: string) => [...taskKeys.space(spaceId), 'upkeep', 'areas', today] as const,
  /** GET /api/spaces/{id}/areas/{areaId}?today=…: one area and its tasks. */
  area: (spaceId: string, areaId: string, today: string) =>
    [...taskKeys.space(spaceId), 'upkeep', 'area', areaId, today] as const,
};
