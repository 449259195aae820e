import { taskKeys } from '../../tasks/api/query-keys';

/**
 * Cache keys of the photos feature. They sit under the space's key, so the space's live updates
 * (a finished analysis, someone else's upload) refresh them with everything else on the page.
 */
export const photoKeys = {
  /** GET /api/spaces/{id}/photos: the photos, the set-up notes and whether an analysis is running. */
  list: (spaceId: string) => [...taskKeys.space(spaceId), 'photos'] as const,
};
