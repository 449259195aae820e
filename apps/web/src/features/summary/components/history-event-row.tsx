import { Check, Clock3, Gift, ListChecks, SlidersHorizontal, Undo2, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { HistoryEvent } from '../api/get-history';
import { eventByline, eventLabel, nameFor, signedPoints, whenText } from '../history-view';

const ICONS: Record<HistoryEvent['kind'], LucideIcon> = {
  chore_done: Check,
  task_approved: ListChecks,
  reward_redeemed: Gift,
  points_adjusted: SlidersHorizontal,
  points_refunded: Undo2,
  points_reversed: Undo2,
  points_earned: Check,
};

/** One event: the points it moved (when the viewer may see them) or its kind's icon, what, who, when. */
export function HistoryEventRow({ event, youId }: { event: HistoryEvent; youId: string | null }) {
  const Icon = event.kind === 'chore_done' && event.state === 'submitted' ? Clock3 : ICONS[event.kind];
  const byline = eventByline(event, youId);
  const waiting = event.kind === 'chore_done' && event.state === 'submitted';
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:gap-4 sm:px-5">
      {event.points !== null ? (
        <p
          className={cn(
            'w-14 shrink-0 pt-0.5 text-right text-lg font-bold tabular-nums',
            event.points < 0 ? 'text-destructive' : 'text-primary',
          )}
        >
          {signedPoints(event.points)}
          <span className="sr-only"> points</span>
        </p>
      ) : (
        <span aria-hidden="true" className="flex w-14 shrink-0 justify-end pt-1">
          <span
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-full',
              waiting ? 'bg-sand text-sand-foreground' : 'bg-primary-soft text-primary-soft-foreground',
            )}
          >
            <Icon className="size-4" />
          </span>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          {event.title}
          {event.area ? <span className="font-normal text-muted-foreground"> · {event.area}</span> : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              waiting
                ? 'bg-sand text-sand-foreground'
                : event.points !== null && event.points < 0
                  ? 'bg-muted text-foreground'
                  : 'bg-primary-soft text-primary-soft-foreground',
            )}
          >
            {eventLabel(event)}
          </span>
          <span className="font-medium text-foreground">{nameFor(event.member, youId)}</span>
          {byline ? <span>{byline}</span> : null}
          <time dateTime={event.at}>{whenText(event.at)}</time>
        </p>
      </div>
    </li>
  );
}
