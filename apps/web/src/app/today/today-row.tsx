import { TASK_STATE_LABELS } from '@tidy/domain/task-state';
import { formatMinutes } from '@tidy/domain/time';
import { daysBetween, dueLabel } from '@tidy/domain/upkeep-due';
import { BellRing, Check, Send, Undo2 } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../features/tasks/components/status-badge';
import { dailyTaskActions } from '../../features/tasks/daily-task-state';
import { paths } from '../paths';
import type { TodayItem } from './get-today';

export type RowAction =
  'complete' | 'uncomplete' | 'submit' | 'submit-assignment' | 'complete-upkeep' | 'complete-chore';

type TodayRowProps = {
  item: TodayItem;
  today: string;
  busy: boolean;
  onAction: (item: TodayItem, action: RowAction) => void;
};

/** What a person may do with an item: the same rules as inside the space (daily-task-state). */
function actionsOf(item: TodayItem): { action: RowAction; label: string; icon: typeof Check; primary: boolean }[] {
  if (item.kind === 'daily' && item.daily) {
    const can = dailyTaskActions(item.daily);
    return [
      ...(can.complete ? [{ action: 'complete' as const, label: 'Mark done', icon: Check, primary: true }] : []),
      ...(can.submit
        ? [
            {
              action: 'submit' as const,
              label: item.state === 'sent_back' ? 'Send again' : 'Send for review',
              icon: Send,
              primary: true,
            },
          ]
        : []),
      ...(can.uncomplete ? [{ action: 'uncomplete' as const, label: 'Not done', icon: Undo2, primary: false }] : []),
    ];
  }
  if (item.kind === 'assignment' && (item.state === 'to_do' || item.state === 'sent_back')) {
    return [
      {
        action: 'submit-assignment',
        label: item.state === 'sent_back' ? 'Send again' : 'Send for review',
        icon: Send,
        primary: true,
      },
    ];
  }
  if (item.kind === 'upkeep') return [{ action: 'complete-upkeep', label: 'Mark done', icon: Check, primary: true }];
  // Marking an open turn done takes it: one button either way.
  if (item.kind === 'chore' && (item.state === 'to_do' || item.state === 'sent_back')) {
    return [{ action: 'complete-chore', label: 'Mark done', icon: Check, primary: true }];
  }
  return [];
}

const KIND_LABEL = { daily: 'Your task', assignment: 'Assigned to you', upkeep: 'Upkeep', chore: 'Chore' } as const;

/** When a chore's turn was due, in words: "Overdue" said, not only shown in red. */
function choreDueText(item: TodayItem, today: string): string {
  const late = item.due_on ? daysBetween(item.due_on, today) : 0;
  if (!item.overdue) return 'Due today';
  if (late <= 0) return 'Overdue · due today';
  return late === 1 ? 'Overdue · due yesterday' : `Overdue · due ${late} days ago`;
}

/** Where a row's space link goes: upkeep to its area, a chore to the space's chores, the rest to the space. */
function spaceLinkOf(item: TodayItem): string {
  if (item.area) return paths.subSpace(item.space.id, item.area.id);
  return item.kind === 'chore' ? paths.chores(item.space.id) : paths.space(item.space.id);
}

/** One row of Today: what it is, where, its state in the one vocabulary, and what can be done with it. */
export const TodayRow = forwardRef<HTMLLIElement, TodayRowProps>(function TodayRow(
  { item, today, busy, onAction },
  ref,
) {
  const actions = actionsOf(item);
  const titleId = `today-${item.kind}-${item.id}`;
  const finished = item.state === 'approved' || item.state === 'waiting';
  return (
    <li
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {KIND_LABEL[item.kind]} ·{' '}
          <Link to={spaceLinkOf(item)} className="underline-offset-2 hover:underline">
            {item.area ? `${item.space.name}, ${item.area.name}` : item.space.name}
          </Link>
        </p>
        <p id={titleId} className={`mt-0.5 font-semibold break-words ${finished ? 'text-muted-foreground' : ''}`}>
          {item.title}
        </p>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {item.kind === 'chore' ? (
            <>
              {item.state === 'sent_back' ? (
                <StatusBadge state={item.state} label={TASK_STATE_LABELS[item.state]} />
              ) : null}
              <span className={item.overdue ? 'font-semibold text-destructive' : ''}>{choreDueText(item, today)}</span>
              {item.chore?.open ? <span>Anyone can take it</span> : null}
              {item.chore?.nudged_at ? (
                <span className="inline-flex items-center gap-1 font-semibold text-foreground">
                  <BellRing aria-hidden="true" className="size-3.5" />
                  Nudged by {item.chore.nudged_by ?? 'an organizer'}
                </span>
              ) : null}
            </>
          ) : item.kind !== 'upkeep' ? (
            <StatusBadge state={item.state} label={TASK_STATE_LABELS[item.state]} />
          ) : (
            <span className={item.overdue ? 'font-semibold text-destructive' : ''}>
              {item.due_on ? dueLabel(item.due_on, today, item.overdue ? item.due_on : null) : 'Due today'}
            </span>
          )}
          {item.estimated_time ? <span>{formatMinutes(item.estimated_time)}</span> : null}
          {item.state === 'approved' && item.points_awarded !== null ? (
            <span className="font-semibold text-primary-soft-foreground">+{item.points_awarded} points</span>
          ) : item.points !== null ? (
            <span>{item.points} points</span>
          ) : null}
        </p>
        {item.state === 'sent_back' && item.rejection_reason ? (
          <p className="mt-1.5 text-sm break-words">
            <span className="font-semibold">Why it was sent back:</span> {item.rejection_reason}
          </p>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex shrink-0 gap-2">
          {actions.map(({ action, label, icon: Icon, primary }) => (
            <Button
              key={action}
              size="sm"
              variant={primary ? 'primary' : 'outline'}
              className="flex-1 sm:flex-none"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => onAction(item, action)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
});
