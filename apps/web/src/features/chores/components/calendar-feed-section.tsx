import { CalendarDays } from 'lucide-react';
import { CalendarFeedButton } from './calendar-feed-button';

/** The calendar feed's place in /settings: the same dialog as on a space's chore calendar. */
export function CalendarFeedSection() {
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between md:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <CalendarDays aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="calendar-feed-heading" className="font-semibold">
            Your chores in your calendar
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Google Calendar, Apple Calendar or Outlook, kept up to date.
          </p>
        </div>
      </div>
      <CalendarFeedButton size="md" />
    </section>
  );
}
