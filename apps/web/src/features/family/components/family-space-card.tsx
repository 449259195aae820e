import { Link2, LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { actionToast } from '../../../lib/action-toast';
import type { FamilyMember, FamilySpace, PendingInvite } from '../api/get-family';
import { useCancelInvite } from '../api/cancel-invite';
import { copyInviteLink } from '../copy-invite-link';
import {
  canCancelInvites,
  canHandOverTo,
  canLeaveSpace,
  canRemoveMember,
  pendingInvites,
  roleLabel,
} from '../family-members';
import { MemberRow } from './member-row';

type FamilySpaceCardProps = {
  space: FamilySpace;
  onRemoveMember: (member: FamilyMember) => void;
  /** The space's organizer makes a parent the organizer (decision 027). */
  onHandOver: (member: FamilyMember) => void;
  onLeave: () => void;
};

/** The heading id of a space's card, so a dialog can hand focus back to it when its row is gone. */
export const spaceHeadingId = (spaceId: string) => `family-space-${spaceId}-name`;

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function expiryText(expiresAt: string): string {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? 'No expiry date' : `Expires ${expiryFormat.format(date)}`;
}

/** One space on the Members tab: who is in it, who is invited, and the way out of it. */
export function FamilySpaceCard({ space, onRemoveMember, onHandOver, onLeave }: FamilySpaceCardProps) {
  const headingId = spaceHeadingId(space.id);
  const invites = pendingInvites(space);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-xl leading-snug font-semibold tracking-tight break-words focus:outline-none"
          >
            {space.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your role: <span className="font-semibold text-foreground">{roleLabel(space.role)}</span>
          </p>
        </div>
        {canLeaveSpace(space) ? (
          <Button variant="outline" size="sm" onClick={onLeave}>
            <LogOut aria-hidden="true" />
            Leave space
          </Button>
        ) : null}
      </div>

      <h3 className="mt-5 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Members ({space.members.length})
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {space.members.map((member) => (
          <MemberRow
            key={member.user_id}
            member={member}
            onRemove={canRemoveMember(space, member) ? () => onRemoveMember(member) : undefined}
            onHandOver={canHandOverTo(space, member) ? () => onHandOver(member) : undefined}
          />
        ))}
      </ul>

      {invites.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Pending invites ({invites.length})
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {invites.map((invite) => (
              <InviteRow
                key={invite.id}
                invite={invite}
                canCancel={canCancelInvites(space)}
                // The row goes away with its button: the space's heading is the next sensible place.
                onCancelled={() => document.getElementById(headingId)?.focus()}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

type InviteRowProps = { invite: PendingInvite; canCancel: boolean; onCancelled: () => void };

function InviteRow({ invite, canCancel, onCancelled }: InviteRowProps) {
  const cancelInvite = useCancelInvite();
  const [copying, setCopying] = useState(false);
  const isLink = invite.invited_email === '';
  const { link } = invite;
  const Icon = isLink ? Link2 : Mail;

  function cancel() {
    if (cancelInvite.isPending) return;
    const outcome = actionToast(`cancel-invite:${invite.id}`);
    cancelInvite.mutate(invite.id, {
      onSuccess: () => {
        outcome.succeeded('Invite cancelled');
        onCancelled();
      },
      onError: () => outcome.failed('Failed to cancel invitation.'),
    });
  }

  async function copy(link: string) {
    setCopying(true);
    await copyInviteLink(link);
    setCopying(false);
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-background/60 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-all">{isLink ? 'Invite link' : invite.invited_email}</p>
          <p className="text-sm text-muted-foreground">
            {roleLabel(invite.role)}
            {invite.is_whole_home ? ' · Whole home' : ''} · {expiryText(invite.expires_at)}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        {link ? (
          <Button
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            aria-disabled={copying || undefined}
            onClick={() => void copy(link)}
          >
            Copy link
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            variant="outline"
            size="sm"
            className="flex-1 border-destructive/40 text-destructive hover:bg-destructive-soft sm:flex-none"
            aria-disabled={cancelInvite.isPending || undefined}
            onClick={cancel}
          >
            Cancel invite
          </Button>
        ) : null}
      </div>
    </li>
  );
}
