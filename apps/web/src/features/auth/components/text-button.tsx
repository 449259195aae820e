import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** A button that reads like a link, for switching between the account forms. */
export function TextButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        // On a touch screen the text grows a finger-sized target around it.
        'cursor-pointer rounded-md font-semibold text-primary underline-offset-4 hover:underline pointer-coarse:min-h-10',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
