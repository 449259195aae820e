import { LogOut } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-fetch';
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
    if (leaveSpace.isPending) return;
    leaveSpace.mutate(space.id, {
      onSuccess: () => {
        left.current = true;
        toast.success(`You left ${space.name}`);
        onOpenChange(false);
      },
      onError: (error) => {
        onOpenChange(false);
        toast.error('Failed to leave space', {
          description: error instanceof ApiError && error.message ? error.message : 'Please try again.',
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!left.current) return;
          event.preventDefault();
          onLeft();
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave {space.name}?</DialogTitle>
          <DialogDescription>
            You will no longer see {space.name} or its tasks. To come back, someone who organizes it has to invite you
            again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={leaveSpace.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={leaveSpace.isPending || undefined} onClick={confirm}>
            <LogOut aria-hidden="true" />
            {leaveSpace.isPending ? 'Leaving...' : 'Leave space'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
