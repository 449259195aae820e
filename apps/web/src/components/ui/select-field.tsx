import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type SelectOption<Value extends string> = { value: Value; label: string };

type SelectFieldProps<Value extends string> = Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  /** Help shown under the field and read out with it. */
  hint?: string;
  /** Problems with the choice, read out with the field. */
  errors?: readonly string[] | undefined;
  /** Read the problems out as they appear: for a form that shows them without moving the cursor. */
  announceErrors?: boolean;
  options: readonly SelectOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
};

/**
 * A labelled native <select>: keyboard, screen readers and phone pickers all work as people expect,
 * at no cost in script. Styled to match Input.
 */
export function SelectField<Value extends string>({
  label,
  hint,
  errors = [],
  announceErrors = false,
  options,
  value,
  onValueChange,
  className,
  ...selectProps
}: SelectFieldProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // The options are the only values a <select> can hold.
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
          className={cn(
            'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-border bg-surface pr-10 pl-3.5',
            'text-base text-foreground shadow-xs transition-colors hover:border-muted-foreground/50',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
            'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
          )}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {invalid ? (
        <div
          id={errorId}
          role={announceErrors ? 'alert' : undefined}
          className="mt-2 text-sm leading-relaxed font-medium text-destructive"
        >
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
