// How the Family screen says when a tablet was linked and last used, in the person's own words and clock.

const dayAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** 'Nov 25, 10:02 AM' (in the device's language and zone). */
export const linkedWhen = (iso: string) => dayAndTime.format(new Date(iso));

/** '10:17 AM': when a code stops working. */
export const untilWhen = (iso: string) => timeOnly.format(new Date(iso));

/** 'just now', '5 minutes ago', '3 hours ago', else the day and time. */
export function lastUsedWhen(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  return linkedWhen(iso);
}
