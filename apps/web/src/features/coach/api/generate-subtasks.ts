import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import type { SubtaskRequest } from '../planner';
import type { Suggestion } from '../suggestion';

export type GenerateSubtasksInput = SubtaskRequest & { spaceId: string };

/** Tasks sized to a target time and difficulty (the AI task planner and the subtask control). */
export async function generateSubtasks({ spaceId, ...request }: GenerateSubtasksInput): Promise<Suggestion[]> {
  const body = await apiFetch<{ subtasks: Suggestion[] }>(`/api/spaces/${encodeURIComponent(spaceId)}/coach/subtasks`, {
    method: 'POST',
    body: request,
  });
  return body.subtasks;
}

/** Changes nothing on the server: the suggestions are only added when someone picks them. */
export function useGenerateSubtasks() {
  return useMutation({ mutationFn: generateSubtasks });
}
