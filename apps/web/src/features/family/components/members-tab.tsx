import { House, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import type { FamilyMember, FamilySpace } from '../api/get-family';
import { FamilySpaceCard, spaceHeadingId } from './family-space-card';
import { HandOverDialog } from './hand-over-dialog';
import { LeaveSpaceDialog } from './leave-space-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';

type MembersTabProps = {
  spaces: FamilySpace[];
  /** Where focus goes when a whole space card disappears (after leaving it). */
  onSpaceGone: () => void;
};

type Confirmation =
  | { kind: 'remove'; space: FamilySpace; member: FamilyMember }
  | { kind: 'handOver'; space: FamilySpace; member: FamilyMember }
  | { kind: 'leave'; space: FamilySpace };

/** The Members tab of /family: every space the person belongs to, its members and pending invites. */
export function MembersTab({ spaces, onSpaceGone }: MembersTabProps) {
  // Kept after closing so the dialog can animate out; `openings` gives each opening a fresh dialog.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  function ask(next: Confirmation) {
    setConfirmation(next);
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  if (spaces.length === 0) return <NoSpaces />;

  return (
    <>
      <div className="flex flex-col gap-5">
        {spaces.map((space) => (
          <FamilySpaceCard
            key={space.id}
            space={space}
            onRemoveMember={(member) => ask({ kind: 'remove', space, member })}
            onHandOver={(member) => ask({ kind: 'handOver', space, member })}
            onLeave={() => ask({ kind: 'leave', space })}
          />
        ))}
      </div>

      {confirmation?.kind === 'remove' ? (
        <RemoveMemberDialog
          key={openings}
          space={confirmation.space}
          member={confirmation.member}
          open={open}
          onOpenChange={setOpen}
          onRemoved={() => document.getElementById(spaceHeadingId(confirmation.space.id))?.focus()}
        />
      ) : null}
      {confirmation?.kind === 'handOver' ? (
        <HandOverDialog
          key={openings}
          space={confirmation.space}
          member={confirmation.member}
          open={open}
          onOpenChange={setOpen}
          onHandedOver={() => document.getElementById(spaceHeadingId(confirmation.space.id))?.focus()}
        />
      ) : null}
      {confirmation?.kind === 'leave' ? (
        <LeaveSpaceDialog
          key={openings}
          space={confirmation.space}
          open={open}
          onOpenChange={setOpen}
          onLeft={onSpaceGone}
        />
      ) : null}
    </>
  );
}

function NoSpaces() {
  return (
    <div className="rounded-3xl border border-dashed border-border bg-surface px-6 py-12 text-center md:py-16">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <House aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">No spaces yet</h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        Family members join a space you organize. Set up your first space, then invite your family into it.
      </p>
      <Link to={paths.onboarding()} className={`mt-8 ${buttonVariants({ size: 'lg' })}`}>
        <Plus aria-hidden="true" />
        Create Your First Space
      </Link>
    </div>
  );
}
