import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

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

  async function confirmSignOut() {
    onOpenChange(false);
    onSigningOutChange(true);
    try {
      await signOut();
      await navigate(paths.home());
      toast.success('Signed Out Successfully', {
        description: 'You have been securely signed out of your account.',
      });
    } catch (error) {
      toast.error('Sign Out Failed', {
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
