import { toast } from 'sonner';
import type { Chore } from './api/get-chores';
import { useRemoveChore } from './api/remove-chore';
import { useRestoreChore } from './api/restore-chore';
import { problemDetail } from './problem-detail';

/**
 * Removing a chore happens at once and offers Undo in its toast (restore), rather than asking first: the
 * chore is only archived with its history, so a slip is put right with one press.
 */
export function useRemoveChoreWithUndo(spaceId: string) {
  const remove = useRemoveChore();
  const restore = useRestoreChore();

  /** `onRemoved` puts the focus somewhere sensible: the removed chore's buttons are gone. */
  return (chore: Chore, onRemoved: () => void) =>
    remove.mutate(
      { spaceId, choreId: chore.id },
      {
        onSuccess: () => {
          onRemoved();
          toast.success('Chore removed', {
            description: chore.title,
            action: {
              label: 'Undo',
              onClick: () =>
                restore.mutate(
                  { spaceId, choreId: chore.id },
                  {
                    onSuccess: () => toast.success('Chore restored', { description: chore.title }),
                    onError: (error) =>
                      toast.error("Couldn't restore the chore.", { description: problemDetail(error) }),
                  },
                ),
            },
          });
        },
        onError: (error) => toast.error("Couldn't remove the chore.", { description: problemDetail(error) }),
      },
    );
}
