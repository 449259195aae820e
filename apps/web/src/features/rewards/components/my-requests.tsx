import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-fetch';
import { useCancelRewardRequest } from '../api/cancel-reward-request';
import type { RewardRequest } from '../api/get-reward-requests';
import { RequestSummary } from './request-summary';

type MyRequestsProps = { spaceId: string; requests: readonly RewardRequest[] };

/** The member's own requests, newest first, with "Cancel" while one still waits (it asks first). */
export function MyRequests({ spaceId, requests }: MyRequestsProps) {
  const cancel = useCancelRewardRequest();
  const [cancelling, setCancelling] = useState<RewardRequest | null>(null);

  if (requests.length === 0) {
    return <p className="rounded-2xl bg-muted p-5 text-muted-foreground">You haven't asked for a reward yet.</p>;
  }

  function confirm() {
    if (!cancelling) return;
    cancel.mutate(
      { spaceId, requestId: cancelling.id },
      {
        onSuccess: () => {
          toast.success('Request cancelled', { description: cancelling.reward_title });
          setCancelling(null);
        },
        onError: (error) =>
          toast.error("Couldn't cancel the request.", {
            description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <>
      <ul
        aria-label="Your requests"
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      >
        {requests.map((request) => (
          <RequestSummary
            key={request.id}
            request={request}
            actions={
              request.status === 'pending' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Cancel request for ${request.reward_title}`}
                  onClick={() => setCancelling(request)}
                >
                  <X aria-hidden="true" />
                  Cancel
                </Button>
              ) : undefined
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={cancelling ? `Stop asking for “${cancelling.reward_title}”?` : ''}
        description="It will no longer wait for a reviewer. You can ask again later."
        confirmLabel="Yes, cancel request"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
