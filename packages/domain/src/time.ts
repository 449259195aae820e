// Odd input (NaN, negative) shows as zero: a label must never read "NaN min".
function wholeAtLeastZero(value: number, round: (n: number) => number): number {
  return Number.isFinite(value) && value > 0 ? round(value) : 0;
}

/** Task duration label: "45 min" under an hour, otherwise "1h", "1h 30m", "8h". */
export function formatMinutes(minutes: number): string {
  const total = wholeAtLeastZero(minutes, Math.round);
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/**
 * The calendar date of `date` as YYYY-MM-DD, the task_date of today's tasks.
 * Without a time zone it uses the runtime's own, as the household sees it.
 * Throws a RangeError for an invalid date or unknown time zone.
 */
export function todayIsoDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** To-do timer display: "mm:ss" under an hour, then "h:mm:ss". */
export function formatTimer(seconds: number): string {
  const total = wholeAtLeastZero(seconds, Math.floor);
  const hours = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
