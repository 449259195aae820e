import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, todayIsoDate } from './time';
import { SPACE_TYPES } from './constants';
import { upkeepAreasFor } from './upkeep-areas';
import {
  MAX_UPKEEP_TASK_NAME_LENGTH,
  daysBetween,
  dueLabel,
  firstDueDates,
  firstDueOffsets,
  isUpkeepDue,
  upkeepStatus,
  upkeepTaskInput,
} from './upkeep';
import { firstDueOn, nextDueOn } from './recurrence';

/**
 * When upkeep is next due, by the chores' rule (decision 021): "N days after it was last done". A task never
 * done waits an interval from the day before its first due day, so it is due on that day.
 */
function nextDueDate(lastDoneOn: string | null, interval: number, firstDue: string): string {
  const rule = { kind: 'after_done', interval } as const;
  if (lastDoneOn === null) return firstDueOn(rule, addDays(firstDue, -interval));
  return nextDueOn(rule, { anchorOn: lastDoneOn, previousDueOn: lastDoneOn, completedOn: lastDoneOn });
}

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-01-31', 28, '2026-02-28'],
    ['2026-01-31', 29, '2026-03-01'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2028-01-31', 29, '2028-02-29'],
    ['2028-01-31', 30, '2028-03-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-02-29', 365, '2029-02-28'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-25', 7, '2027-01-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-01-01', -1, '2026-12-31'],
    // Daylight saving starts and ends in between: still whole days.
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-5', '31/01/2026', '', '2026-01-31T00:00:00Z'])('refuses %j', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError);
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-01-31', '2026-03-02', 30],
    ['2028-01-31', '2028-03-01', 30],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-01', '2026-02-28', -1],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
    ['2026-03-28', '2026-03-30', 2],
  ])('from %s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('the next due day of upkeep: after_done of recurrence.ts', () => {
  it.each([
    // Never done: due the day it was added, or on its spread first due date.
    [null, 7, '2026-05-04', '2026-05-04'],
    [null, 7, '2026-05-08', '2026-05-08'],
    [null, 365, '2026-12-31', '2026-12-31'],
    // Done: one interval after the last time.
    ['2026-05-04', 7, '2026-01-01', '2026-05-11'],
    ['2026-01-31', 30, '2026-01-01', '2026-03-02'],
    ['2026-01-31', 28, '2026-01-01', '2026-02-28'],
    ['2028-01-31', 29, '2028-01-01', '2028-02-29'],
    ['2026-02-28', 1, '2026-01-01', '2026-03-01'],
    ['2028-02-28', 1, '2028-01-01', '2028-02-29'],
    ['2026-12-31', 1, '2026-01-01', '2027-01-01'],
    ['2026-12-01', 90, '2026-01-01', '2027-03-01'],
    ['2028-02-29', 365, '2028-01-01', '2029-02-28'],
    ['2026-07-01', 365, '2026-01-01', '2027-07-01'],
  ])('last done %s, every %i days, first due %s → due %s', (lastDoneOn, interval, firstDueOn, expected) => {
    expect(nextDueDate(lastDoneOn, interval, firstDueOn)).toBe(expected);
  });
});

describe('firstDueOffsets: a new space does not start with everything due', () => {
  it.each([
    // The kitchen's starting tasks, in the order they are added: one due today, the rest spread out.
    [
      [7, 90, 14, 30, 180, 14, 90],
      [0, 55, 3, 25, 84, 1, 63],
    ],
    // The office's: its daily task is due today wherever it stands.
    [
      [1, 7, 30, 14, 90, 30, 180],
      [0, 4, 7, 11, 42, 2, 127],
    ],
    [
      [1, 1, 1, 1],
      [0, 0, 0, 0],
    ],
    [
      [2, 2, 2, 2],
      [0, 1, 0, 1],
    ],
    [
      [7, 7, 7, 7, 7, 7, 7],
      [0, 4, 1, 5, 3, 0, 4],
    ],
    [[365], [0]],
    [[], []],
  ])('intervals %j start %j days from today', (intervals, expected) => {
    expect(firstDueOffsets(intervals)).toEqual(expected);
  });

  it('starts every task within its own interval, and every daily task today', () => {
    for (let interval = 1; interval <= 365; interval++) {
      const offsets = firstDueOffsets(Array.from({ length: 60 }, () => interval));
      for (const offset of offsets) {
        expect(Number.isInteger(offset)).toBe(true);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(interval - 1);
      }
    }
  });

  it.each([
    [2, 1],
    [3, 1],
    [7, 1],
    [7, 10],
    [14, 2],
    [30, 10],
  ])(
    'spreads %i-day tasks evenly: of %i per day on average, each day gets that many give or take one',
    (interval, perDay) => {
      const offsets = firstDueOffsets(Array.from({ length: interval * perDay }, () => interval));
      const perDayCounts = Array.from(
        { length: interval },
        (_, day) => offsets.filter((offset) => offset === day).length,
      );
      expect(Math.min(...perDayCounts)).toBeGreaterThanOrEqual(perDay - 1);
      expect(Math.max(...perDayCounts)).toBeLessThanOrEqual(perDay + 1);
    },
  );

  it.each(SPACE_TYPES)("a new %s's starting tasks: some due today, not all", (spaceType) => {
    const intervals = upkeepAreasFor(spaceType).flatMap((area) => area.tasks.map((task) => task.interval_days));
    const offsets = firstDueOffsets(intervals);
    const dueToday = offsets.filter((offset) => offset === 0).length;
    expect(dueToday).toBeGreaterThanOrEqual(1);
    expect(dueToday).toBeLessThan(intervals.length);
    // Every daily task is among them.
    intervals.forEach((interval, index) => {
      if (interval === 1) expect(offsets[index]).toBe(0);
    });
  });

  it.each([
    ['2026-05-04', [7, 90, 14], ['2026-05-04', '2026-06-28', '2026-05-07']],
    ['2026-12-31', [7, 90], ['2026-12-31', '2027-02-24']],
    ['2028-02-28', [1, 7, 7], ['2028-02-28', '2028-03-03', '2028-02-29']],
  ])('from %s, intervals %j are first due on %j', (today, intervals, expected) => {
    expect(firstDueDates(intervals, today)).toEqual(expected);
  });
});

describe('isUpkeepDue', () => {
  it.each([
    ['2026-05-04', '2026-05-04', true],
    ['2026-05-03', '2026-05-04', true],
    ['2025-12-31', '2026-01-01', true],
    ['2026-05-05', '2026-05-04', false],
    ['2027-01-01', '2026-12-31', false],
  ])('due %s, today %s → %s', (nextDue, today, expected) => {
    expect(isUpkeepDue(nextDue, today)).toBe(expected);
  });
});

describe('upkeepStatus', () => {
  it.each([
    // Never done: pending, whatever the date.
    ['2026-05-04', '2026-05-04', null, 'pending'],
    ['2026-05-04', '2026-05-10', null, 'pending'],
    // Done and not yet due again.
    ['2026-05-11', '2026-05-04', '2026-05-04', 'completed'],
    ['2026-05-11', '2026-05-10', '2026-05-04', 'completed'],
    ['2027-01-01', '2026-12-31', '2026-12-31', 'completed'],
    ['2028-02-29', '2028-02-28', '2028-02-28', 'completed'],
    // Due today.
    ['2026-05-11', '2026-05-11', '2026-05-04', 'pending'],
    ['2028-02-29', '2028-02-29', '2028-02-28', 'pending'],
    // Past due.
    ['2026-05-11', '2026-05-12', '2026-05-04', 'overdue'],
    ['2026-12-31', '2027-01-01', '2026-12-30', 'overdue'],
    ['2026-02-28', '2026-03-01', '2026-02-27', 'overdue'],
  ])('due %s, today %s, last done %s → %s', (nextDue, today, lastDoneOn, expected) => {
    expect(upkeepStatus(nextDue, today, lastDoneOn)).toBe(expected);
  });

  it('marking done today moves a due task to completed until its next turn', () => {
    const today = '2026-01-31';
    const due = nextDueDate(today, 30, '2026-01-01');
    expect(due).toBe('2026-03-02');
    expect(upkeepStatus(due, today, today)).toBe('completed');
    expect(upkeepStatus(due, '2026-03-01', today)).toBe('completed');
    expect(upkeepStatus(due, '2026-03-02', today)).toBe('pending');
    expect(upkeepStatus(due, '2026-03-03', today)).toBe('overdue');
  });
});

describe("time zones: the person's own today", () => {
  // One instant, two households: it is already tomorrow in Auckland while still today in Los Angeles.
  const instant = new Date('2026-01-31T20:00:00Z');

  it.each([
    ['Pacific/Auckland', '2026-02-01'],
    ['America/Los_Angeles', '2026-01-31'],
    ['UTC', '2026-01-31'],
  ])('%s sees %s', (timeZone, expected) => {
    expect(todayIsoDate(instant, timeZone)).toBe(expected);
  });

  it('gives each household the status of its own day', () => {
    // Wiped on 2026-01-24 (every 7 days): due on 2026-01-31.
    const lastDoneOn = '2026-01-24';
    const due = nextDueDate(lastDoneOn, 7, '2026-01-01');
    expect(upkeepStatus(due, todayIsoDate(instant, 'America/Los_Angeles'), lastDoneOn)).toBe('pending');
    expect(upkeepStatus(due, todayIsoDate(instant, 'Pacific/Auckland'), lastDoneOn)).toBe('overdue');
  });

  it('marks it done on the local day, so the next due date follows that day', () => {
    expect(nextDueDate(todayIsoDate(instant, 'Pacific/Auckland'), 28, '2026-01-01')).toBe('2026-03-01');
    expect(nextDueDate(todayIsoDate(instant, 'America/Los_Angeles'), 28, '2026-01-01')).toBe('2026-02-28');
  });

  it('crosses the year on each side of the date line', () => {
    const newYear = new Date('2026-12-31T12:00:00Z');
    expect(todayIsoDate(newYear, 'Pacific/Auckland')).toBe('2027-01-01');
    expect(todayIsoDate(newYear, 'America/Los_Angeles')).toBe('2026-12-31');
  });
});

describe('dueLabel', () => {
  it.each([
    ['2026-05-04', '2026-05-04', '2026-04-27', 'Due today'],
    ['2026-05-05', '2026-05-04', '2026-04-28', 'Due tomorrow'],
    ['2026-05-07', '2026-05-04', '2026-04-30', 'Due in 3 days'],
    ['2027-01-02', '2026-12-31', '2026-12-26', 'Due in 2 days'],
    ['2026-05-03', '2026-05-04', '2026-04-26', '1 day overdue'],
    ['2026-05-02', '2026-05-04', '2026-04-25', '2 days overdue'],
    ['2026-05-04', '2026-05-04', null, 'Due today'],
    ['2026-05-01', '2026-05-04', null, 'Due now'],
  ])('due %s, today %s, last done %s → %s', (nextDue, today, lastDoneOn, expected) => {
    expect(dueLabel(nextDue, today, lastDoneOn)).toBe(expected);
  });
});

describe('upkeepTaskInput', () => {
  it.each([
    [
      { name: '  Wipe shelves  ', interval_days: 7 },
      { name: 'Wipe shelves', interval_days: 7 },
    ],
    [
      { name: 'x', interval_days: 1 },
      { name: 'x', interval_days: 1 },
    ],
    [
      { name: 'x'.repeat(MAX_UPKEEP_TASK_NAME_LENGTH), interval_days: 365 },
      { name: 'x'.repeat(80), interval_days: 365 },
    ],
  ])('accepts %j', (input, expected) => {
    expect(upkeepTaskInput.parse(input)).toEqual(expected);
  });

  it.each([
    [{ name: '', interval_days: 7 }, 'Please enter a task name.'],
    [{ name: '   ', interval_days: 7 }, 'Please enter a task name.'],
    [{ name: 'x'.repeat(81), interval_days: 7 }, 'The name must be 80 characters or fewer.'],
    [{ name: 'Dust', interval_days: 0 }, 'Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: 366 }, 'Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: 1.5 }, 'Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust', interval_days: '7' }, 'Choose a whole number of days from 1 to 365.'],
    [{ name: 'Dust' }, 'Choose a whole number of days from 1 to 365.'],
  ])('refuses %j: %s', (input, message) => {
    const result = upkeepTaskInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
