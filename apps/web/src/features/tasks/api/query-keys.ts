/**
 * Cache keys of the tasks feature, in one place. Everything about one space sits under
 * `['space', id]`, so a live change (or our own mutation) can refresh the whole page with one key.
 */
export const taskKeys = {
  /** Every query about one space: invalidate this to refresh the space detail page. */
  space: (spaceId: string) => ['space', spaceId] as const,
  /** GET /api/spaces/{id}: the space, your role and points, its members and progress. */
  detail: (spaceId: string) => ['space', spaceId, 'detail'] as const,
  /** Your own daily tasks in the space, every date. */
  dailyTaskLists: (spaceId: string) => ['space', spaceId, 'daily-tasks'] as const,
  /** GET /api/spaces/{id}/daily-tasks?date=…: your own daily tasks for one date. */
  dailyTasks: (spaceId: string, date: string) => ['space', spaceId, 'daily-tasks', date] as const,
  /** GET /api/spaces/{id}/space-tasks: the space's task list. */
  spaceTasks: (spaceId: string) => ['space', spaceId, 'space-tasks'] as const,
  /** GET /api/spaces/{id}/approvals: what waits for an organizer's review. */
  approvals: (spaceId: string) => ['space', spaceId, 'approvals'] as const,
};
