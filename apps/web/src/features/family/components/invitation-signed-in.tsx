import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { actionToast } from '../../../lib/action-toast';
import { useAcceptInvite } from '../api/accept-invite';
import { useCanAccept } from '../api/get-can-accept';
import type { InviteDetails } from '../api/get-invite';
import { roleLabel } from '../family-members';
import {
  acceptedText,
  acceptFailure,
  canAcceptOutcome,
  INVITE_TOASTS,
  inviterName,
  sentenceStart,
  inviteTarget,
  type InviteStop,
} from '../invite-outcome';
import { DeclineButton, GoHomeButton } from './leave-invitation-buttons';
import { InvitationLoading, InvitationProblem } from './invitation-card';

type InvitationSignedInProps = {
  invite: InviteDetails;
  user: AuthUser;
  /** Says why the invite cannot be used (a toast) and leaves for the home page. */
  onStop: (stop: InviteStop) => void;
};

function mismatchToast() {
  // The id keeps a second check (React's development double run, a retry) from stacking toasts.
  toast.error(INVITE_TOASTS.mismatch.title, { id: 'invite-mismatch', description: INVITE_TOASTS.mismatch.description });
}

/**
 * A signed-in person holding an invite link. The server first says whether this account may accept it
 * (only the invited address may); then 'Continue & Join Space' joins and goes to My Spaces.
 */
export function InvitationSignedIn({ invite, user, onStop }: InvitationSignedInProps) {
  const navigate = useNavigate();
  const canAccept = useCanAccept(invite.id, user.id, { enabled: true });
  const acceptInvite = useAcceptInvite();
  // The accept call can also find out that this is the wrong account.
  const [refusedOnAccept, setRefusedOnAccept] = useState(false);

  const outcome = canAccept.data ? canAcceptOutcome(canAccept.data) : null;
  const mismatch = refusedOnAccept || outcome === 'mismatch';

  useEffect(() => {
    if (outcome === 'mismatch') mismatchToast();
    else if (outcome === 'processed' || outcome === 'invalid') onStop(outcome);
  }, [outcome, onStop]);

  useEffect(() => {
    if (!canAccept.isError) return;
    toast.error(INVITE_TOASTS.verification.title, {
      id: 'invite-verification',
      description: INVITE_TOASTS.verification.description,
    });
  }, [canAccept.isError]);

  function join() {
    if (acceptInvite.isPending) return;
    const outcome = actionToast(`accept-invite:${invite.id}`);
    acceptInvite.mutate(invite.id, {
      onSuccess: (accepted) => {
        outcome.succeeded('Invitation accepted!', { description: acceptedText(accepted) });
        void navigate(paths.spaces(), { replace: true });
      },
      onError: (error) => {
        const failure = acceptFailure(error);
        if (failure.kind === 'mismatch') {
          mismatchToast();
          setRefusedOnAccept(true);
        } else if (failure.kind === 'stop') {
          onStop(failure.stop);
        } else {
          outcome.failed('Error accepting invitation', { description: failure.message });
        }
      },
    });
  }

  if (mismatch) return <WrongAccount invite={invite} user={user} />;

  if (canAccept.isError) {
    return (
      <>
        {/* Worded apart from the toast, which says the same thing at the same time. */}
        <InvitationProblem title="We couldn't check this invitation">
          <p>Check your connection, then try again.</p>
        </InvitationProblem>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            className="w-full"
            aria-disabled={canAccept.isFetching || undefined}
            onClick={() => void canAccept.refetch()}
          >
            {canAccept.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
          <GoHomeButton />
        </div>
      </>
    );
  }

  if (outcome !== 'accept') return <InvitationLoading label="Loading invitation..." />;

  return (
    <>
      <p className="mt-4 text-center leading-relaxed text-muted-foreground">
        {sentenceStart(inviterName(invite))} invited you to organize together on Tidy Steps.
      </p>
      <div className="mt-6 rounded-xl bg-muted px-4 py-4 text-center">
        <p className="text-sm text-muted-foreground">
          Continue as <strong className="font-semibold break-all text-foreground">{user.email}</strong>
        </p>
        <p className="mt-2 text-lg leading-snug font-semibold">
          Join {inviteTarget(invite)} as a {roleLabel(invite.role)}
        </p>
      </div>
      <Button size="lg" className="mt-6 w-full" aria-disabled={acceptInvite.isPending || undefined} onClick={join}>
        {acceptInvite.isPending ? 'Joining...' : 'Continue & Join Space'}
      </Button>
      <DeclineButton />
    </>
  );
}

/** Signed in with an address the invitation was not sent to: sign out (and back in as the right person) or leave. */
function WrongAccount({ invite, user }: { invite: InviteDetails; user: AuthUser }) {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutHere() {
    setSigningOut(true);
    try {
      // The screen stays: once signed out it offers to sign in with the invited address.
      await signOut();
      toast.success('Signed Out Successfully', {
        description: 'You have been securely signed out of your account.',
      });
    } catch (error) {
      toast.error('Sign Out Failed', { description: error instanceof Error ? error.message : 'Please try again.' });
      setSigningOut(false);
    }
  }

  return (
    <>
      {/* Worded apart from the 'Email mismatch' toast, which says the same thing at the same time. */}
      <InvitationProblem title="This invitation is for another account">
        <p>
          You're signed in as <strong className="font-semibold break-all">{user.email}</strong>
          {invite.invited_email_hint ? `, but it was sent to ${invite.invited_email_hint}` : ''}.
        </p>
      </InvitationProblem>
      <p className="mt-4 leading-relaxed">
        Sign out, then sign in with the invited address to join {inviteTarget(invite)}.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button className="w-full" aria-disabled={signingOut || undefined} onClick={() => void signOutHere()}>
          {signingOut ? 'Signing Out' : 'Sign Out'}
        </Button>
        <GoHomeButton />
      </div>
    </>
  );
}
