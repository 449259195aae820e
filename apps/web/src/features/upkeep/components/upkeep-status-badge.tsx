import type { UpkeepStatus } from '@tidy/domain/upkeep';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const looks: Record<UpkeepStatus, { label: string; icon: typeof Clock; className: string }> = {
  completed: { label: 'Completed', icon: CircleCheck, className: 'bg-primary-soft text-primary-soft-foreground' },
  overdue: { label: 'Overdue', icon: CircleAlert, className: 'bg-destructive-soft text-destructive' },
  pending: { label: 'Pending', icon: Clock, className: 'bg-sand text-sand-foreground' },
};

/** Where an upkeep task stands today: Completed, Overdue or Pending (spec 02 §2). */
export function UpkeepStatusBadge({ status, className }: { status: UpkeepStatus; className?: string }) {
  const { label, icon: Icon, className: look } = looks[status];
  return (
    <Badge className={cn('gap-1 px-2.5 py-0.5 text-xs', look, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  );
}
