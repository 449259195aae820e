import { WEEKDAY_NAMES } from '@tidy/domain/recurrence';
import { cn } from '../../../lib/cn';

// Monday first, as the household's week runs.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type WeekdayChipsProps = {
  value: readonly number[];
  onChange: (days: number[]) => void;
  describedBy?: string | undefined;
};

/** The days of the week as checkbox chips, Mon to Sun: real checkboxes, so Space toggles and each is read out. */
export function WeekdayChips({ value, onChange, describedBy }: WeekdayChipsProps) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((chosen) => chosen !== day) : [...value, day]);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold">On these days</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEK_ORDER.map((day) => {
          const name = WEEKDAY_NAMES[day];
          const checked = value.includes(day);
          return (
            <label
              key={day}
              className={cn(
                'relative inline-flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:bg-muted',
              )}
            >
              {/* The real checkbox covers the chip, invisible: a tap anywhere on the chip is a tap on it. */}
              <input
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                aria-label={name}
                onChange={() => toggle(day)}
              />
              <span aria-hidden="true">{name.slice(0, 3)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
