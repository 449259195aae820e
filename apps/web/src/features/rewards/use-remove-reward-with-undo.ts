import { toast } from 'sonner';
import { ApiError } from '../../lib/api-fetch';
import type { Reward } from './api/get-rewards';
import { useRemoveReward } from './api/remove-reward';
import { useRestoreReward } from './api/restore-reward';

const detail = (error: unknown) => (error instanceof ApiError && error.status !== 0 ? error.message : undefined);

/**
 * Removing a reward happens at once and offers Undo in its toast (restore), rather than asking first: the
 * reward is only archived, so nothing is lost, and a slip is put right with one press.
 */
export function useRemoveRewardWithUndo(spaceId: string) {
  const remove = useRemoveReward();
  const restore = useRestoreReward();

  /** `onRemoved` puts the focus somewhere sensible: the removed reward's buttons are gone. */
  return (reward: Reward, onRemoved: () => void) =>
    remove.mutate(
      { spaceId, rewardId: reward.id },
      {
        onSuccess: () => {
          onRemoved();
          toast.success('Reward removed', {
            description: reward.title,
            action: {
              label: 'Undo',
              onClick: () =>
                restore.mutate(
                  { spaceId, rewardId: reward.id },
                  {
                    onSuccess: () => toast.success('Reward restored', { description: reward.title }),
                    onError: (error) => toast.error("Couldn't restore the reward.", { description: detail(error) }),
                  },
                ),
            },
          });
        },
        onError: (error) => toast.error("Couldn't remove the reward.", { description: detail(error) }),
      },
    );
}
