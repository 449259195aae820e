import { UserMinus } from 'lucide-react';
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
import type { FamilyMember, FamilySpace } from '../api/get-family';
import { useRemoveMember } from '../api/remove-member';
import { memberName } from '../family-members';

type RemoveMemberDialogProps = {
  space: FamilySpace;
  member: FamilyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's row is gone with the button that opened this: the page says where focus goes. */
  onRemoved: () => void;
};

/** Asks before an organizer removes someone from a space (spec 01 §6, §8). */
export function RemoveMemberDialog({ space, member, open, onOpenChange, onRemoved }: RemoveMemberDialogProps) {
  const removeMember = useRemoveMember();
  const removed = useRef(false);
  const name = memberName(member);

  function confirm() {
    if (removeMember.isPending) return;
    removeMember.mutate(
      { spaceId: space.id, userId: member.user_id },
      {
        onSuccess: () => {
          removed.current = true;
          toast.success('Member removed');
          onOpenChange(false);
        },
        onError: () => toast.error('Failed to remove member.'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          // After a removal the button that opened this is gone: the page says where focus goes.
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>
            {name} will no longer see {space.name} or its tasks. You can invite them again later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={removeMember.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={removeMember.isPending || undefined} onClick={confirm}>
            <UserMinus aria-hidden="true" />
            {removeMember.isPending ? 'Removing...' : 'Remove member'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
