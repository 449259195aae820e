import { UserMinus } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionToast } from '../../../lib/action-toast';
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
    const outcome = actionToast(`remove-member:${space.id}:${member.user_id}`);
    removeMember.mutate(
      { spaceId: space.id, userId: member.user_id },
      {
        onSuccess: () => {
          removed.current = true;
          outcome.succeeded('Member removed');
          onOpenChange(false);
        },
        onError: () => outcome.failed('Failed to remove member.'),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${name}?`}
      description={`${name} will no longer see ${space.name} or its tasks. You can invite them again later.`}
      confirmLabel="Remove member"
      pendingLabel="Removing..."
      pending={removeMember.isPending}
      destructive
      icon={<UserMinus aria-hidden="true" />}
      onConfirm={confirm}
      moveFocusOnClose={() => {
        // After a removal the button that opened this is gone: the page says where focus goes.
        if (!removed.current) return false;
        onRemoved();
        return true;
      }}
    />
  );
}
