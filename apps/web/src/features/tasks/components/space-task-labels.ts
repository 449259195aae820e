import type { AssignmentStatus, TaskCategory } from '@tidy/domain/constants';
import type { ReviewStatus } from './status-badge';

export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  organize: 'Organize',
  declutter: 'Declutter',
  clean: 'Clean',
  rearrange: 'Rearrange',
  setup: 'Setup',
};

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, ReviewStatus> = {
  pending: 'Pending',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};
