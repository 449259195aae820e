import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

export type ReviewStatus = 'Pending' | 'Submitted' | 'Approved' | 'Rejected';

const looks: Record<ReviewStatus, string> = {
  Pending: 'bg-sand text-sand-foreground',
  Submitted: 'bg-sand text-sand-foreground',
  Approved: 'bg-primary-soft text-primary-soft-foreground',
  Rejected: 'bg-destructive-soft text-destructive',
};

/** Where a task stands in the organizer's review. */
export function StatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  return <Badge className={cn('px-2.5 py-0.5 text-xs', looks[status], className)}>{status}</Badge>;
}
