import { taskKeys } from '../../tasks/api/query-keys';

/**
 * Cache keys of the coach feature. They sit under the space's key, so the space's live updates (another
 * organizer's change, a finished analysis) refresh them with everything else on the page.
 */
export const coachKeys = {
  /** GET /api/spaces/{id}/task-list-versions/latest: the newest change of the task list that can be undone. */
  latestChange: (spaceId: string) => [...taskKeys.space(spaceId), 'task-list-versions', 'latest'] as const,
};
