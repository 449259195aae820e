import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { actionToast } from '../../lib/action-toast';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';
import { forgetSignOut, startSignOutAt } from '../sign-out-landing';

type SignOutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Lets the header button say 'Signing Out' while the request runs. */
  onSigningOutChange: (signingOut: boolean) => void;
};

/** Asks before signing out, because signing out ends the sessions on every device (spec 01 §2, §4, §8). */
export function SignOutDialog({ open, onOpenChange, onSigningOutChange }: SignOutDialogProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  async function confirmSignOut() {
    onOpenChange(false);
    onSigningOutChange(true);
    const outcome = actionToast('sign-out');
    // Whoever signs out lands on the landing page (/ as a visitor), wherever they were.
    startSignOutAt(pathname + search);
    try {
      await signOut();
      await navigate(paths.home());
      outcome.succeeded('Signed Out Successfully', {
        description: 'You have been securely signed out of your account.',
      });
    } catch (error) {
      forgetSignOut();
      outcome.failed('Sign Out Failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      onSigningOutChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign out?"
      description="This signs you out of Tidy Steps on every device where you are signed in. You can sign in again at any time."
      confirmLabel="Sign Out"
      onConfirm={() => void confirmSignOut()}
    />
  );
}
