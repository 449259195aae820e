import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { DateTime, IANAZone } from 'luxon';
import { occurrencesBetween, type ScheduledRule } from '@tidy/domain/recurrence';
import { addDays } from '@tidy/domain/time';

// Writing the feed as iCalendar (RFC 5545) with ical-generator. Dates go in as luxon DateTimes, never as JS
// Dates: with a TZID, ical-generator reads a Date's wall clock in the *server's* zone, luxon's in the one named.

/** One chore in the feed: a recurring series (`repeat`) or a single day. Dates are the household's days. */
export type FeedEvent = {
  /** Unique in the feed and stable across fetches (`chore-<id>`, or `chore-<id>-<day>` for one turn). */
  id: string;
  summary: string;
  description: string;
  /** The first (or only) day, YYYY-MM-DD. */
  date: string;
  /** 'HH:MM' in `timeZone`; null makes an all-day event. */
  dueTime: string | null;
  timeZone: string;
  /** How long a timed event lasts: the chore's estimated minutes. */
  minutes: number;
  repeat: { rule: ScheduledRule; exclude: string[] } | null;
};

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** One VEVENT of a chore's repeats: its RRULE, its UID's suffix, and which of the chore's days it holds. */
type Series = { rrule: string; uidSuffix: string; holds: (date: string) => boolean };

const isFebruary = (date: string) => date.slice(5, 7) === '02';
const ALL_BUT_FEBRUARY = '1,3,4,5,6,7,8,9,10,11,12';

/**
 * The RRULEs of a scheduled rule, together matching occurrencesBetween day for day. A monthly day the month
 * lacks falls on its last day. The 31st is then always the last day (BYMONTHDAY=-1). Only February lacks a
 * 29th or 30th, so those are two series: that day in the other months, and February's last day. The shorter
 * BYMONTHDAY=28,29,30;BYSETPOS=-1 is not used: parsers still get it wrong (ical.js 2.2.1 ignores BYSETPOS
 * there, kewisch/ical.js#960), and Thunderbird, among others, runs on ical.js.
 */
export function seriesOf(rule: ScheduledRule): Series[] {
  const every = () => true;
  switch (rule.kind) {
    case 'every_n_days':
      return [
        {
          rrule: rule.interval === 1 ? 'FREQ=DAILY' : `FREQ=DAILY;INTERVAL=${rule.interval}`,
          uidSuffix: '',
          holds: every,
        },
      ];
    case 'weekdays': {
      // Monday first, as the week reads; the order does not change the dates.
      const days = [...rule.days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
      return [
        { rrule: `FREQ=WEEKLY;BYDAY=${days.map((day) => WEEKDAYS[day]).join(',')}`, uidSuffix: '', holds: every },
      ];
    }
    case 'monthly':
      if (rule.day === 'last' || rule.day === 31)
        return [{ rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', uidSuffix: '', holds: every }];
      if (rule.day <= 28) return [{ rrule: `FREQ=MONTHLY;BYMONTHDAY=${rule.day}`, uidSuffix: '', holds: every }];
      return [
        {
          rrule: `FREQ=MONTHLY;BYMONTH=${ALL_BUT_FEBRUARY};BYMONTHDAY=${rule.day}`,
          uidSuffix: '',
          holds: (date) => !isFebruary(date),
        },
        { rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1', uidSuffix: '-february', holds: isFebruary },
      ];
  }
}

// A zone a row holds that this runtime does not know would make every date invalid; UTC keeps the feed readable.
const knownZone = (timeZone: string) => (IANAZone.isValidZone(timeZone) ? timeZone : 'UTC');

/** The moment an event starts: midnight UTC of an all-day one (only its date is written), or its time in its zone. */
function startOf(event: FeedEvent, date: string): DateTime {
  return event.dueTime === null
    ? DateTime.fromISO(date, { zone: 'UTC' })
    : DateTime.fromISO(`${date}T${event.dueTime}`, { zone: knownZone(event.timeZone) });
}

/** The EXDATE line of a series: each left-out day in the event's own form (a date, or its time with the TZID). */
function exdateLine(event: FeedEvent, dates: string[]): string | null {
  if (dates.length === 0) return null;
  const days = dates.map((date) => startOf(event, date));
  return event.dueTime === null
    ? `EXDATE;VALUE=DATE:${days.map((day) => day.toFormat('yyyyLLdd')).join(',')}`
    : `EXDATE;TZID=${knownZone(event.timeZone)}:${days.map((day) => day.toFormat("yyyyLLdd'T'HHmmss")).join(',')}`;
}

// Far enough ahead to reach every series' first day: a February always comes within 13 months.
const FIRST_DAY_SEARCH_DAYS = 400;

type Vevent = { uid: string; date: string; lines: string | null };

/** The VEVENTs of one chore: one per series of a repeating one, each starting on its own first day. */
function veventsOf(event: FeedEvent, host: string): Vevent[] {
  const uid = (suffix: string) => `${event.id}${suffix}@${host}`;
  if (!event.repeat) return [{ uid: uid(''), date: event.date, lines: null }];
  const { rule, exclude } = event.repeat;
  const days = occurrencesBetween(rule, event.date, event.date, addDays(event.date, FIRST_DAY_SEARCH_DAYS));
  return seriesOf(rule).flatMap((series) => {
    const first = days.find(series.holds);
    if (!first) return [];
    const exdate = exdateLine(event, exclude.filter(series.holds));
    // ical-generator keeps a multi-line rule as written (RRULE and EXDATE), and folds long lines itself.
    return [
      { uid: uid(series.uidSuffix), date: first, lines: [`RRULE:${series.rrule}`, exdate].filter(Boolean).join('\n') },
    ];
  });
}

export type FeedCalendar = {
  name: string;
  /** The server's host name, which makes UIDs unique across servers (`chore-<id>@<host>`). */
  host: string;
  events: FeedEvent[];
  stamp: Date;
  refreshSeconds: number;
};

/** The whole feed as iCalendar text, with a VTIMEZONE for each zone a timed event names. */
export function renderCalendar({ name, host, events, stamp, refreshSeconds }: FeedCalendar): string {
  const calendar = ical({
    name,
    prodId: { company: 'Tidy Steps', product: 'Chores', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: refreshSeconds,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of events) {
    const timed = event.dueTime !== null;
    for (const vevent of veventsOf(event, host)) {
      const start = startOf(event, vevent.date);
      calendar.createEvent({
        id: vevent.uid,
        stamp,
        start,
        end: timed ? start.plus({ minutes: event.minutes }) : start.plus({ days: 1 }),
        allDay: !timed,
        timezone: timed ? knownZone(event.timeZone) : null,
        summary: event.summary,
        description: event.description,
        // A chore is work to fit in, not an appointment: it does not make the person busy to others.
        transparency: ICalEventTransparency.TRANSPARENT,
        repeating: vevent.lines,
      });
    }
  }
  return calendar.toString();
}
