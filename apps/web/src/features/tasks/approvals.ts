import type { ApprovalItem } from './api/get-approvals';

function submittedTime(item: Pick<ApprovalItem, 'submitted_at'>): number {
  const time = item.submitted_at ? Date.parse(item.submitted_at) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** The approval list, newest submission first (spec 02 §7); items without a time go last. */
export function newestFirst(items: readonly ApprovalItem[]): ApprovalItem[] {
  return [...items].sort((a, b) => submittedTime(b) - submittedTime(a));
}

/** Spec 02 §8: a submitter without a name is 'Unknown User'. */
export function submitterName(item: Pick<ApprovalItem, 'submitter'>): string {
  return item.submitter.full_name?.trim() || 'Unknown User';
}
