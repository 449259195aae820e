import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { RewardRequest } from '../api/get-reward-requests';
import { RequestSummary } from './request-summary';
import { ReviewRequestDialog, type ReviewAnswer } from './review-request-dialog';

type ReviewQueueProps = { spaceId: string; requests: readonly RewardRequest[] };

/** Requests waiting for a reviewer, oldest asked first, with Approve and Decline (styled as task reviews). */
export function ReviewQueue({ spaceId, requests }: ReviewQueueProps) {
  const [review, setReview] = useState<{ request: RewardRequest; answer: ReviewAnswer } | null>(null);

  // The dialog stays mounted when the list empties: its mutation's callbacks (the toast) run after the refetch.
  return (
    <>
      {requests.length === 0 ? (
        <p className="rounded-2xl bg-muted p-5 text-muted-foreground">No requests are waiting for you.</p>
      ) : (
        <ul
          aria-label="Requests waiting for review"
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
        >
          {requests.map((request) => (
            <RequestSummary
              key={request.id}
              request={request}
              showRequester
              actions={
                <>
                  <Button
                    size="sm"
                    aria-label={`Approve ${request.reward_title} for ${request.user.full_name}`}
                    onClick={() => setReview({ request, answer: 'approve' })}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Decline ${request.reward_title} for ${request.user.full_name}`}
                    onClick={() => setReview({ request, answer: 'decline' })}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <ReviewRequestDialog spaceId={spaceId} review={review} onClose={() => setReview(null)} />
    </>
  );
}
