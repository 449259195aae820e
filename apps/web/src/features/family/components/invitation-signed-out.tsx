import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import type { InviteDetails } from '../api/get-invite';
import { roleLabel } from '../family-members';
import { inviterName, inviteTarget, sentenceStart } from '../invite-outcome';
import { InvitationMagicLinkForm } from './invitation-magic-link-form';
import { DeclineButton } from './leave-invitation-buttons';

/**
 * A visitor holding an invite link: who invited them to what, and a way to sign in that brings them
 * back here (a magic link, or the password form with this page as its redirect).
 */
export function InvitationSignedOut({ invite }: { invite: InviteDetails }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backHere = paths.invite(invite.id);

  function sent(address: string) {
    setSentTo(address);
    toast.success('Magic link sent!', { description: `Check your email at ${address} for the login link.` });
  }

  return (
    <>
      <p className="mt-4 text-center text-lg leading-relaxed">
        <strong className="font-semibold">{sentenceStart(inviterName(invite))}</strong> invited you to join{' '}
        <strong className="font-semibold">{inviteTarget(invite)}</strong> as a{' '}
        <strong className="font-semibold">{roleLabel(invite.role)}</strong>.
      </p>
      <p className="mt-2 text-center leading-relaxed text-muted-foreground">
        {invite.invited_email_hint
          ? 'To join, sign in with the e-mail address this invitation was sent to.'
          : 'To join, sign in or create an account with your e-mail address.'}
      </p>

      {sentTo ? (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-xl border border-primary/25 bg-primary-soft px-4 py-3 text-primary-soft-foreground"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Magic link sent! Check your email inbox</p>
            <p className="mt-1 text-sm leading-relaxed">
              Open the link we sent to <strong className="font-semibold break-all">{sentTo}</strong> to sign in and
              join.
            </p>
          </div>
        </div>
      ) : null}

      <InvitationMagicLinkForm
        invitedEmailHint={invite.invited_email_hint}
        redirect={backHere}
        email={email}
        onEmailChange={setEmail}
        onSent={sent}
      />
      <Button
        variant="outline"
        className="mt-3 w-full"
        onClick={() => void navigate(paths.auth({ email: email.trim() || undefined, redirect: backHere }))}
      >
        Sign In with Password
      </Button>
      <DeclineButton />
    </>
  );
}
