import { useMutation } from '@tanstack/react-query';
import type { TaskCategory } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';

export type EditTasksInput = { spaceId: string; prompt: string };

/** A task as the coach would write it. */
export type TaskFields = {
  title: string;
  description: string;
  category: TaskCategory;
  priority: number;
  estimated_time: number;
};

export type EditedField = 'title' | 'description' | 'category' | 'priority' | 'estimated_time';

/** What Apply takes back: the proposed list and the fingerprint of the list it was made from. */
export type TaskEditProposal = { basis: string; tasks: (TaskFields & { id?: string })[] };

export type TaskEditPreview = {
  /** False when the coach could not tell what to change; `message` then says so and nothing is proposed. */
  understood: boolean;
  message: string;
  changes: {
    added: TaskFields[];
    changed: {
      id: string;
      title: string;
      fields: { field: EditedField; before: string | number; after: string | number }[];
      moved: boolean;
    }[];
    removed: (TaskFields & { id: string })[];
  };
  proposal: TaskEditProposal | null;
};

/** Asks the coach how the space's open tasks would change; nothing changes until the proposal is applied. */
export async function previewTaskEdit({ spaceId, prompt }: EditTasksInput): Promise<TaskEditPreview> {
  return apiFetch<TaskEditPreview>(`/api/spaces/${encodeURIComponent(spaceId)}/coach/edit-tasks`, {
    method: 'POST',
    body: { prompt },
  });
}

/** Invalidates nothing: a preview changes nothing. */
export function usePreviewTaskEdit() {
  return useMutation({ mutationFn: previewTaskEdit });
}
