import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        // An alert dialog waits for an answer: a stray click beside it should not count as one.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Sign out?</DialogTitle>
          <DialogDescription>
            This signs you out of Tidy Steps on every device where you are signed in. You can sign in again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void confirmSignOut()}>Sign Out</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
