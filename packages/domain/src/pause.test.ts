import { describe, expect, it } from 'vitest';
import {
  MAX_PAUSE_DAYS,
  currentStreakWithPauses,
  firstDueOnWithPauses,
  isPausedOn,
  nextDueOnWithPauses,
  occurrencesBetweenWithPauses,
  pauseInput,
  shiftOutOfPauses,
  type Pause,
} from './pause';
import { type RecurrenceRule } from './recurrence';
import { currentStreak } from './streak';

// Weekdays of the dates below: 2026-06-01 Mon, 06-06 Sat, 06-10 Wed, 06-13 Sat, 06-14 Sun, 06-20 Sat,
// 06-27 Sat.

const pause = (from: string, to: string): Pause => ({ from, to });
const daily: RecurrenceRule = { kind: 'every_n_days', interval: 1 };
const every3: RecurrenceRule = { kind: 'every_n_days', interval: 3 };
const saturdays: RecurrenceRule = { kind: 'weekdays', days: [6] };
const monWedFri: RecurrenceRule = { kind: 'weekdays', days: [1, 3, 5] };
const on31st: RecurrenceRule = { kind: 'monthly', day: 31 };
const lastDay: RecurrenceRule = { kind: 'monthly', day: 'last' };
const after3: RecurrenceRule = { kind: 'after_done', interval: 3 };

/** 'YYYY-MM-DD' for each day from `from` to `to`, both included. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

describe('pauseInput', () => {
  it.each([
    ['a fortnight', pause('2026-07-01', '2026-07-14')],
    ['a single day', pause('2026-07-01', '2026-07-01')],
    ['over the year end', pause('2026-12-24', '2027-01-02')],
    [`${MAX_PAUSE_DAYS} days, all of leap year 2024`, pause('2024-01-01', '2024-12-31')],
    [`${MAX_PAUSE_DAYS} days over a 29 February`, pause('2027-03-01', '2028-02-29')],
  ])('accepts %s', (_name, value) => {
    expect(pauseInput.parse(value)).toEqual(value);
  });

  // prettier-ignore
  it.each([
    ['an end before the start', pause('2026-07-14', '2026-07-01'), ['to'], 'The pause must end on or after the day it starts.'],
    ['an end the year before', pause('2027-01-01', '2026-12-31'), ['to'], 'The pause must end on or after the day it starts.'],
    ['367 days', pause('2026-01-01', '2027-01-02'), ['to'], `A pause can last at most ${MAX_PAUSE_DAYS} days.`],
    ['367 days over a 29 February', pause('2027-03-01', '2028-03-01'), ['to'], 'A pause can last at most 366 days.'],
    ['no start', { to: '2026-07-01' }, ['from'], 'Choose the first day of the pause.'],
    ['a start that is not a date', pause('2026-02-29', '2026-03-10'), ['from'], 'Choose the first day of the pause.'],
    ['a start with a time', pause('2026-07-01T00:00', '2026-07-10'), ['from'], 'Choose the first day of the pause.'],
    ['an end that is not a date', pause('2026-07-01', 'next week'), ['to'], 'Choose the last day of the pause.'],
    ['an end of the wrong type', { from: '2026-07-01', to: 20260710 }, ['to'], 'Choose the last day of the pause.'],
  ])('refuses %s', (_name, value, path, message) => {
    const result = pauseInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
  });
});

describe('isPausedOn', () => {
  const pauses = [pause('2026-06-10', '2026-06-14'), pause('2026-12-30', '2027-01-02')];
  it.each([
    ['2026-06-09', false],
    ['2026-06-10', true],
    ['2026-06-12', true],
    ['2026-06-14', true],
    ['2026-06-15', false],
    ['2026-12-31', true],
    ['2027-01-02', true],
    ['2027-01-03', false],
  ])('%s: %s', (date, expected) => {
    expect(isPausedOn(pauses, date)).toBe(expected);
  });

  it('is never paused without pauses', () => {
    expect(isPausedOn([], '2026-06-10')).toBe(false);
  });
});

describe('shiftOutOfPauses', () => {
  // prettier-ignore
  it.each<[string, string, Pause[], string]>([
    ['no pauses', '2026-06-10', [], '2026-06-10'],
    ['a day before the pause', '2026-06-09', [pause('2026-06-10', '2026-06-14')], '2026-06-09'],
    ['the first day of the pause', '2026-06-10', [pause('2026-06-10', '2026-06-14')], '2026-06-15'],
    ['the last day of the pause', '2026-06-14', [pause('2026-06-10', '2026-06-14')], '2026-06-15'],
    ['a one-day pause', '2026-06-10', [pause('2026-06-10', '2026-06-10')], '2026-06-11'],
    ['a pause over the year end', '2026-12-31', [pause('2026-12-24', '2027-01-01')], '2027-01-02'],
    ['a pause ending on the leap day', '2024-02-27', [pause('2024-02-20', '2024-02-29')], '2024-03-01'],
    ['a pause ending on 28 February 2100', '2100-02-27', [pause('2100-02-20', '2100-02-28')], '2100-03-01'],
    ['chained pauses', '2026-06-12', [pause('2026-06-10', '2026-06-14'), pause('2026-06-15', '2026-06-21')], '2026-06-22'],
    ['chained pauses listed backwards', '2026-06-12', [pause('2026-06-15', '2026-06-21'), pause('2026-06-10', '2026-06-14')], '2026-06-22'],
    ['three in a chain', '2026-06-01', [pause('2026-06-08', '2026-06-09'), pause('2026-06-01', '2026-06-03'), pause('2026-06-04', '2026-06-07')], '2026-06-10'],
    ['overlapping pauses', '2026-06-11', [pause('2026-06-10', '2026-06-14'), pause('2026-06-12', '2026-06-20')], '2026-06-21'],
    ['a pause inside another', '2026-06-11', [pause('2026-06-10', '2026-06-20'), pause('2026-06-11', '2026-06-12')], '2026-06-21'],
    ['a free day between two pauses', '2026-06-12', [pause('2026-06-10', '2026-06-14'), pause('2026-06-16', '2026-06-21')], '2026-06-15'],
  ])('%s', (_name, date, pauses, expected) => {
    expect(shiftOutOfPauses(date, pauses)).toBe(expected);
  });
});

describe('nextDueOnWithPauses', () => {
  // prettier-ignore
  it.each<[string, RecurrenceRule, string, string, string, Pause[], string]>([
    // [name, rule, anchorOn, previousDueOn, completedOn, pauses, expected]
    ['no pauses: as nextDueOn', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [], '2026-06-13'],
    ['a weekly chore skips the Saturday inside a household pause', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-10', '2026-06-14')], '2026-06-20'],
    ['a pause covering the due day exactly', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-13', '2026-06-13')], '2026-06-20'],
    ['a pause between two Saturdays changes nothing', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-08', '2026-06-12')], '2026-06-13'],
    ['a pause over two Saturdays', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-10', '2026-06-21')], '2026-06-27'],
    ['chained pauses over two Saturdays', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-10', '2026-06-14'), pause('2026-06-15', '2026-06-20')], '2026-06-27'],
    ['pauses with a free weekday between them', saturdays, '2026-01-01', '2026-06-06', '2026-06-06', [pause('2026-06-10', '2026-06-14'), pause('2026-06-19', '2026-06-21')], '2026-06-27'],
    ['daily: the day after the pause', daily, '2026-01-01', '2026-06-02', '2026-06-02', [pause('2026-06-03', '2026-06-07')], '2026-06-08'],
    ['every 3 days keeps its rhythm after the pause', every3, '2026-06-01', '2026-06-01', '2026-06-01', [pause('2026-06-03', '2026-06-08')], '2026-06-10'],
    ['Mon/Wed/Fri: the first listed day after the pause', monWedFri, '2026-01-01', '2026-06-05', '2026-06-05', [pause('2026-06-06', '2026-06-09')], '2026-06-10'],
    ['the 31st over a leap February in a pause', on31st, '2024-01-31', '2024-01-31', '2024-01-31', [pause('2024-02-20', '2024-03-05')], '2024-03-31'],
    ['the last day over a paused year end', lastDay, '2026-01-01', '2026-11-30', '2026-11-30', [pause('2026-12-20', '2027-01-05')], '2027-01-31'],
    ['after_done: moved to the day after the pause', after3, '2026-06-01', '2026-06-02', '2026-06-05', [pause('2026-06-07', '2026-06-12')], '2026-06-13'],
    ['after_done: chained pauses', after3, '2026-06-01', '2026-06-02', '2026-06-05', [pause('2026-06-07', '2026-06-12'), pause('2026-06-13', '2026-06-14')], '2026-06-15'],
    ['after_done: a pause before the due day changes nothing', after3, '2026-06-01', '2026-06-02', '2026-06-05', [pause('2026-06-06', '2026-06-07')], '2026-06-08'],
    ['after_done: over the year end', after3, '2026-12-01', '2026-12-28', '2026-12-28', [pause('2026-12-24', '2027-01-01')], '2027-01-02'],
  ])('%s', (_name, rule, anchorOn, previousDueOn, completedOn, pauses, expected) => {
    expect(nextDueOnWithPauses(rule, { anchorOn, previousDueOn, completedOn }, pauses)).toBe(expected);
  });
});

describe('firstDueOnWithPauses', () => {
  // prettier-ignore
  it.each<[string, RecurrenceRule, string, Pause[], string]>([
    ['a Saturday chore added during a pause', saturdays, '2026-06-01', [pause('2026-06-05', '2026-06-07')], '2026-06-13'],
    ['a Saturday chore added before a pause on a weekday', saturdays, '2026-06-01', [pause('2026-06-02', '2026-06-03')], '2026-06-06'],
    ['daily, anchored inside a pause', daily, '2026-06-02', [pause('2026-06-01', '2026-06-03')], '2026-06-04'],
    ['after_done due inside a pause', after3, '2026-06-01', [pause('2026-06-03', '2026-06-05')], '2026-06-06'],
  ])('%s', (_name, rule, anchorOn, pauses, expected) => {
    expect(firstDueOnWithPauses(rule, anchorOn, pauses)).toBe(expected);
  });
});

describe('occurrencesBetweenWithPauses', () => {
  // prettier-ignore
  it.each<[string, RecurrenceRule, string, Pause[], string[]]>([
    ['Mon/Wed/Fri with the middle of the fortnight paused', monWedFri, '2026-01-01', [pause('2026-06-05', '2026-06-09')], ['2026-06-01', '2026-06-03', '2026-06-10', '2026-06-12']],
    ['Saturdays with chained pauses', saturdays, '2026-01-01', [pause('2026-06-01', '2026-06-06'), pause('2026-06-07', '2026-06-13')], []],
    ['after_done shown the day after the pause', after3, '2026-06-01', [pause('2026-06-04', '2026-06-05')], ['2026-06-06']],
    ['after_done pushed past the range', after3, '2026-06-09', [pause('2026-06-12', '2026-06-14')], []],
  ])('%s, 2026-06-01 to 2026-06-14', (_name, rule, anchorOn, pauses, expected) => {
    expect(occurrencesBetweenWithPauses(rule, anchorOn, '2026-06-01', '2026-06-14', pauses)).toEqual(expected);
  });
});

describe('currentStreakWithPauses', () => {
  // prettier-ignore
  it.each<[string, string[], string, Pause[], number, boolean, boolean]>([
    // [name, activeDays, today, pauses, current, activeToday, pausedToday]
    ['a week’s holiday in the middle of a streak, done today', daysFrom('2026-06-01', '2026-06-05').concat(daysFrom('2026-06-13', '2026-06-15')), '2026-06-15', [pause('2026-06-06', '2026-06-12')], 8, true, false],
    ['the same streak before today’s chore', daysFrom('2026-06-01', '2026-06-05').concat(daysFrom('2026-06-13', '2026-06-15')), '2026-06-16', [pause('2026-06-06', '2026-06-12')], 8, false, false],
    ['a pause covering today', daysFrom('2026-06-01', '2026-06-05'), '2026-06-08', [pause('2026-06-06', '2026-06-10')], 5, false, true],
    ['a pause covering today, with something done today anyway', daysFrom('2026-06-01', '2026-06-08'), '2026-06-08', [pause('2026-06-06', '2026-06-10')], 5, false, true],
    ['a pause that ended yesterday, nothing done yet today', daysFrom('2026-06-01', '2026-06-05'), '2026-06-10', [pause('2026-06-06', '2026-06-09')], 5, false, false],
    ['a pause that ended yesterday, done today', daysFrom('2026-06-01', '2026-06-05').concat('2026-06-10'), '2026-06-10', [pause('2026-06-06', '2026-06-09')], 6, true, false],
    ['a pause that ended two days ago and a missed day since', daysFrom('2026-06-01', '2026-06-05'), '2026-06-10', [pause('2026-06-06', '2026-06-08')], 0, false, false],
    ['days done inside a pause do not count', daysFrom('2026-06-01', '2026-06-10'), '2026-06-10', [pause('2026-06-04', '2026-06-06')], 7, true, false],
    ['chained pauses', ['2026-06-01', '2026-06-02', '2026-06-09'], '2026-06-09', [pause('2026-06-03', '2026-06-05'), pause('2026-06-06', '2026-06-08')], 3, true, false],
    ['a streak that starts after a pause', ['2026-06-10'], '2026-06-10', [pause('2026-06-05', '2026-06-09')], 1, true, false],
    ['a pause over the year end', daysFrom('2026-12-20', '2026-12-23').concat(daysFrom('2027-01-03', '2027-01-04')), '2027-01-04', [pause('2026-12-24', '2027-01-02')], 6, true, false],
    ['a pause later on changes nothing', daysFrom('2026-06-01', '2026-06-05'), '2026-06-05', [pause('2026-07-01', '2026-07-14')], 5, true, false],
    ['nothing done at all during a pause', [], '2026-06-08', [pause('2026-06-06', '2026-06-10')], 0, false, true],
  ])('%s', (_name, activeDays, today, pauses, current, activeToday, pausedToday) => {
    expect(currentStreakWithPauses(activeDays, today, pauses)).toEqual({ current, activeToday, pausedToday });
  });

  it.each([
    [daysFrom('2026-06-01', '2026-06-05'), '2026-06-05'],
    [daysFrom('2026-06-01', '2026-06-05'), '2026-06-06'],
    [daysFrom('2026-06-01', '2026-06-05'), '2026-06-07'],
    [['2026-06-03', '2026-06-01', '2026-06-03', 'not a date', '2026-06-02', '2026-06-09'], '2026-06-04'],
    [[], '2026-06-04'],
  ])('without pauses is currentStreak: %j on %s', (activeDays, today) => {
    expect(currentStreakWithPauses(activeDays, today, [])).toEqual({
      ...currentStreak(activeDays, today),
      pausedToday: false,
    });
  });
});
