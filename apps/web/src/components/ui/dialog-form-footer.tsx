import { Button } from './button';
import { DialogFooter } from './dialog';

type DialogFormFooterProps = {
  /** The form is being sent: both buttons wait, and the submit button says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  /** Off until the form can be sent at all (a required field still empty). */
  submitDisabled?: boolean;
  /** The submit button is red: it takes something away. */
  destructive?: boolean;
  onCancel: () => void;
};

/** A dialog form's Cancel and submit buttons. */
export function DialogFormFooter({
  pending,
  submitLabel,
  pendingLabel = 'Adding...',
  submitDisabled = false,
  destructive = false,
  onCancel,
}: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        disabled={submitDisabled}
        aria-disabled={pending || undefined}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
