import { describe, expect, it } from 'vitest';
import { currentStreak } from './streak';
import { addDays, dateOfDayNumber, dayNumber, isIsoDate } from './time';

describe('addDays', () => {
  it.each([
    ['2024-06-09', 1, '2024-06-10'],
    ['2024-06-09', 0, '2024-06-09'],
    ['2024-06-09', -9, '2024-05-31'],
    // month ends
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-04-30', 1, '2024-05-01'],
    ['2024-05-01', -1, '2024-04-30'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-03-01', -1, '2023-02-28'],
    // leap days
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['1900-02-28', 1, '1900-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    // year ends
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2023-01-01', 365, '2024-01-01'],
    ['2024-12-25', 400, '2026-01-29'],
    ['2026-01-29', -400, '2024-12-25'],
    // days around the clock changes of Europe and America change nothing
    ['2024-03-30', 1, '2024-03-31'],
    ['2024-03-31', 1, '2024-04-01'],
    ['2024-11-03', 1, '2024-11-04'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts from 1970-01-01 and back again, across four centuries', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-03-01')).toBe(11_017);
    for (let day = -146_097; day <= 146_097; day += 37) expect(dayNumber(dateOfDayNumber(day))).toBe(day);
  });

  it('agrees with UTC calendar arithmetic for every day of 2023–2025', () => {
    for (let day = dayNumber('2023-01-01'); day <= dayNumber('2025-12-31'); day += 1) {
      expect(dateOfDayNumber(day)).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-6-9', 'yesterday', ''])(
    'refuses %j, which is not a calendar date',
    (date) => {
      expect(isIsoDate(date)).toBe(false);
      expect(() => addDays(date, 1)).toThrow(RangeError);
    },
  );

  it('refuses a fraction of a day', () => {
    expect(() => addDays('2024-06-09', 0.5)).toThrow(RangeError);
  });
});

describe('currentStreak', () => {
  const today = '2024-03-01';

  it.each<[string, string[], number, boolean]>([
    ['nothing ever done', [], 0, false],
    ['only today', ['2024-03-01'], 1, true],
    ['only yesterday: the streak still stands today', ['2024-02-29'], 1, false],
    ['the day before yesterday only: broken', ['2024-02-28'], 0, false],
    ['three days ending today, across a leap day', ['2024-02-28', '2024-02-29', '2024-03-01'], 3, true],
    ['three days ending yesterday', ['2024-02-27', '2024-02-28', '2024-02-29'], 3, false],
    ['a gap ends the count', ['2024-02-25', '2024-02-26', '2024-02-28', '2024-02-29', '2024-03-01'], 3, true],
    ['any order, with duplicates', ['2024-03-01', '2024-02-29', '2024-03-01', '2024-02-29', '2024-02-28'], 3, true],
    ['future days do not count', ['2024-03-02', '2024-03-03'], 0, false],
    ['future days do not extend a streak', ['2024-02-29', '2024-03-01', '2024-03-02'], 2, true],
    ['odd values are ignored', ['2024-03-01', 'not-a-day', '2024-02-30', '2024-02-29'], 2, true],
  ])('%s → %i (active today: %s)', (_label, days, current, activeToday) => {
    expect(currentStreak(days, today)).toEqual({ current, activeToday });
  });

  it.each<[string, string, string[], number]>([
    ['across a month end', '2024-05-02', ['2024-04-29', '2024-04-30', '2024-05-01', '2024-05-02'], 4],
    ['across a year end', '2025-01-02', ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'], 4],
    ['across February of a common year', '2023-03-01', ['2023-02-27', '2023-02-28', '2023-03-01'], 3],
    ['across the missing leap day of 2100', '2100-03-01', ['2100-02-28', '2100-03-01'], 2],
  ])('counts %s', (_label, day, days, current) => {
    expect(currentStreak(days, day).current).toBe(current);
  });

  it('counts a long streak: a whole year in a row', () => {
    const days = Array.from({ length: 366 }, (_, index) => addDays('2024-01-01', index));
    expect(currentStreak(days, '2024-12-31')).toEqual({ current: 366, activeToday: true });
    expect(currentStreak(days, '2025-01-01')).toEqual({ current: 366, activeToday: false });
    expect(currentStreak(days, '2025-01-02')).toEqual({ current: 0, activeToday: false });
  });

  it('needs a real today', () => {
    expect(() => currentStreak([], '2024-02-30')).toThrow(RangeError);
  });
});
