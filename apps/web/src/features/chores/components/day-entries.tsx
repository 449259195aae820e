import { cn } from '../../../lib/cn';
import type { CalendarEntry } from '../api/get-chore-calendar';
import { formatFullDay } from '../chore-view';
import { CalendarEntryItem } from './calendar-entry-item';

type DayEntriesProps = {
  date: string;
  entries: readonly CalendarEntry[];
  today: string;
  /** The heading's text on screen; the full date is always what it is called. */
  label: string;
  compact?: boolean;
};

/** One day of the calendar: a heading named with the full date, and its chores with who does them. */
export function DayEntries({ date, entries, today, label, compact = false }: DayEntriesProps) {
  const headingId = `day-${date}`;
  const isToday = date === today;
  return (
    <section aria-labelledby={headingId} data-date={date} className="flex min-w-0 flex-col gap-2">
      <h3
        id={headingId}
        className={cn(
          'flex flex-wrap items-center gap-x-2 gap-y-1',
          isToday ? 'font-bold text-primary-soft-foreground' : 'font-semibold',
        )}
      >
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{formatFullDay(date)}</span>
        {isToday ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs">Today</span> : null}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No chores</p>
      ) : (
        <ul aria-label={`Chores on ${formatFullDay(date)}`} className="flex flex-col gap-1.5">
          {entries.map((entry) => (
            <CalendarEntryItem key={`${entry.chore_id}-${entry.id ?? entry.due_on}`} entry={entry} compact={compact} />
          ))}
        </ul>
      )}
    </section>
  );
}
