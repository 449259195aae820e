import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  errors?: readonly string[] | undefined;
};

/** A labelled multi-line field whose hint and errors are read out with it, styled like Input. */
export function TextareaField({ label, hint, errors = [], className, ...textareaProps }: TextareaFieldProps) {
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
      <textarea
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'block min-h-24 w-full min-w-0 resize-y rounded-xl border border-border bg-surface px-3.5 py-2.5',
          'text-base leading-relaxed text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        )}
        {...textareaProps}
      />
      {invalid ? (
        <div id={errorId} className="mt-2 text-sm leading-relaxed font-medium text-destructive">
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
