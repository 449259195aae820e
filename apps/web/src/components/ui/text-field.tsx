import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Help shown under the field, e.g. what a password needs. */
  hint?: ReactNode;
  /** Problems with the value; several are shown as a list. */
  errors?: readonly string[] | undefined;
  /** A line above a list of several problems, e.g. 'Choose a stronger password:'. */
  errorLead?: string | undefined;
  /** Read the problems out as they appear: for a form that shows them without moving the cursor. */
  announceErrors?: boolean;
};

/** A labelled input whose hint and errors are read out with it (aria-describedby). */
export function TextField({
  label,
  hint,
  errors = [],
  errorLead,
  announceErrors = false,
  className,
  ...inputProps
}: TextFieldProps) {
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
      <Input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...inputProps} />
      {invalid ? (
        <div
          id={errorId}
          role={announceErrors ? 'alert' : undefined}
          className="mt-2 text-sm leading-relaxed font-medium text-destructive"
        >
          {errors.length === 1 && !errorLead ? (
            <p>{errors[0]}</p>
          ) : (
            <>
              {errorLead ? <p>{errorLead}</p> : null}
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </>
          )}
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
