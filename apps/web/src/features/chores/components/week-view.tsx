import type { CalendarEntry } from '../api/get-chore-calendar';
import { byDay, weekDays } from '../calendar-grid';
import { formatShortDay } from '../chore-view';
import { DayEntries } from './day-entries';

type WeekViewProps = { anchor: string; entries: readonly CalendarEntry[]; today: string };

/** Monday to Sunday: a column a day on wide screens, the days one under another on a phone. */
export function WeekView({ anchor, entries, today }: WeekViewProps) {
  const days = byDay(entries);
  return (
    <div className="grid gap-x-3 gap-y-5 lg:grid-cols-7">
      {weekDays(anchor).map((date) => (
        <div key={date} className="rounded-xl border border-border bg-muted/40 p-3 lg:min-h-40 lg:p-2">
          <DayEntries date={date} label={formatShortDay(date)} entries={days.get(date) ?? []} today={today} compact />
        </div>
      ))}
    </div>
  );
}
