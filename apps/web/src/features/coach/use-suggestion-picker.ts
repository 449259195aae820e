import { useState } from 'react';
import { useAddSuggestions } from './api/add-suggestions';
import { useGenerateSubtasks, type GenerateSubtasksInput } from './api/generate-subtasks';
import { allPicked, pickedSuggestions, suggestionTotals, type Suggestion } from './suggestion';
import { actionToast } from '../../lib/action-toast';

/**
 * Asking the coach for tasks, ticking the ones you want and adding them to today: shared by the AI task
 * planner and the subtask control, with the spec's toasts (02 §8).
 */
export function useSuggestionPicker(spaceId: string, date: string) {
  const generate = useGenerateSubtasks();
  const addSuggestions = useAddSuggestions();
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = suggestions ? pickedSuggestions(suggestions, picked) : [];

  function ask(request: Omit<GenerateSubtasksInput, 'spaceId'>, onShown?: () => void) {
    const outcome = actionToast(`generate-subtasks:${spaceId}`);
    generate.mutate(
      { spaceId, ...request },
      {
        onSuccess: (answer) => {
          if (answer.length === 0) {
            outcome.failed('Error', { description: 'No tasks generated' });
            return;
          }
          outcome.succeeded();
          setSuggestions(answer);
          setPicked(allPicked(answer));
          onShown?.();
        },
        onError: () => outcome.failed('Error', { description: 'Failed to generate tasks' }),
      },
    );
  }

  function toggle(index: number) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  const busy = generate.isPending || addSuggestions.isPending;

  function addPicked(onAdded: () => void) {
    if (busy || chosen.length === 0) return;
    const outcome = actionToast(`add-suggestions:${spaceId}`);
    addSuggestions.mutate(
      { spaceId, date, suggestions: chosen },
      {
        onSuccess: (added) => {
          outcome.succeeded(added.length === 1 ? 'Task added' : `${added.length} tasks added`, {
            description: added.length === 1 ? "It is on today's list." : "They are on today's list.",
          });
          onAdded();
        },
        onError: () => outcome.failed('Error', { description: 'Failed to add tasks. Please try again.' }),
      },
    );
  }

  return {
    suggestions,
    picked,
    chosen,
    totals: suggestionTotals(chosen),
    busy,
    generating: generate.isPending,
    adding: addSuggestions.isPending,
    ask,
    toggle,
    addPicked,
    clear: () => setSuggestions(null),
  };
}
