import type { AssignmentStatus, TaskCategory } from '@tidy/domain/constants';
import { assignmentState, type TaskState } from '@tidy/domain/task-state';

export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  organize: 'Organize',
  declutter: 'Declutter',
  clean: 'Clean',
  rearrange: 'Rearrange',
  setup: 'Setup',
};

/** Where an assignment stands, in the one vocabulary (To do · Waiting for review · Approved · Sent back). */
export const assignmentBadge = (status: AssignmentStatus): TaskState => assignmentState(status);
