import { addDays, dayNumber } from '@tidy/domain/time';

// The calendar's days: weeks run Monday to Sunday, as the household's week (and the chore form) does.
// Pure date arithmetic on YYYY-MM-DD days, so no time zone can move a day.

export type CalendarView = 'week' | 'month';
export type MonthCell = { date: string; inMonth: boolean };

/** 0 for Monday … 6 for Sunday (day 0, 1970-01-01, was a Thursday). */
export function mondayIndex(isoDate: string): number {
  return (((dayNumber(isoDate) + 3) % 7) + 7) % 7;
}

/** The Monday of the week holding the day. */
export const weekStart = (isoDate: string) => addDays(isoDate, -mondayIndex(isoDate));

/** The seven days, Monday first, of the week holding the day. */
export function weekDays(isoDate: string): string[] {
  const monday = weekStart(isoDate);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** The first day of the month `step` months from the day's month. */
export function monthShift(isoDate: string, step: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + step;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole weeks, Monday to Sunday, covering the month of the day; days of the months beside it marked. */
export function monthWeeks(isoDate: string): MonthCell[][] {
  const first = firstOfMonth(isoDate);
  const last = addDays(monthShift(isoDate, 1), -1);
  const weeks: MonthCell[][] = [];
  for (let monday = weekStart(first); dayNumber(monday) <= dayNumber(last); monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday).map((date) => ({ date, inMonth: date.slice(0, 7) === first.slice(0, 7) })));
  }
  return weeks;
}

/** The days a view shows, first and last (at most six weeks: the server allows 62 days). */
export function calendarRange(view: CalendarView, isoDate: string): { from: string; to: string } {
  if (view === 'week') {
    const monday = weekStart(isoDate);
    return { from: monday, to: addDays(monday, 6) };
  }
  const weeks = monthWeeks(isoDate);
  return { from: weeks[0]![0]!.date, to: weeks[weeks.length - 1]![6]!.date };
}

/** The day the view shows after moving `step` weeks or months (a month move lands on its first day). */
export function shiftCalendar(view: CalendarView, isoDate: string, step: number): string {
  return view === 'week' ? addDays(isoDate, 7 * step) : monthShift(isoDate, step);
}

/** Entries grouped by their day, each day's list in the order given. */
export function byDay<Entry extends { due_on: string }>(entries: readonly Entry[]): Map<string, Entry[]> {
  const days = new Map<string, Entry[]>();
  for (const entry of entries) {
    const list = days.get(entry.due_on);
    if (list) list.push(entry);
    else days.set(entry.due_on, [entry]);
  }
  return days;
}
