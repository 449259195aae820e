import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'onClick' | 'role' | 'type' | 'value' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with role="switch", so screen readers say "on" or "off" and Space or
 * Enter flips it. Name it with a <label htmlFor> or aria-label; it has no text of its own. The button
 * is a 44 px tap target around the smaller track that shows.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-7 w-12 items-center rounded-full p-0.5 transition-colors duration-150 motion-reduce:transition-none',
          'group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-2 group-focus-visible:ring-offset-background',
          checked ? 'bg-primary' : 'bg-muted-foreground/70',
        )}
      >
        <span
          className={cn(
            'block size-6 rounded-full bg-surface shadow-sm transition-transform duration-150 motion-reduce:transition-none',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
    </button>
  );
}
