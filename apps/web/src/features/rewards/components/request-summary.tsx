import { CheckCircle2, CircleSlash, Clock, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { RewardRequest, RewardRequestStatus } from '../api/get-reward-requests';
import { personName, pointsText, REQUEST_STATUS_LABELS, whenText } from '../reward-view';

const STATUS_STYLES: Record<RewardRequestStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'bg-sand text-sand-foreground' },
  approved: { icon: CheckCircle2, className: 'bg-primary-soft text-primary-soft-foreground' },
  declined: { icon: XCircle, className: 'bg-destructive-soft text-destructive' },
  cancelled: { icon: CircleSlash, className: 'bg-muted text-muted-foreground' },
};

function StatusBadge({ status }: { status: RewardRequestStatus }) {
  const { icon: Icon, className } = STATUS_STYLES[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}

type RequestSummaryProps = {
  request: RewardRequest;
  /** Name who asked (a reviewer's list); a member's own list leaves it out. */
  showRequester?: boolean;
  /** Buttons for the request (Cancel, Approve and Decline). */
  actions?: ReactNode;
};

/** One request: the reward, its cost, who asked and when, its status, and the notes both sides wrote. */
export function RequestSummary({ request, showRequester = false, actions }: RequestSummaryProps) {
  const reviewer = request.reviewed_by ? personName(request.reviewed_by) : 'The reviewer';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words">{request.reward_title}</span>
          <span className="text-sm text-muted-foreground tabular-nums">{pointsText(request.cost)}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <StatusBadge status={request.status} />
          {request.refunded ? (
            <span className="inline-flex items-center gap-1 font-medium">
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Points given back
            </span>
          ) : null}
          {showRequester ? <span className="font-medium text-foreground">{personName(request.user)}</span> : null}
          <span>
            asked <time dateTime={request.created_at}>{whenText(request.created_at)}</time>
          </span>
        </p>
        {request.note.trim() ? (
          <p className="mt-2 text-sm break-words">
            <span className="font-semibold">Note: </span>
            {request.note}
          </p>
        ) : null}
        {request.review_note.trim() ? (
          <p className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm break-words">
            <span className="font-semibold">{reviewer} wrote: </span>
            {request.review_note}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2 max-sm:*:flex-1">{actions}</div> : null}
    </li>
  );
}
