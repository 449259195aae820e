import type { NewCalendarFeed } from './api/make-calendar-feed';

// Where a new calendar feed address goes, and how the screen names its date.
//
// Google Calendar: its help documents one way to add a calendar by address, "Other calendars → + → From URL", on a
// computer, not in the phone apps (Google Calendar Help, "Subscribe to someone else's calendar",
// https://support.google.com/calendar/answer/37100). The link calendar.google.com/calendar/r?cid=<url> is not
// documented by Google: "As far as I can tell this isn't documented anywhere" (Simon Willison,
// https://til.simonwillison.net/ics/google-calendar-ics-subscribe-link); it refused an https:// address in
// https://github.com/calagator/calagator/issues/556, and https://github.com/gpu-mode/kernelboard/pull/256 dropped it
// when Google answered "Unable to add calendar. Check the URL." for a valid feed. So the screen copies the https://
// address and opens the documented "From URL" page (calendar/r/settings/addbyurl) to paste it into.
//
// Apple Calendar and Outlook: a webcal:// link opens the calendar app, which subscribes to the address.

/** Google Calendar's "Add calendar → From URL" page, where a feed's address is pasted. */
export const GOOGLE_CALENDAR_FROM_URL = 'https://calendar.google.com/calendar/r/settings/addbyurl';

export type CalendarFeedLinks = {
  /** Opens Apple Calendar or Outlook, subscribing to the feed. */
  calendarApp: string;
  /** The address to paste into Google Calendar (http(s): Google fetches it over the web). */
  forGoogle: string;
  /** The page in Google Calendar to paste it into. */
  googlePage: string;
};

export function calendarFeedLinks(feed: Pick<NewCalendarFeed, 'url' | 'webcal_url'>): CalendarFeedLinks {
  return { calendarApp: feed.webcal_url, forGoogle: feed.url, googlePage: GOOGLE_CALENDAR_FROM_URL };
}

/** "3 March 2026" (in the reader's own words for dates) for when the feed's address was made. */
export function feedSinceLabel(createdAt: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(createdAt));
}
