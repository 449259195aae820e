import type { QueryClient } from '@tanstack/react-query';
import type { DailyTask } from './get-daily-tasks';
import { taskKeys } from './query-keys';

/**
 * Puts a daily task the server just returned into the cached lists at once, so a swipe shows its
 * result before the refetch, then refreshes the whole space (points, approvals) in the background.
 */
export function putDailyTask(queryClient: QueryClient, spaceId: string, task: DailyTask): void {
  queryClient.setQueriesData<DailyTask[]>({ queryKey: taskKeys.dailyTaskLists(spaceId) }, (tasks) =>
    tasks?.map((each) => (each.id === task.id ? task : each)),
  );
  // Not awaited: the row is free for its next swipe as soon as the server has answered.
  void queryClient.invalidateQueries({ queryKey: taskKeys.space(spaceId) });
}
