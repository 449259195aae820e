import { describe, expect, it } from 'vitest';
import { byDay, calendarRange, mondayIndex, monthWeeks, shiftCalendar, weekDays } from './calendar-grid';

describe('the calendar grid', () => {
  it('runs weeks Monday to Sunday', () => {
    expect(mondayIndex('2026-11-23')).toBe(0); // a Monday
    expect(mondayIndex('2026-11-29')).toBe(6); // a Sunday
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendarRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('covers a month with whole weeks, marking the days of the months beside it', () => {
    const weeks = monthWeeks('2026-11-15');
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: '2026-12-06', inMonth: false });
    expect(calendarRange('month', '2026-11-15')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027 starts on a Monday: four rows exactly.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
  });

  it('stays within the 62 days the server allows', () => {
    for (const month of ['2026-01-01', '2026-03-01', '2026-08-01', '2027-05-01']) {
      const { from, to } = calendarRange('month', month);
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      expect(days).toBeLessThanOrEqual(62);
    }
  });

  it('moves by weeks and by months, across years', () => {
    expect(shiftCalendar('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftCalendar('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftCalendar('month', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('groups entries by day in their order', () => {
    const days = byDay([
      { due_on: '2026-11-24', title: 'a' },
      { due_on: '2026-11-25', title: 'b' },
      { due_on: '2026-11-24', title: 'c' },
    ]);
    expect(days.get('2026-11-24')?.map((entry) => entry.title)).toEqual(['a', 'c']);
    expect(days.get('2026-11-26')).toBeUndefined();
  });
});
