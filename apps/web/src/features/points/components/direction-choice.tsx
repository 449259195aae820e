import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export type Direction = 'add' | 'take';

const CHOICES = [
  { value: 'add', label: 'Add points', icon: Plus },
  { value: 'take', label: 'Take away', icon: Minus },
] as const;

/**
 * Add or take, as two radio buttons: a phone's number pad often has no minus key, so the sign is a choice
 * rather than something to type.
 */
export function DirectionChoice({
  value,
  onValueChange,
}: {
  value: Direction;
  onValueChange: (value: Direction) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">Add or take away</legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              value === choice.value
                ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValueChange(choice.value)}
              className="sr-only"
            />
            <choice.icon aria-hidden="true" className="size-4" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
