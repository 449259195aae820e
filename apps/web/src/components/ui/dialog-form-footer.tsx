import { Button } from './button';
import { DialogFooter } from './dialog';

type DialogFormFooterProps = {
  /** The form is being sent: both buttons wait, and the submit button says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  /** Off until the form can be sent at all (a required field still empty). */
  submitDisabled?: boolean;
  onCancel: () => void;
};

/** A dialog form's Cancel and submit buttons. */
export function DialogFormFooter({
  pending,
  submitLabel,
  pendingLabel = 'Adding...',
  submitDisabled = false,
  onCancel,
}: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitDisabled} aria-disabled={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
