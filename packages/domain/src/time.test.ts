import { describe, it, expect } from 'vitest';
import { formatDayHeading, formatMinutes, formatTimer, todayIsoDate } from './time';

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [5, '5 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1h'],
    [90, '1h 30m'],
    [125, '2h 5m'],
    [240, '4h'],
    [480, '8h'],
    [59.6, '1h'],
    [12.4, '12 min'],
    [-10, '0 min'],
    [Number.NaN, '0 min'],
  ])('%s → %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});

describe('todayIsoDate', () => {
  it.each([
    ['2024-03-10T23:30:00Z', 'UTC', '2024-03-10'],
    ['2024-03-10T23:30:00Z', 'Asia/Tokyo', '2024-03-11'],
    ['2024-03-10T23:30:00Z', 'America/New_York', '2024-03-10'],
    ['2024-01-01T03:00:00Z', 'America/Los_Angeles', '2023-12-31'],
    ['2024-02-29T12:00:00Z', 'Europe/London', '2024-02-29'],
    ['2025-07-04T00:00:00Z', 'Pacific/Kiritimati', '2025-07-04'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(todayIsoDate(new Date(instant), timeZone)).toBe(expected);
  });

  it('uses the runtime time zone when none is given', () => {
    const date = new Date(2024, 5, 9, 12, 0, 0);
    expect(todayIsoDate(date)).toBe('2024-06-09');
  });

  it("gives the runtime time zone's day exactly as naming that zone does, across days, midnights and years", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const start = Date.UTC(2023, 11, 30, 0, 0, 0);
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(start + hour * 3_600_000 + 59 * 60_000);
      expect(todayIsoDate(instant)).toBe(todayIsoDate(instant, zone));
    }
    expect(() => todayIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    ['an invalid date', new Date(Number.NaN), 'UTC'],
    ['an unknown time zone', new Date('2024-03-10T00:00:00Z'), 'Mars/Olympus'],
  ])('throws a RangeError for %s', (_case, date, timeZone) => {
    expect(() => todayIsoDate(date, timeZone)).toThrow(RangeError);
  });
});

describe('formatTimer', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [900, '15:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [14_400, '4:00:00'],
    [36_000, '10:00:00'],
    [65.9, '01:05'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatTimer(seconds)).toBe(expected);
  });
});

describe('formatDayHeading', () => {
  it.each([
    ['2026-11-25', 'Wednesday, November 25'],
    ['2024-02-29', 'Thursday, February 29'],
    ['2027-01-01', 'Friday, January 1'],
    ['2026-03-29', 'Sunday, March 29'],
  ])('%s is %s', (date, heading) => {
    expect(formatDayHeading(date)).toBe(heading);
  });

  it('writes every day of a year as an English date formatter does, in any time zone of the runtime', () => {
    const english = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDayHeading(date)).toBe(english.format(new Date(`${date}T12:00:00Z`)));
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatDayHeading('2026-02-30')).toThrow(RangeError);
    expect(() => formatDayHeading('soon')).toThrow(RangeError);
  });
});
