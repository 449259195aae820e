import { ArrowRightLeft } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionToast } from '../../../lib/action-toast';
import type { FamilyMember, FamilySpace } from '../api/get-family';
import { useHandOverSpace } from '../api/hand-over-space';
import { memberName } from '../family-members';

type HandOverDialogProps = {
  space: FamilySpace;
  member: FamilyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened this is gone once the space is handed over: the page says where focus goes. */
  onHandedOver: () => void;
};

/** Asks before the organizer makes a parent the organizer of the space and becomes a parent (decision 027). */
export function HandOverDialog({ space, member, open, onOpenChange, onHandedOver }: HandOverDialogProps) {
  const handOver = useHandOverSpace();
  const handedOver = useRef(false);
  const name = memberName(member);

  function confirm() {
    const outcome = actionToast(`hand-over:${space.id}`);
    handOver.mutate(
      { spaceId: space.id, userId: member.user_id },
      {
        onSuccess: () => {
          handedOver.current = true;
          outcome.succeeded('Organizer changed', { description: `${name} is now the organizer of ${space.name}.` });
          onOpenChange(false);
        },
        onError: (error) => outcome.failed('Failed to change the organizer.', { description: error.message }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make ${name} the organizer?`}
      description={`${name} will run ${space.name}: inviting and removing members, reviewing work and giving points. You will be a parent in it, and only ${name} can hand it back.`}
      confirmLabel="Make organizer"
      pendingLabel="Handing over..."
      pending={handOver.isPending}
      icon={<ArrowRightLeft aria-hidden="true" />}
      onConfirm={confirm}
      moveFocusOnClose={() => {
        if (!handedOver.current) return false;
        onHandedOver();
        return true;
      }}
    />
  );
}
