import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/page-header';

type InvitationScreenProps = {
  /** The value of ?invite= in the address; may be empty when the link was cut short. */
  inviteCode: string;
};

/**
 * Replaces every page while the address carries ?invite= (spec 01 §2). Joining a space comes with
 * accounts in a later release; until then this screen says so plainly instead of pretending.
 */
export function InvitationScreen({ inviteCode }: InvitationScreenProps) {
  useDocumentTitle("You're invited!");
  const code = inviteCode.trim();

  return (
    <main className="flex flex-1 flex-col items-center justify-center px-5 py-12">
      <div className="mb-8 flex items-center gap-2.5">
        <BrandMark />
        <span className="text-lg font-semibold tracking-tight">Tidy Steps</span>
      </div>
      <section
        aria-labelledby="invitation-heading"
        className="w-full max-w-md rounded-3xl border border-border bg-surface p-8 text-center shadow-sm md:p-10"
      >
        <span className="mx-auto mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <MailOpen className="size-7" aria-hidden="true" />
        </span>
        <h1 id="invitation-heading" className="text-3xl font-bold tracking-tight">
          You're invited!
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Someone has invited you to organize a home together with them on Tidy Steps.
        </p>
        <p className="mt-4 leading-relaxed">
          Invitations arrive in a later release of the app. Joining a family space is not possible yet, so this
          invitation cannot be accepted here today.
        </p>
        {code ? (
          <div className="mt-6 rounded-xl bg-muted px-4 py-3">
            <p className="text-sm text-muted-foreground">Invite code</p>
            <p className="mt-1 font-mono text-base font-semibold break-all">{code}</p>
          </div>
        ) : (
          <p className="mt-6 rounded-xl bg-muted px-4 py-3">
            This link has no invite code. Ask for a new invitation link.
          </p>
        )}
        <Button asChild className="mt-8 w-full">
          <Link to={paths.home()}>Return to Home</Link>
        </Button>
      </section>
    </main>
  );
}
