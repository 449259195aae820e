import { ChevronDown, LocateFixed } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { deviceTimeZone } from '../../../lib/native/push';
import { browserTimeZones, cityOf, timeZoneChoices } from '../time-zones';

type TimeZoneFieldProps = {
  value: string;
  onChange: (timeZone: string) => void;
  /** The zone the space has now: offered even when this browser names it differently. */
  saved: string;
  errors?: readonly string[] | undefined;
  disabled?: boolean;
};

/**
 * The household's time zone as a native <select>, grouped by region: phones show their own picker and a
 * keyboard finds a city by typing its name. While the space is on UTC and this device is not, one button
 * offers the device's zone; nothing changes until the person saves.
 */
export function TimeZoneField({ value, onChange, saved, errors = [], disabled }: TimeZoneFieldProps) {
  const id = useId();
  const device = deviceTimeZone();
  // Some 400 zones, each named with today's offset: worked out once per opening of the dialog.
  const { utc, groups } = useMemo(
    () => timeZoneChoices(browserTimeZones(), [saved, ...(device ? [device] : [])], new Date()),
    [saved, device],
  );
  const suggestion = saved === 'UTC' && device && device !== 'UTC' && value === 'UTC' ? device : null;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        Time zone
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-border bg-surface pr-10 pl-3.5',
            'text-base text-foreground shadow-xs transition-colors hover:border-muted-foreground/50',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
          )}
        >
          <option value={utc.value}>{utc.label}</option>
          {groups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {invalid ? (
        <div id={`${id}-error`} role="alert" className="mt-2 text-sm leading-relaxed font-medium text-destructive">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <p id={`${id}-hint`} className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Chores fall due and turn overdue by this clock, for everyone in the space.
      </p>
      {suggestion ? (
        <Button variant="outline" size="sm" className="mt-3 max-w-full" onClick={() => onChange(suggestion)}>
          <LocateFixed aria-hidden="true" />
          <span className="truncate">Use this device's time zone: {cityOf(suggestion)}</span>
        </Button>
      ) : null}
    </div>
  );
}
