import { useId } from 'react';
import { cn } from '../../../lib/cn';

export type Choice<Value extends string | number> = { value: Value; label: string; hint?: string };

type ChoiceGroupProps<Value extends string | number> = {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * One choice out of a few, shown as buttons side by side: native radio buttons underneath, so arrow
 * keys move between them and screen readers say "1 of 3".
 */
export function ChoiceGroup<Value extends string | number>({
  legend,
  choices,
  value,
  onValueChange,
  disabled,
  className,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={cn('grid gap-2', choices.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className="relative block">
            {/* The input covers its button, so a tap or click lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              onChange={() => onValueChange(choice.value)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                'pointer-events-none flex h-full min-h-11 flex-col items-center justify-center rounded-xl border border-border bg-surface px-2 py-2 text-center text-sm font-semibold transition-colors',
                'peer-hover:bg-muted peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary-soft-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                'peer-disabled:opacity-60',
              )}
            >
              {choice.label}
              {choice.hint ? <span className="text-xs font-normal text-muted-foreground">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
