import { CircleAlert, Inbox } from 'lucide-react';
import { formatMinutes } from '@tidy/domain/time';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useApprovals, type ApprovalItem } from '../api/get-approvals';
import type { SpaceMember } from '../api/get-space';
import { newestFirst, submitterName } from '../approvals';
import { ApproveDialog } from './approve-dialog';
import { AssignmentPanel } from './assignment-panel';
import { RejectDialog } from './reject-dialog';
import { ReviewButtons } from './review-buttons';

type Review = { kind: 'approve' | 'reject'; item: ApprovalItem; opening: number };

const submittedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function submittedText(item: ApprovalItem): string | null {
  if (!item.submitted_at) return null;
  const date = new Date(item.submitted_at);
  return Number.isNaN(date.getTime()) ? null : `Submitted ${submittedAt.format(date)}`;
}

/** The Organizer tab (spec 02 §2): the Manager Approval Dashboard, then the task-assignment panel. */
export function OrganizerTab({ spaceId, members }: { spaceId: string; members: readonly SpaceMember[] }) {
  return (
    <div className="flex flex-col gap-6">
      <ApprovalDashboard spaceId={spaceId} />
      <AssignmentPanel spaceId={spaceId} members={members} />
    </div>
  );
}

/** Manager Approval Dashboard (spec 02 §2, §4): submitted daily tasks and assignments, newest first. */
function ApprovalDashboard({ spaceId }: { spaceId: string }) {
  const approvals = useApprovals(spaceId);
  const [review, setReview] = useState<Review | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  // Spec 02 §8: a failed load is also a toast, once per failure.
  const failedAt = approvals.isError ? approvals.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error('Failed to load submitted tasks.');
  }, [failedAt]);

  const items = newestFirst(approvals.data ?? []);

  function open(kind: Review['kind'], item: ApprovalItem) {
    setReview((current) => ({ kind, item, opening: (current?.opening ?? 0) + 1 }));
    setReviewOpen(true);
  }

  return (
    <section
      aria-labelledby="approvals-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="approvals-heading" className="text-xl font-semibold tracking-tight">
        Manager Approval Dashboard
      </h2>
      <p className="mt-1 text-muted-foreground">Tasks your family finished and sent to you for approval.</p>

      <div ref={listRef} tabIndex={-1} className="mt-5 focus:outline-none">
        {approvals.isPending ? (
          <p role="status" className="py-6 text-center text-muted-foreground">
            Loading submitted tasks...
          </p>
        ) : approvals.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="inline-flex items-center gap-2 text-muted-foreground">
              <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
              Failed to load submitted tasks.
            </p>
            <Button variant="outline" size="sm" onClick={() => void approvals.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
            <Inbox aria-hidden="true" className="size-8" />
            <p>Nothing is waiting for approval.</p>
          </div>
        ) : (
          <ul aria-label="Waiting for approval" className="flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-primary-soft-foreground">{submitterName(item)}</p>
                  <p className="mt-0.5 font-semibold break-words">{item.title}</p>
                  <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <Badge variant="outline" className="px-2.5 py-0.5 text-xs">
                      {item.kind === 'daily' ? 'Daily task' : 'Assigned task'}
                    </Badge>
                    <span>{formatMinutes(item.estimated_time)}</span>
                    <span>{item.points} points</span>
                    {submittedText(item) ? <span>{submittedText(item)}</span> : null}
                  </p>
                </div>
                <ReviewButtons
                  title={item.title}
                  onApprove={() => open('approve', item)}
                  onReject={() => open('reject', item)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {review?.kind === 'approve' ? (
        <ApproveDialog
          key={review.opening}
          spaceId={spaceId}
          item={review.item}
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          onReviewed={() => listRef.current?.focus()}
        />
      ) : null}
      {review?.kind === 'reject' ? (
        <RejectDialog
          key={review.opening}
          spaceId={spaceId}
          item={review.item}
          open={reviewOpen}
          onOpenChange={setReviewOpen}
          onReviewed={() => listRef.current?.focus()}
        />
      ) : null}
    </section>
  );
}
