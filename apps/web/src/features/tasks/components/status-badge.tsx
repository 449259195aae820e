import { TASK_STATE_LABELS, type TaskState } from '@tidy/domain/task-state';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const looks: Record<TaskState, string> = {
  to_do: 'bg-muted text-foreground',
  done: 'bg-primary-soft text-primary-soft-foreground',
  waiting: 'bg-sand text-sand-foreground',
  approved: 'bg-primary-soft text-primary-soft-foreground',
  sent_back: 'bg-destructive-soft text-destructive',
};

/** Where a task stands, in the one vocabulary every kind of task uses (To do · Waiting for review · …). */
export function StatusBadge({ state, label, className }: { state: TaskState; label?: string; className?: string }) {
  return (
    <Badge className={cn('px-2.5 py-0.5 text-xs', looks[state], className)}>{label ?? TASK_STATE_LABELS[state]}</Badge>
  );
}
