import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';

// The dialog (and Radix with it) loads when someone first reaches for the button.
const CalendarFeedDialog = lazy(() =>
  import('./calendar-feed-dialog').then((module) => ({ default: module.CalendarFeedDialog })),
);

/**
 * "Subscribe in your calendar": opens the calendar feed dialog. The dialog is mounted only while open, so the
 * address it shows once is gone from the page when it closes.
 */
export function CalendarFeedButton({
  variant = 'outline',
  size = 'sm',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Subscribe in your calendar
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CalendarFeedDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
