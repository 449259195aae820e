import { daysBetween } from '@tidy/domain/upkeep';

// Dates of the household's calendar (YYYY-MM-DD) for reading: formatted at UTC midnight in UTC, so the
// reader's own time zone can never shift one to the day before.

const sameYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const otherYear = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon, 11 May" this year; "11 May 2027" in another. */
export function formatDay(isoDate: string, today: string): string {
  const format = isoDate.slice(0, 4) === today.slice(0, 4) ? sameYear : otherYear;
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** When it was last done, in words: "Today", "Yesterday", "3 days ago", or the date from a week on. */
export function lastDoneLabel(lastDoneOn: string | null, today: string): string {
  if (lastDoneOn === null) return 'Never';
  const ago = daysBetween(lastDoneOn, today);
  if (ago <= 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return `${ago} days ago`;
  return formatDay(lastDoneOn, today);
}

/** How often, in words: "Every day", "Every week", "Every 10 days". */
export function intervalLabel(days: number): string {
  if (days === 1) return 'Every day';
  if (days === 7) return 'Every week';
  return `Every ${days} days`;
}
