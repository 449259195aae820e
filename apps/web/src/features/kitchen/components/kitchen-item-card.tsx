import { TASK_STATE_LABELS } from '@tidy/domain/task-state';
import { formatMinutes } from '@tidy/domain/time';
import { Button } from '../../../components/ui/button';
import type { KitchenItem } from '../api/get-member-day';
import type { MemberAction } from '../api/member-action';
import { choicesOf } from '../kitchen-item-choices';

const KIND_LABEL = { daily: 'Your task', assignment: 'Asked of you', chore: 'Chore' } as const;

/** One thing of the member's day, large enough to read and tap from a step away. */
export function KitchenItemCard({
  item,
  busy,
  onAction,
}: {
  item: KitchenItem;
  busy: boolean;
  onAction: (item: KitchenItem, action: MemberAction) => void;
}) {
  const titleId = `kitchen-${item.kind}-${item.id}`;
  const choices = choicesOf(item);
  const finished = item.state === 'waiting' || item.state === 'approved';
  const details = [
    item.estimated_time ? formatMinutes(item.estimated_time) : null,
    item.state === 'approved' && item.points_awarded !== null
      ? `+${item.points_awarded} points`
      : item.points !== null
        ? `${item.points} points`
        : null,
  ].filter((part): part is string => part !== null);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border-2 border-border bg-surface p-5 md:flex-row md:items-center md:p-6"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {KIND_LABEL[item.kind]} · {item.space.name}
        </p>
        <p
          id={titleId}
          className={`mt-1 text-2xl font-semibold break-words ${finished ? 'text-muted-foreground' : ''}`}
        >
          {item.title}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-muted-foreground">
          {item.state !== 'to_do' ? (
            <span className="rounded-full bg-primary-soft px-3 py-0.5 font-semibold text-primary-soft-foreground">
              {TASK_STATE_LABELS[item.state]}
            </span>
          ) : null}
          {item.kind === 'chore' && item.overdue ? (
            <span className="font-semibold text-destructive">Overdue</span>
          ) : null}
          {item.open ? <span>Anyone can take it</span> : null}
          {details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </p>
        {item.state === 'sent_back' && item.rejection_reason ? (
          <p className="mt-2 break-words">
            <span className="font-semibold">Why it came back:</span> {item.rejection_reason}
          </p>
        ) : null}
      </div>
      {choices.length > 0 ? (
        <div className="flex shrink-0 flex-wrap gap-3">
          {choices.map(({ action, label, icon: Icon, primary }) => (
            <Button
              key={action}
              size="lg"
              variant={primary ? 'primary' : 'outline'}
              className="h-16 flex-1 rounded-2xl px-8 text-xl md:flex-none"
              aria-disabled={busy || undefined}
              aria-describedby={titleId}
              onClick={() => (busy ? undefined : onAction(item, action))}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
