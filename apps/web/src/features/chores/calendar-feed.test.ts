import { describe, expect, it } from 'vitest';
import { calendarFeedLinks, feedSinceLabel, GOOGLE_CALENDAR_FROM_URL } from './calendar-feed';

const FEED = {
  url: 'https://tidy.example/api/calendar/3q2-7wJabc.ics',
  webcal_url: 'webcal://tidy.example/api/calendar/3q2-7wJabc.ics',
};

describe('calendarFeedLinks', () => {
  it('opens calendar apps with the webcal:// address and gives Google the https:// one to paste', () => {
    expect(calendarFeedLinks(FEED)).toEqual({
      calendarApp: 'webcal://tidy.example/api/calendar/3q2-7wJabc.ics',
      forGoogle: 'https://tidy.example/api/calendar/3q2-7wJabc.ics',
      googlePage: 'https://calendar.google.com/calendar/r/settings/addbyurl',
    });
  });

  it("never puts the private address into Google's page address", () => {
    expect(GOOGLE_CALENDAR_FROM_URL).not.toContain('3q2-7wJabc');
    expect(new URL(calendarFeedLinks(FEED).googlePage).search).toBe('');
  });
});

describe('feedSinceLabel', () => {
  it.each([
    ['2026-03-03T09:15:00.000Z', 'en-GB', '3 March 2026'],
    ['2026-03-03T09:15:00.000Z', 'en-US', 'March 3, 2026'],
  ])('%s in %s → %s', (createdAt, locale, label) => {
    expect(feedSinceLabel(createdAt, locale)).toBe(label);
  });
});
