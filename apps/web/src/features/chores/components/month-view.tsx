import { cn } from '../../../lib/cn';
import type { CalendarEntry } from '../api/get-chore-calendar';
import { byDay, monthWeeks } from '../calendar-grid';
import { formatFullDay } from '../chore-view';
import { DayEntries } from './day-entries';

const WEEKDAY_HEADS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type MonthViewProps = {
  anchor: string;
  entries: readonly CalendarEntry[];
  today: string;
  /** The day whose chores are listed under the grid. */
  selected: string;
  onSelect: (date: string) => void;
  monthLabel: string;
};

const countText = (count: number) => (count === 0 ? 'no chores' : count === 1 ? '1 chore' : `${count} chores`);

/**
 * A month as a compact grid of days, each with a count of its chores, that stays readable at phone width;
 * choosing a day lists its chores below. Each day is a button named with the full date and the count.
 */
export function MonthView({ anchor, entries, today, selected, onSelect, monthLabel }: MonthViewProps) {
  const days = byDay(entries);
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label={monthLabel}>
        <div
          aria-hidden="true"
          className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-semibold text-muted-foreground"
        >
          {WEEKDAY_HEADS.map((head) => (
            <span key={head}>{head}</span>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-1">
          {monthWeeks(anchor)
            .flat()
            .map(({ date, inMonth }) => {
              const count = days.get(date)?.length ?? 0;
              const chosen = date === selected;
              return (
                <button
                  key={date}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={`${formatFullDay(date)}, ${countText(count)}`}
                  aria-current={date === today ? 'date' : undefined}
                  onClick={() => onSelect(date)}
                  className={cn(
                    'flex min-h-14 cursor-pointer flex-col items-center justify-start gap-1 rounded-lg border p-1 text-sm transition-colors sm:min-h-20 sm:items-start sm:p-2',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                    chosen
                      ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                      : 'border-border bg-surface hover:bg-muted',
                    !inMonth && !chosen && 'bg-muted/50 text-muted-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'tabular-nums',
                      date === today && 'rounded-full bg-primary px-1.5 font-bold text-primary-foreground',
                    )}
                  >
                    {Number(date.slice(8))}
                  </span>
                  {count > 0 ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-sand px-1.5 text-xs font-semibold text-sand-foreground sm:hidden"
                      >
                        {count}
                      </span>
                      {/* Wider screens have room for the first few chores by name; the button's name carries the count. */}
                      <span aria-hidden="true" className="hidden w-full flex-col gap-0.5 text-left text-xs sm:flex">
                        {(days.get(date) ?? []).slice(0, 2).map((entry) => (
                          <span
                            key={`${entry.chore_id}-${entry.id ?? ''}`}
                            className={cn('truncate', entry.projected && 'text-muted-foreground')}
                          >
                            {entry.title}
                          </span>
                        ))}
                        {count > 2 ? (
                          <span className="font-semibold text-muted-foreground">+{count - 2} more</span>
                        ) : null}
                      </span>
                    </>
                  ) : null}
                </button>
              );
            })}
        </div>
      </div>
      <div aria-live="polite" className="rounded-xl border border-border bg-muted/40 p-4">
        <DayEntries date={selected} label={formatFullDay(selected)} entries={days.get(selected) ?? []} today={today} />
      </div>
    </div>
  );
}
