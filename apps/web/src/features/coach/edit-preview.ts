import { priorityLabel } from '@tidy/domain/task-state';
import type { EditedField, TaskEditPreview } from './api/edit-tasks';

// How the preview of an edit by prompt reads: each field in words, and the counts of each kind of change.

export const FIELD_LABELS: Record<EditedField, string> = {
  title: 'Title',
  description: 'Steps',
  category: 'Type',
  priority: 'Priority',
  estimated_time: 'Time',
};

/** A field's value as a person reads it: "10 min", "High priority", "Declutter". */
export function fieldValue(field: EditedField, value: string | number): string {
  if (field === 'estimated_time') return `${value} min`;
  if (field === 'priority') return priorityLabel(Number(value));
  if (field === 'category') return String(value).charAt(0).toUpperCase() + String(value).slice(1);
  return String(value);
}

export const taskCount = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

/** Whether the preview changes anything at all. */
export function changesAnything(preview: TaskEditPreview): boolean {
  const { added, changed, removed } = preview.changes;
  return added.length + changed.length + removed.length > 0;
}
