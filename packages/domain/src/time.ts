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
  if (timeZone === undefined) {
    // The runtime's own calendar day, without Intl: a browser's first date formatter costs some 25 ms on a
    // slow phone (its locale data), and this runs before a page is taken over (app/signed-in-page.ts).
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
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

// Calendar dates as plain YYYY-MM-DD strings, counted in days since 1970-01-01 with the proleptic
// Gregorian calendar (H. Hinnant's days_from_civil). No Date object, so no time zone or DST can shift a day.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written YYYY-MM-DD ("2024-02-29" yes, "2023-02-29" no). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day number of a YYYY-MM-DD date (1970-01-01 is 0); throws a RangeError for anything else. */
export function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The YYYY-MM-DD date of a day number (the inverse of dayNumber). */
export function dateOfDayNumber(days: number): string {
  const z = Math.trunc(days) + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` days after `date` (before it when negative): addDays('2024-02-28', 1) is '2024-02-29'. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dateOfDayNumber(dayNumber(date) + days);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (YYYY-MM-DD) as Today's heading writes it, in the app's language: "Wednesday, November 25".
 * The same on the server and in every browser, whatever their time zone or language, and without a date
 * formatter (a page's first one costs a slow phone some 200 ms). Throws a RangeError for an invalid date.
 */
export function formatDayHeading(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}
