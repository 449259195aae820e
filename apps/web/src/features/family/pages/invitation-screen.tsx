import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/page-header';
import { useInvite } from '../api/get-invite';
import { InvitationCard, InvitationProblem } from '../components/invitation-card';
import { InvitationSignedIn } from '../components/invitation-signed-in';
import { InvitationSignedOut } from '../components/invitation-signed-out';
import { GoHomeButton } from '../components/leave-invitation-buttons';
import { detailsStop, INVITE_TOASTS, loadErrorStop, type InviteStop } from '../invite-outcome';

type InvitationScreenProps = {
  /** The value of ?invite= in the address; may be empty when the link was cut short. */
  inviteCode: string;
};

const LOADING = 'Loading invitation...';

/**
 * Replaces every page while the address carries ?invite= (spec 01 §2). A visitor signs in from here
 * and comes back; a signed-in person joins. An invite that is missing, used or expired is explained
 * in a toast and the person goes to the home page (spec 01 §4, §8).
 */
export function InvitationScreen({ inviteCode }: InvitationScreenProps) {
  useDocumentTitle("You're invited!");
  const inviteId = inviteCode.trim();
  const navigate = useNavigate();
  const { loading, user } = useAuth();
  const invite = useInvite(inviteId);
  // One clock reading per visit: whether the invite has expired should not change under the person.
  const [openedAt] = useState(() => new Date());

  const leave = useCallback(
    (stop: InviteStop | null) => {
      if (stop) {
        const { title, ...rest } = INVITE_TOASTS[stop];
        // The id keeps React's development double run from showing the toast twice.
        toast.error(title, { id: `invite-${stop}`, ...rest });
      }
      void navigate(paths.home(), { replace: true });
    },
    [navigate],
  );

  const stop = invite.isError ? loadErrorStop(invite.error) : invite.data ? detailsStop(invite.data, openedAt) : null;

  useEffect(() => {
    // Spec 01 §5: without an invite id there is nothing to show.
    if (inviteId === '') leave(null);
    else if (stop) leave(stop);
  }, [inviteId, stop, leave]);

  if (inviteId === '' || stop || loading || invite.isPending) {
    // The same full-page state as while this screen's code loads (root-layout.tsx), so nothing jumps.
    return (
      <main className="flex flex-1 flex-col">
        <PageLoading label={LOADING} />
      </main>
    );
  }

  let content;
  if (invite.isError) {
    content = (
      <>
        <InvitationProblem title="We couldn't load this invitation">
          <p>{invite.error.message}</p>
        </InvitationProblem>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            className="w-full"
            aria-disabled={invite.isFetching || undefined}
            onClick={() => void invite.refetch()}
          >
            {invite.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
          <GoHomeButton />
        </div>
      </>
    );
  } else if (user) {
    content = <InvitationSignedIn invite={invite.data} user={user} onStop={leave} />;
  } else {
    content = <InvitationSignedOut invite={invite.data} />;
  }

  return <InvitationCard>{content}</InvitationCard>;
}
