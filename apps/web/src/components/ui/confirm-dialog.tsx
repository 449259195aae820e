import type { ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`; both buttons then wait. */
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  /** An icon before the confirm button's label. */
  icon?: ReactNode;
  onConfirm: () => void;
  /** Shown between the question and the buttons (a picture of what goes). */
  children?: ReactNode;
  /**
   * Called as the dialog closes. What was confirmed may have taken away the control that opened it (a
   * removed member's row): then put the focus somewhere sensible and return true, and it stays there.
   */
  moveFocusOnClose?: () => boolean;
};

/**
 * Asks before something that cannot be taken back. An alert dialog: it waits for an answer, so a stray
 * click beside it is not one.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  icon,
  onConfirm,
  children,
  moveFocusOnClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="max-w-md"
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (moveFocusOnClose?.()) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            aria-disabled={pending || undefined}
            onClick={pending ? undefined : onConfirm}
          >
            {icon}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
