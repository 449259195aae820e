import { formatMinutes } from '@tidy/domain/time';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { submitterName } from '../../features/tasks/approvals';
import { ReviewButtons } from '../../features/tasks/components/review-buttons';
import { paths } from '../paths';
import type { TodayReview } from './get-today';

// The dialogs (Radix) are fetched when a review starts, not with Today (its first load has a budget).
const ApproveDialog = lazy(() =>
  import('../../features/tasks/components/approve-dialog').then((module) => ({ default: module.ApproveDialog })),
);
const RejectDialog = lazy(() =>
  import('../../features/tasks/components/reject-dialog').then((module) => ({ default: module.RejectDialog })),
);

type Review = { kind: 'approve' | 'reject'; item: TodayReview; opening: number };

/**
 * What waits for the person's review, across their spaces: approved or sent back right here with the very
 * dialogs of the space's Organizer tab, so the rules, points and messages are the same.
 */
export function ReviewList({ reviews }: { reviews: TodayReview[] }) {
  const [review, setReview] = useState<Review | null>(null);
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function start(kind: Review['kind'], item: TodayReview) {
    setReview((current) => ({ kind, item, opening: (current?.opening ?? 0) + 1 }));
    setOpen(true);
  }
  // The reviewed item leaves the list with its buttons: focus goes to the section, which says how many are
  // left, or, when it was the last one and the section goes too, to the page's heading.
  const afterReview = () =>
    (reviews.length > 1 ? headingRef.current : document.getElementById('today-heading'))?.focus();

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-3">
      <h2 id="reviews-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Waiting for your review <span className="text-muted-foreground">({reviews.length})</span>
      </h2>
      <ul aria-label="Waiting for your review" className="flex flex-col gap-3">
        {reviews.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className="flex flex-col gap-3 rounded-xl border border-sand bg-surface p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-primary-soft-foreground">
                {submitterName(item)} ·{' '}
                <Link to={paths.space(item.space.id)} className="underline-offset-2 hover:underline">
                  {item.space.name}
                </Link>
              </p>
              <p className="mt-0.5 font-semibold break-words">{item.title}</p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                <span>{item.kind === 'daily' ? 'Daily task' : 'Assigned task'}</span>
                <span>{formatMinutes(item.estimated_time)}</span>
                <span>{item.points} points</span>
              </p>
            </div>
            <ReviewButtons
              title={item.title}
              onApprove={() => start('approve', item)}
              onReject={() => start('reject', item)}
            />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {review?.kind === 'approve' ? (
          <ApproveDialog
            key={review.opening}
            spaceId={review.item.space.id}
            item={review.item}
            open={open}
            onOpenChange={setOpen}
            onReviewed={afterReview}
          />
        ) : null}
        {review?.kind === 'reject' ? (
          <RejectDialog
            key={review.opening}
            spaceId={review.item.space.id}
            item={review.item}
            open={open}
            onOpenChange={setOpen}
            onReviewed={afterReview}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
