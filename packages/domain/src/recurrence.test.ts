import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  dueInstant,
  dueTimeInput,
  firstDueOn,
  isOverdue,
  isScheduled,
  nextDueOn,
  occurrencesBetween,
  recurrenceRule,
  scheduledOnOrAfter,
  type RecurrenceRule,
} from './recurrence';

// Dates used below, with their weekdays: 2026-06-01 Mon, 06-04 Thu, 06-05 Fri, 06-06 Sat, 06-09 Tue,
// 06-13 Sat; 2026-12-26 Sat; 2024-02-29 Thu; 2100-02-28 Sun (2100 is not a leap year).

const daily: RecurrenceRule = { kind: 'every_n_days', interval: 1 };
const every3: RecurrenceRule = { kind: 'every_n_days', interval: 3 };
const weekly: RecurrenceRule = { kind: 'every_n_days', interval: 7 };
const saturdays: RecurrenceRule = { kind: 'weekdays', days: [6] };
const monWedFri: RecurrenceRule = { kind: 'weekdays', days: [5, 1, 3] };
const on31st: RecurrenceRule = { kind: 'monthly', day: 31 };
const on29th: RecurrenceRule = { kind: 'monthly', day: 29 };
const on15th: RecurrenceRule = { kind: 'monthly', day: 15 };
const lastDay: RecurrenceRule = { kind: 'monthly', day: 'last' };
const after3: RecurrenceRule = { kind: 'after_done', interval: 3 };

const INTERVAL = 'Choose a whole number of days from 1 to 365.';
const WEEKDAY = 'Choose days of the week from Sunday to Saturday.';
const MONTH_DAY = 'Choose a day of the month from 1 to 31, or the last day.';

describe('recurrenceRule', () => {
  it.each<RecurrenceRule>([
    { kind: 'every_n_days', interval: 1 },
    { kind: 'every_n_days', interval: 365 },
    { kind: 'weekdays', days: [0] },
    { kind: 'weekdays', days: [6, 0, 3] },
    { kind: 'weekdays', days: [0, 1, 2, 3, 4, 5, 6] },
    { kind: 'monthly', day: 1 },
    { kind: 'monthly', day: 31 },
    { kind: 'monthly', day: 'last' },
    { kind: 'after_done', interval: 1 },
    { kind: 'after_done', interval: 365 },
  ])('accepts %j', (rule) => {
    expect(recurrenceRule.parse(rule)).toEqual(rule);
  });

  it.each([
    [{ kind: 'every_n_days', interval: 0 }, ['interval'], INTERVAL],
    [{ kind: 'every_n_days', interval: 366 }, ['interval'], INTERVAL],
    [{ kind: 'every_n_days', interval: 2.5 }, ['interval'], INTERVAL],
    [{ kind: 'every_n_days', interval: '3' }, ['interval'], INTERVAL],
    [{ kind: 'every_n_days' }, ['interval'], INTERVAL],
    [{ kind: 'after_done', interval: -1 }, ['interval'], INTERVAL],
    [{ kind: 'weekdays', days: [] }, ['days'], 'Choose at least one weekday.'],
    [{ kind: 'weekdays' }, ['days'], 'Choose at least one weekday.'],
    [{ kind: 'weekdays', days: [1, 3, 1] }, ['days'], 'Choose each weekday only once.'],
    [{ kind: 'weekdays', days: [7] }, ['days', 0], WEEKDAY],
    [{ kind: 'weekdays', days: [1, -1] }, ['days', 1], WEEKDAY],
    [{ kind: 'weekdays', days: ['Mon'] }, ['days', 0], WEEKDAY],
    [{ kind: 'monthly', day: 0 }, ['day'], MONTH_DAY],
    [{ kind: 'monthly', day: 32 }, ['day'], MONTH_DAY],
    [{ kind: 'monthly', day: 1.5 }, ['day'], MONTH_DAY],
    [{ kind: 'monthly', day: 'first' }, ['day'], MONTH_DAY],
    [{ kind: 'monthly' }, ['day'], MONTH_DAY],
    [{ kind: 'yearly', interval: 1 }, ['kind'], 'Choose how often the chore repeats.'],
    [{}, ['kind'], 'Choose how often the chore repeats.'],
    [null, [], 'Choose how often the chore repeats.'],
  ])('refuses %j at %j: %s', (rule, path, message) => {
    const result = recurrenceRule.safeParse(rule);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
  });

  it('tells the scheduled kinds from after_done', () => {
    expect([daily, saturdays, on31st, after3].map(isScheduled)).toEqual([true, true, true, false]);
  });
});

describe('occurrencesBetween', () => {
  // prettier-ignore
  it.each<[string, RecurrenceRule, string, string, string, string[]]>([
    // every_n_days: counted from the anchor, across leap days and year ends
    ['every 3 days over the leap day', every3, '2024-02-26', '2024-02-20', '2024-03-06', ['2024-02-26', '2024-02-29', '2024-03-03', '2024-03-06']],
    ['every 3 days in 2100, no leap day', every3, '2100-02-26', '2100-02-20', '2100-03-06', ['2100-02-26', '2100-03-01', '2100-03-04']],
    ['every 3 days, range starting mid-cycle', every3, '2026-01-01', '2026-01-05', '2026-01-12', ['2026-01-07', '2026-01-10']],
    ['weekly over the year end', weekly, '2026-12-17', '2026-12-20', '2027-01-10', ['2026-12-24', '2026-12-31', '2027-01-07']],
    ['nothing before the anchor', daily, '2026-06-05', '2026-06-01', '2026-06-07', ['2026-06-05', '2026-06-06', '2026-06-07']],
    ['anchor after the range', daily, '2026-07-01', '2026-06-01', '2026-06-30', []],
    ['a one-day range on a due day', every3, '2026-01-01', '2026-01-04', '2026-01-04', ['2026-01-04']],
    ['a one-day range between due days', every3, '2026-01-01', '2026-01-05', '2026-01-05', []],
    ['from after to', daily, '2026-01-01', '2026-01-05', '2026-01-04', []],
    // weekdays
    ['Mon, Wed and Fri over a month end', monWedFri, '2026-01-01', '2026-01-26', '2026-02-08', ['2026-01-26', '2026-01-28', '2026-01-30', '2026-02-02', '2026-02-04', '2026-02-06']],
    ['Saturdays over the year end', saturdays, '2026-01-01', '2026-12-20', '2027-01-10', ['2026-12-26', '2027-01-02', '2027-01-09']],
    ['Saturdays from an anchor on a Sunday', saturdays, '2026-12-27', '2026-12-20', '2027-01-10', ['2027-01-02', '2027-01-09']],
    ['Thursdays over the leap day', { kind: 'weekdays', days: [4] }, '2024-01-01', '2024-02-26', '2024-03-10', ['2024-02-29', '2024-03-07']],
    ['Sundays in February 2100', { kind: 'weekdays', days: [0] }, '2100-01-01', '2100-02-20', '2100-03-08', ['2100-02-21', '2100-02-28', '2100-03-07']],
    // monthly
    ['the 31st through 2024, clamped to short months', on31st, '2024-01-01', '2024-01-01', '2024-12-31', ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30', '2024-07-31', '2024-08-31', '2024-09-30', '2024-10-31', '2024-11-30', '2024-12-31']],
    ['the 31st in February 2100', on31st, '2100-01-01', '2100-02-01', '2100-03-31', ['2100-02-28', '2100-03-31']],
    ['the 31st in February 2000 (a leap year)', on31st, '2000-01-01', '2000-02-01', '2000-02-29', ['2000-02-29']],
    ['the 29th in February 2100', on29th, '2100-01-01', '2100-01-01', '2100-03-31', ['2100-01-29', '2100-02-28', '2100-03-29']],
    ['the 29th in February 2028', on29th, '2028-01-01', '2028-02-01', '2028-02-29', ['2028-02-29']],
    ['the last day over the year end and a leap February', lastDay, '2023-01-01', '2023-12-01', '2024-03-31', ['2023-12-31', '2024-01-31', '2024-02-29', '2024-03-31']],
    ['the last day of February 2023', lastDay, '2023-01-01', '2023-02-01', '2023-02-28', ['2023-02-28']],
    ['the 15th, anchored after this month’s', on15th, '2026-01-16', '2026-01-01', '2026-03-31', ['2026-02-15', '2026-03-15']],
    ['the 15th, range ending before it', on15th, '2026-01-01', '2026-01-01', '2026-01-14', []],
    ['the 1st across the year end', { kind: 'monthly', day: 1 }, '2026-01-01', '2026-12-02', '2027-02-01', ['2027-01-01', '2027-02-01']],
    // after_done: only the next due date the anchor gives
    ['after_done in range', after3, '2024-02-27', '2024-02-01', '2024-03-31', ['2024-03-01']],
    ['after_done over the year end', after3, '2026-12-30', '2027-01-01', '2027-01-31', ['2027-01-02']],
    ['after_done outside the range', after3, '2026-06-01', '2026-06-05', '2026-06-30', []],
  ])('%s', (_name, rule, anchorOn, from, to, expected) => {
    expect(occurrencesBetween(rule, anchorOn, from, to)).toEqual(expected);
  });

  it.each([
    ['2024', daily, 366],
    ['2100', daily, 365],
    ['2024', on31st, 12],
    ['2024', saturdays, 52],
    ['2024', monWedFri, 157],
  ] as const)('counts every occurrence in %s of %j: %i', (year, rule, count) => {
    expect(occurrencesBetween(rule, `${year}-01-01`, `${year}-01-01`, `${year}-12-31`)).toHaveLength(count);
  });

  it('steps month by month over four centuries: 4800 last days, 97 of them a 29 February', () => {
    const dates = occurrencesBetween(lastDay, '2001-01-01', '2001-01-01', '2400-12-31');
    expect(dates).toHaveLength(4800);
    expect(dates.filter((date) => date.endsWith('-02-29'))).toHaveLength(97);
  });

  // An independent oracle: JavaScript's own UTC calendar, day by day.
  const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
  const isoOf = (time: Date) => time.toISOString().slice(0, 10);
  function everyDay(from: string, to: string): string[] {
    const days: string[] = [];
    for (let time = utcDay(from); time <= utcDay(to); time = new Date(time.getTime() + 86_400_000))
      days.push(isoOf(time));
    return days;
  }

  it('agrees with a day-by-day check for every set of weekdays', () => {
    const days = everyDay('2026-12-01', '2027-02-28');
    for (let mask = 1; mask < 128; mask += 1) {
      const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => mask & (1 << day));
      const expected = days.filter((date) => weekdays.includes(utcDay(date).getUTCDay()));
      const rule: RecurrenceRule = { kind: 'weekdays', days: weekdays };
      expect(occurrencesBetween(rule, '2026-01-01', '2026-12-01', '2027-02-28')).toEqual(expected);
    }
  });

  it('agrees with a day-by-day check for every day of the month', () => {
    for (const [from, to] of [
      ['2023-11-01', '2025-02-28'],
      ['2099-12-01', '2101-03-31'],
    ] as const) {
      const days = everyDay(from, to);
      const lastOfMonth = (date: string) => isoOf(new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7), 0)));
      for (const day of [...Array.from({ length: 31 }, (_, i) => i + 1), 'last' as const]) {
        const expected = days.filter((date) => {
          const last = lastOfMonth(date);
          const wanted = day === 'last' ? last : `${date.slice(0, 8)}${String(day).padStart(2, '0')}`;
          return date === (wanted > last ? last : wanted);
        });
        expect(occurrencesBetween({ kind: 'monthly', day }, from, from, to)).toEqual(expected);
      }
    }
  });

  it.each([
    ['an invalid rule', { kind: 'weekdays', days: [] }, '2026-01-01'],
    ['an invalid interval', { kind: 'every_n_days', interval: 0 }, '2026-01-01'],
    ['a date that is not one', daily, '2026-02-30'],
  ])('refuses %s with a RangeError', (_name, rule, date) => {
    expect(() => occurrencesBetween(rule as RecurrenceRule, '2026-01-01', date, '2026-03-01')).toThrow(RangeError);
  });
});

describe('firstDueOn', () => {
  it.each<[string, RecurrenceRule, string, string]>([
    ['every 3 days: the anchor itself', every3, '2024-02-28', '2024-02-28'],
    ['Saturdays from a Monday', saturdays, '2026-06-01', '2026-06-06'],
    ['Saturdays from a Saturday', saturdays, '2026-06-06', '2026-06-06'],
    ['Mondays from a Saturday over the year end', { kind: 'weekdays', days: [1] }, '2026-12-26', '2026-12-28'],
    ['the 31st from early February', on31st, '2026-02-10', '2026-02-28'],
    ['the 31st from early February 2100', on31st, '2100-02-01', '2100-02-28'],
    ['the 29th from early February 2100', on29th, '2100-02-10', '2100-02-28'],
    ['the last day from early February 2024', lastDay, '2024-02-01', '2024-02-29'],
    ['the 15th from after this month’s, over the year end', on15th, '2026-12-20', '2027-01-15'],
    ['the 1st from the 2nd of December', { kind: 'monthly', day: 1 }, '2026-12-02', '2027-01-01'],
    ['after_done: interval days after the anchor', after3, '2026-12-30', '2027-01-02'],
  ])('%s', (_name, rule, anchorOn, expected) => {
    expect(firstDueOn(rule, anchorOn)).toBe(expected);
  });
});

describe('scheduledOnOrAfter', () => {
  it.each<[RecurrenceRule, string, string, string]>([
    [saturdays, '2026-01-01', '2026-06-07', '2026-06-13'],
    [every3, '2026-06-01', '2026-06-02', '2026-06-04'],
    [every3, '2026-06-01', '2026-05-01', '2026-06-01'],
    [on31st, '2026-01-01', '2026-03-01', '2026-03-31'],
  ])('%j anchored %s, on or after %s: %s', (rule, anchorOn, date, expected) => {
    expect(scheduledOnOrAfter(rule as Exclude<RecurrenceRule, { kind: 'after_done' }>, anchorOn, date)).toBe(expected);
  });
});

describe('nextDueOn', () => {
  // prettier-ignore
  it.each<[string, RecurrenceRule, string, string, string, string]>([
    // [name, rule, anchorOn, previousDueOn, completedOn, expected]
    ['daily due Monday, done Thursday: Friday, not three missed copies', daily, '2026-05-01', '2026-06-01', '2026-06-04', '2026-06-05'],
    ['daily done on the day: tomorrow', daily, '2026-05-01', '2026-06-01', '2026-06-01', '2026-06-02'],
    ['daily done a day early: still the day after it was due', daily, '2026-05-01', '2026-06-02', '2026-06-01', '2026-06-03'],
    ['Saturday chore done early on Friday: the Saturday after next', saturdays, '2026-01-01', '2026-06-06', '2026-06-05', '2026-06-13'],
    ['Saturday chore done on Saturday: next Saturday', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', '2026-06-13'],
    ['Saturday chore done late on Tuesday: the coming Saturday', saturdays, '2026-01-01', '2026-06-06', '2026-06-09', '2026-06-13'],
    ['Saturday chore over the year end', saturdays, '2026-01-01', '2026-12-26', '2026-12-26', '2027-01-02'],
    ['Mon/Wed/Fri done Friday: Monday', monWedFri, '2026-01-01', '2026-01-30', '2026-01-30', '2026-02-02'],
    ['Mon/Wed/Fri due Monday, done Tuesday: Wednesday', monWedFri, '2026-01-01', '2026-06-01', '2026-06-02', '2026-06-03'],
    ['every 3 days done late keeps the anchor’s rhythm', every3, '2026-06-01', '2026-06-01', '2026-06-05', '2026-06-07'],
    ['every 3 days done early: the turn after the one due', every3, '2026-06-01', '2026-06-07', '2026-06-05', '2026-06-10'],
    ['every 3 days over the leap day', every3, '2024-02-23', '2024-02-26', '2024-02-26', '2024-02-29'],
    ['weekly over the year end', weekly, '2026-12-24', '2026-12-24', '2026-12-24', '2026-12-31'],
    ['weekly into the new year', weekly, '2026-12-24', '2026-12-31', '2026-12-31', '2027-01-07'],
    ['the 31st: January 31 → February 28', on31st, '2026-01-31', '2026-01-31', '2026-01-31', '2026-02-28'],
    ['the 31st: February 28 → March 31', on31st, '2026-01-31', '2026-02-28', '2026-02-28', '2026-03-31'],
    ['the 31st in a leap year: January 31 → February 29', on31st, '2024-01-31', '2024-01-31', '2024-01-31', '2024-02-29'],
    ['the 31st in a leap year: February 29 → March 31', on31st, '2024-01-31', '2024-02-29', '2024-02-29', '2024-03-31'],
    ['the 31st in 2100: January 31 → February 28', on31st, '2100-01-31', '2100-01-31', '2100-01-31', '2100-02-28'],
    ['the 31st: April 30 → May 31', on31st, '2026-01-31', '2026-04-30', '2026-04-30', '2026-05-31'],
    ['the last day: January → leap February', lastDay, '2024-01-01', '2024-01-31', '2024-01-31', '2024-02-29'],
    ['the last day: leap February → March', lastDay, '2024-01-01', '2024-02-29', '2024-02-29', '2024-03-31'],
    ['the last day: February 2023 → March', lastDay, '2023-01-01', '2023-02-28', '2023-02-28', '2023-03-31'],
    ['the last day over the year end', lastDay, '2026-01-01', '2026-12-31', '2026-12-31', '2027-01-31'],
    ['the 15th done two months late: the next 15th, once', on15th, '2026-01-01', '2026-01-15', '2026-03-20', '2026-04-15'],
    ['the 15th done early: next month', on15th, '2026-01-01', '2026-01-15', '2026-01-10', '2026-02-15'],
    ['after_done counts from the day it was done', after3, '2026-06-01', '2026-06-04', '2026-06-09', '2026-06-12'],
    ['after_done done early counts from then too', after3, '2026-06-01', '2026-06-10', '2026-06-05', '2026-06-08'],
    ['after_done over the leap day', after3, '2024-02-01', '2024-02-27', '2024-02-27', '2024-03-01'],
    ['after_done in 2100', after3, '2100-02-01', '2100-02-27', '2100-02-27', '2100-03-02'],
    ['after_done over the year end', after3, '2026-12-01', '2026-12-30', '2026-12-30', '2027-01-02'],
  ])('%s', (_name, rule, anchorOn, previousDueOn, completedOn, expected) => {
    expect(nextDueOn(rule, { anchorOn, previousDueOn, completedOn })).toBe(expected);
  });
});

describe('dueTimeInput', () => {
  it.each(['00:00', '07:05', '18:30', '23:59'])('accepts %s', (time) => {
    expect(dueTimeInput.parse(time)).toBe(time);
  });

  it.each(['24:00', '7:30', '18:60', '18.30', '18:30:00', ' 18:30', '', 1830])('refuses %j', (time) => {
    const result = dueTimeInput.safeParse(time);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the time as hours and minutes, for example 18:30.',
    ]);
  });
});

describe('dueInstant', () => {
  it.each([
    // [zone, dueOn, dueTime, instant]: plain days
    ['UTC', '2026-06-01', '18:30', '2026-06-01T18:30:00.000Z'],
    ['UTC', '2026-06-01', null, '2026-06-02T00:00:00.000Z'],
    ['UTC', '2026-12-31', null, '2027-01-01T00:00:00.000Z'],
    ['UTC', '2024-02-28', null, '2024-02-29T00:00:00.000Z'],
    ['Asia/Kolkata', '2026-06-01', '09:00', '2026-06-01T03:30:00.000Z'],
    ['Asia/Kolkata', '2026-06-01', null, '2026-06-01T18:30:00.000Z'],
    ['Pacific/Auckland', '2026-12-31', '23:59', '2026-12-31T10:59:00.000Z'],
    // Europe/Berlin, spring forward on 2026-03-29: 02:00–02:59 does not exist
    ['Europe/Berlin', '2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T01:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '02:59', '2026-03-29T01:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '03:01', '2026-03-29T01:01:00.000Z'],
    ['Europe/Berlin', '2026-03-28', null, '2026-03-28T23:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', null, '2026-03-29T22:00:00.000Z'],
    // Europe/Berlin, fall back on 2026-10-25: 02:00–02:59 happens twice, the first (summer) time counts
    ['Europe/Berlin', '2026-10-25', '01:59', '2026-10-24T23:59:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '02:00', '2026-10-25T00:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['Europe/Berlin', '2026-10-24', null, '2026-10-24T22:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', null, '2026-10-25T23:00:00.000Z'],
    // America/New_York, spring forward on 2026-03-08: 02:00–02:59 does not exist
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:00:00.000Z'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    ['America/New_York', '2026-03-08', '18:00', '2026-03-08T22:00:00.000Z'],
    ['America/New_York', '2026-03-07', null, '2026-03-08T05:00:00.000Z'],
    ['America/New_York', '2026-03-08', null, '2026-03-09T04:00:00.000Z'],
    // America/New_York, fall back on 2026-11-01: 01:00–01:59 happens twice, the first (daylight) time counts
    ['America/New_York', '2026-11-01', '00:59', '2026-11-01T04:59:00.000Z'],
    ['America/New_York', '2026-11-01', '01:00', '2026-11-01T05:00:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00.000Z'],
    ['America/New_York', '2026-10-31', null, '2026-11-01T04:00:00.000Z'],
    ['America/New_York', '2026-11-01', null, '2026-11-02T05:00:00.000Z'],
    // Lord Howe Island moves its clocks by half an hour: 02:00–02:29 on 2026-10-04 does not exist
    ['Australia/Lord_Howe', '2026-10-04', '02:15', '2026-10-03T15:30:00.000Z'],
    // Chile changes its clocks at midnight: 2026-09-06 starts at 01:00, so the day before ends then
    ['America/Santiago', '2026-09-05', null, '2026-09-06T04:00:00.000Z'],
    // …and on 2026-04-05 midnight comes once, an hour after the first 23:00 of April 4
    ['America/Santiago', '2026-04-04', '23:30', '2026-04-05T02:30:00.000Z'],
    ['America/Santiago', '2026-04-04', null, '2026-04-05T04:00:00.000Z'],
  ])('%s, %s at %s: %s', (timeZone, dueOn, dueTime, expected) => {
    expect(dueInstant(dueOn, dueTime, timeZone).toISOString()).toBe(expected);
  });

  it.each([
    ['an unknown zone', '2026-06-01', '18:00', 'Mars/Olympus_Mons'],
    ['a time past midnight', '2026-06-01', '24:00', 'UTC'],
    ['a time without its leading zero', '2026-06-01', '7:30', 'UTC'],
    ['a date that is not one', '2026-02-29', '18:00', 'UTC'],
  ])('refuses %s with a RangeError', (_name, dueOn, dueTime, timeZone) => {
    expect(() => dueInstant(dueOn, dueTime, timeZone)).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  it.each([
    ['Europe/Berlin', '2026-06-01', '18:30', '2026-06-01T16:29:59.999Z', false],
    ['Europe/Berlin', '2026-06-01', '18:30', '2026-06-01T16:30:00.000Z', true],
    ['Europe/Berlin', '2026-06-01', null, '2026-06-01T21:59:59.999Z', false],
    ['Europe/Berlin', '2026-06-01', null, '2026-06-01T22:00:00.000Z', true],
    // In the spring-forward gap it turns overdue the moment the clocks jump.
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T00:59:59.999Z', false],
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T01:00:00.000Z', true],
    // In the fall-back overlap it turns overdue the first time the clock shows it.
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:29:59.999Z', false],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', true],
    // 11 pm in New York is already the next day in UTC, and the chore is not overdue yet.
    ['America/New_York', '2026-06-01', null, '2026-06-02T03:00:00.000Z', false],
    ['America/New_York', '2026-06-01', null, '2026-06-02T04:00:00.000Z', true],
  ])('%s, due %s at %s, at %s: %s', (timeZone, dueOn, dueTime, now, expected) => {
    expect(isOverdue(dueOn, dueTime, timeZone, new Date(now))).toBe(expected);
  });
});

describe('describeRecurrence', () => {
  it.each<[RecurrenceRule, string]>([
    [daily, 'Every day'],
    [every3, 'Every 3 days'],
    [weekly, 'Every week'],
    [{ kind: 'every_n_days', interval: 14 }, 'Every 2 weeks'],
    [{ kind: 'every_n_days', interval: 10 }, 'Every 10 days'],
    [monWedFri, 'Mon, Wed and Fri'],
    [{ kind: 'weekdays', days: [4, 2] }, 'Tue and Thu'],
    [{ kind: 'weekdays', days: [0, 1] }, 'Mon and Sun'],
    [saturdays, 'Every Saturday'],
    [{ kind: 'weekdays', days: [5, 4, 3, 2, 1] }, 'Every weekday'],
    [{ kind: 'weekdays', days: [0, 6] }, 'Weekends'],
    [{ kind: 'weekdays', days: [0, 1, 2, 3, 4, 5, 6] }, 'Every day'],
    [{ kind: 'weekdays', days: [1, 2, 3, 4, 5, 6] }, 'Mon, Tue, Wed, Thu, Fri and Sat'],
    [{ kind: 'monthly', day: 1 }, 'Monthly on the 1st'],
    [{ kind: 'monthly', day: 2 }, 'Monthly on the 2nd'],
    [{ kind: 'monthly', day: 3 }, 'Monthly on the 3rd'],
    [{ kind: 'monthly', day: 11 }, 'Monthly on the 11th'],
    [{ kind: 'monthly', day: 12 }, 'Monthly on the 12th'],
    [{ kind: 'monthly', day: 13 }, 'Monthly on the 13th'],
    [on15th, 'Monthly on the 15th'],
    [{ kind: 'monthly', day: 21 }, 'Monthly on the 21st'],
    [{ kind: 'monthly', day: 22 }, 'Monthly on the 22nd'],
    [{ kind: 'monthly', day: 23 }, 'Monthly on the 23rd'],
    [on31st, 'Monthly on the 31st'],
    [lastDay, 'Monthly on the last day'],
    [after3, '3 days after it was last done'],
    [{ kind: 'after_done', interval: 1 }, 'The day after it was last done'],
  ])('%j: %s', (rule, expected) => {
    expect(describeRecurrence(rule)).toBe(expected);
  });
});
