import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-border bg-surface px-3.5 text-base text-foreground shadow-xs',
        'transition-colors placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        className,
      )}
      {...props}
    />
  );
}
