import { LogOut } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-fetch';
import { actionToast } from '../../../lib/action-toast';
import type { FamilySpace } from '../api/get-family';
import { useLeaveSpace } from '../api/leave-space';

type LeaveSpaceDialogProps = {
  space: FamilySpace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The space's card is gone with the button that opened this: the page says where focus goes. */
  onLeft: () => void;
};

/** Asks before leaving a space. The server refuses the last organizer and says why; that is shown as it is. */
export function LeaveSpaceDialog({ space, open, onOpenChange, onLeft }: LeaveSpaceDialogProps) {
  const leaveSpace = useLeaveSpace();
  const left = useRef(false);

  function confirm() {
    const outcome = actionToast(`leave-space:${space.id}`);
    leaveSpace.mutate(space.id, {
      onSuccess: () => {
        left.current = true;
        outcome.succeeded(`You left ${space.name}`);
        onOpenChange(false);
      },
      onError: (error) => {
        onOpenChange(false);
        outcome.failed('Failed to leave space', {
          description: error instanceof ApiError && error.message ? error.message : 'Please try again.',
        });
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave ${space.name}?`}
      description={`You will no longer see ${space.name} or its tasks. To come back, someone who organizes it has to invite you again.`}
      confirmLabel="Leave space"
      pendingLabel="Leaving..."
      pending={leaveSpace.isPending}
      destructive
      icon={<LogOut aria-hidden="true" />}
      onConfirm={confirm}
      moveFocusOnClose={() => {
        if (!left.current) return false;
        onLeft();
        return true;
      }}
    />
  );
}
