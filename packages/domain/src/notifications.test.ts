import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  REMINDER_HOURS,
  isReminderDue,
  isTimeZone,
  latestLocalDate,
  localClock,
  reminderHour,
} from './notifications';

describe('the notification kinds', () => {
  it('are the five a person can switch off', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'review_result',
      'submitted_for_approval',
      'assigned',
      'daily_reminder',
      'chore_reminders',
    ]);
  });
});

describe('reminderHour', () => {
  it.each([
    ['morning', 8],
    ['afternoon', 13],
    ['evening', 18],
    // No preferences saved yet, or something unknown: the default preferred time, morning.
    [null, 8],
    [undefined, 8],
    ['night', 8],
    ['', 8],
  ])('%s → %s:00', (preferred, hour) => {
    expect(reminderHour(preferred)).toBe(hour);
  });

  it('matches the table of hours', () => {
    expect(REMINDER_HOURS).toEqual({ morning: 8, afternoon: 13, evening: 18 });
  });
});

describe('isTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Mars/Olympus', false],
    ['', false],
    ['   ', false],
    ['+02:00 is not a name', false],
  ])('%j → %s', (value, expected) => {
    expect(isTimeZone(value)).toBe(expected);
  });
});

describe('localClock', () => {
  it.each([
    ['2026-03-10T07:59:00Z', 'UTC', '2026-03-10', 7],
    ['2026-03-10T23:30:00Z', 'Asia/Tokyo', '2026-03-11', 8],
    ['2026-03-10T03:00:00Z', 'America/Los_Angeles', '2026-03-09', 20],
    // Midnight is hour 0, never 24.
    ['2026-03-10T00:00:00Z', 'UTC', '2026-03-10', 0],
    // Half-hour zones: 02:45 UTC is 08:15 in India.
    ['2026-03-10T02:45:00Z', 'Asia/Kolkata', '2026-03-10', 8],
    // Summer time: 06:30 UTC on 29 March 2026 is 08:30 in Berlin (UTC+2), a week earlier 07:30 (UTC+1).
    ['2026-03-29T06:30:00Z', 'Europe/Berlin', '2026-03-29', 8],
    ['2026-03-22T06:30:00Z', 'Europe/Berlin', '2026-03-22', 7],
  ])('%s in %s is %s at hour %s', (instant, timeZone, date, hour) => {
    expect(localClock(new Date(instant), timeZone)).toEqual({ date, hour });
  });
});

describe('latestLocalDate', () => {
  it.each([
    ['2026-03-10T09:59:59Z', '2026-03-10'],
    ['2026-03-10T10:00:00Z', '2026-03-11'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('at %s the first place to reach a new day is on %s', (instant, date) => {
    expect(latestLocalDate(new Date(instant))).toBe(date);
  });

  it('is never earlier than the date in any time zone', () => {
    const now = new Date('2026-06-01T11:30:00Z');
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Auckland', 'UTC', 'America/New_York', 'Pacific/Pago_Pago']) {
      expect(localClock(now, zone).date <= latestLocalDate(now)).toBe(true);
    }
  });
});

describe('isReminderDue', () => {
  it.each([
    // [case, now, zone, preferred, last reminded on, due, local today]
    ['before the morning hour', '2026-03-10T07:59:00Z', 'UTC', 'morning', null, false, '2026-03-10'],
    ['at the morning hour', '2026-03-10T08:00:00Z', 'UTC', 'morning', null, true, '2026-03-10'],
    ['later in the day', '2026-03-10T15:10:00Z', 'UTC', 'morning', '2026-03-09', true, '2026-03-10'],
    ['already reminded today', '2026-03-10T15:10:00Z', 'UTC', 'morning', '2026-03-10', false, '2026-03-10'],
    ['afternoon, too early', '2026-03-10T12:45:00Z', 'UTC', 'afternoon', null, false, '2026-03-10'],
    ['afternoon, on time', '2026-03-10T13:00:00Z', 'UTC', 'afternoon', null, true, '2026-03-10'],
    ['evening, too early', '2026-03-10T17:59:00Z', 'UTC', 'evening', null, false, '2026-03-10'],
    ['evening, on time', '2026-03-10T18:00:00Z', 'UTC', 'evening', null, true, '2026-03-10'],
    ['no preferences: morning', '2026-03-10T08:15:00Z', 'UTC', null, null, true, '2026-03-10'],
    // 08:00 UTC is 17:00 in Tokyo: a morning person there was due hours ago, an evening one not yet.
    [
      'Tokyo morning, in the afternoon',
      '2026-03-10T08:00:00Z',
      'Asia/Tokyo',
      'morning',
      '2026-03-09',
      true,
      '2026-03-10',
    ],
    ['Tokyo evening, at 17:00', '2026-03-10T08:00:00Z', 'Asia/Tokyo', 'evening', '2026-03-09', false, '2026-03-10'],
    // 13:00 UTC is 06:00 in Los Angeles (summer time): not yet, though it is past 8 in London.
    ['Los Angeles, 06:00', '2026-07-01T13:00:00Z', 'America/Los_Angeles', 'morning', null, false, '2026-07-01'],
    ['Los Angeles, 08:00', '2026-07-01T15:00:00Z', 'America/Los_Angeles', 'morning', null, true, '2026-07-01'],
    // Reminded "today" by the UTC calendar, yet in Auckland it is already the next morning.
    ['Auckland next day', '2026-03-10T20:00:00Z', 'Pacific/Auckland', 'morning', '2026-03-10', true, '2026-03-11'],
    // Quiet hours: from 22:00 on, a reminder that did not go out waits for tomorrow.
    ['just before quiet hours', '2026-03-10T21:59:00Z', 'UTC', 'evening', null, true, '2026-03-10'],
    ['in the quiet hours', '2026-03-10T22:00:00Z', 'UTC', 'evening', null, false, '2026-03-10'],
    ['after midnight', '2026-03-10T00:30:00Z', 'UTC', 'morning', '2026-03-09', false, '2026-03-10'],
  ])('%s', (_case, now, timeZone, preferredTaskTime, lastRemindedOn, due, localToday) => {
    expect(isReminderDue({ now: new Date(now), timeZone, preferredTaskTime, lastRemindedOn })).toEqual({
      due,
      localToday,
    });
  });
});
