import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDailyTasks } from '../../tasks/api/add-daily-tasks';
import type { DailyTask } from '../../tasks/api/get-daily-tasks';
import { taskKeys } from '../../tasks/api/query-keys';
import { inBatches, suggestionAsDailyTask, type Suggestion } from '../suggestion';

export type AddSuggestionsInput = { spaceId: string; date: string; suggestions: readonly Suggestion[] };

/**
 * Adds the picked suggestions to your daily tasks for the date (POST /spaces/{id}/daily-tasks with
 * origin 'coach', which lets a quick win take 2 minutes), ten per request as the endpoint allows.
 */
export async function addSuggestions({ spaceId, date, suggestions }: AddSuggestionsInput): Promise<DailyTask[]> {
  const added: DailyTask[] = [];
  for (const batch of inBatches(suggestions.map(suggestionAsDailyTask))) {
    added.push(...(await addDailyTasks({ spaceId, date, tasks: batch, origin: 'coach' })));
  }
  return added;
}

/** Invalidates: the space's daily tasks for that date (also when only some batches got through). */
export function useAddSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSuggestions,
    onSettled: (_tasks, _error, { spaceId, date }) =>
      queryClient.invalidateQueries({ queryKey: taskKeys.dailyTasks(spaceId, date) }),
  });
}
