import { ArrowRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useAuth } from '../../../lib/auth';

/** "Account" in /settings (Me): who is signed in, and the way to delete the account (issue 20). */
export function AccountSection() {
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="account-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between md:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="account-heading" className="font-semibold">
            Account
          </h2>
          <p className="text-sm leading-relaxed break-all text-muted-foreground">
            {user ? `Signed in as ${user.email}.` : 'Your account.'}
          </p>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Deleting your account removes everything that is yours. It cannot be undone.
          </p>
        </div>
      </div>
      <Link
        to={paths.deleteAccount()}
        className={`${buttonVariants({ variant: 'outline' })} border-destructive/40 text-destructive hover:bg-destructive-soft`}
      >
        Delete account
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
