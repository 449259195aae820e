import { AppLink } from '../../components/app-link';
import { lazy, Suspense, useState } from 'react';
import { LogInIcon, LogOutIcon } from '../../components/first-paint-icons';
import { buttonVariants } from '../../components/ui/button-variants';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

// The dialog (Radix) and the toasts (sonner) are fetched on first use: the header is in every first download.
const loadSignOutDialog = () => import('./sign-out-dialog');
const SignOutDialog = lazy(() => loadSignOutDialog().then((module) => ({ default: module.SignOutDialog })));

/**
 * The account control of the header bar (spec 01 §2): 'Log In' for a visitor; 'Sign Out' (with a
 * confirmation dialog, then 'Signing Out') for a signed-in person, whose settings are under Me.
 */
export function AccountButton() {
  const { loading, user } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  if (loading) {
    // Holds the place of 'Log In' while the first session lookup runs, so the header does not jump.
    return (
      <span aria-hidden="true" className={`invisible ${buttonVariants({ size: 'sm' })}`}>
        <LogInIcon className="size-4" />
        Log In
      </span>
    );
  }

  // While signing out the session is already gone, but the button stays until the toast is shown.
  if (!user && !signingOut) {
    return (
      <AppLink to={paths.auth()} className={buttonVariants({ size: 'sm' })}>
        <LogInIcon className="size-4" />
        Log In
      </AppLink>
    );
  }

  return (
    <>
      <button
        type="button"
        disabled={signingOut}
        title={user ? `Signed in as ${user.email}` : undefined}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onPointerEnter={() => void loadSignOutDialog()}
        onFocus={() => void loadSignOutDialog()}
        onClick={() => {
          setDialogWanted(true);
          setDialogOpen(true);
        }}
      >
        <LogOutIcon className="size-4" />
        {signingOut ? 'Signing Out' : 'Sign Out'}
      </button>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SignOutDialog open={dialogOpen} onOpenChange={setDialogOpen} onSigningOutChange={setSigningOut} />
        </Suspense>
      ) : null}
    </>
  );
}
