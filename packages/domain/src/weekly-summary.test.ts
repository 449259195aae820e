import { describe, expect, it } from 'vitest';
import {
  isSummaryDue,
  reportedWeekOn,
  summaryHeadlines,
  summaryPushText,
  summaryWeekOf,
  weekLabel,
  weekdayOf,
  weekdaysAnywhere,
  type SummaryFigures,
} from './weekly-summary';

describe('summaryWeekOf and reportedWeekOn', () => {
  it.each([
    ['a Monday starts its own week', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['a Sunday ends the week that began on Monday', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['across a month end', '2026-12-02', '2026-11-30', '2026-12-06'],
    ['across a year end', '2027-01-01', '2026-12-28', '2027-01-03'],
    ['a leap day', '2028-02-29', '2028-02-28', '2028-03-05'],
  ])('%s: %s is in %s to %s', (_case, day, startsOn, endsOn) => {
    expect(summaryWeekOf(day)).toEqual({ startsOn, endsOn });
  });

  it.each([
    ['sent on a Monday: the week just ended', '2026-11-30', '2026-11-23'],
    ['sent on a Sunday: this week up to Saturday', '2026-11-29', '2026-11-23'],
    ['sent on a Wednesday: this week so far', '2026-11-25', '2026-11-23'],
    ['sent on New Year’s Day (a Friday)', '2027-01-01', '2026-12-28'],
  ])('%s', (_case, today, startsOn) => {
    expect(reportedWeekOn(today).startsOn).toBe(startsOn);
  });
});

describe('weekdayOf and weekdaysAnywhere', () => {
  it.each([
    ['1970-01-01', 4],
    ['2026-11-29', 0],
    ['2026-11-30', 1],
    ['2028-02-29', 2],
    ['1969-12-28', 0],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    // Noon UTC on a Monday: Sunday in Samoa's far west (UTC−12 is still Monday 00:00), Tuesday in Kiribati.
    ['noon UTC on a Monday', '2026-11-30T12:00:00Z', [1, 2]],
    ['just after midnight UTC on a Monday', '2026-11-30T00:30:00Z', [0, 1]],
    ['late on a Monday', '2026-11-30T20:00:00Z', [1, 2]],
  ])('%s', (_case, instant, weekdays) => {
    expect(weekdaysAnywhere(new Date(instant))).toEqual(weekdays);
  });
});

describe('isSummaryDue', () => {
  const monday = 1;
  it.each([
    ['Monday 08:00 in Berlin (07:00 UTC), never sent', '2026-11-30T07:00:00Z', 'Europe/Berlin', monday, null, true],
    ['Monday 07:59 in Berlin: not yet', '2026-11-30T06:59:00Z', 'Europe/Berlin', monday, null, false],
    ['Monday 23:00 in Berlin: still that day', '2026-11-30T22:00:00Z', 'Europe/Berlin', monday, null, true],
    ['Tuesday in Berlin, Monday chosen', '2026-12-01T09:00:00Z', 'Europe/Berlin', monday, null, false],
    ['already sent this Monday', '2026-11-30T10:00:00Z', 'Europe/Berlin', monday, '2026-11-30', false],
    ['sent last Monday: due again', '2026-11-30T10:00:00Z', 'Europe/Berlin', monday, '2026-11-23', true],
    [
      'sent on Wednesday, then Monday chosen: not within the week',
      '2026-11-30T10:00:00Z',
      'Europe/Berlin',
      monday,
      '2026-11-25',
      false,
    ],
    ['no day chosen', '2026-11-30T10:00:00Z', 'Europe/Berlin', null, null, false],
    // Monday 08:00 in Tokyo is Sunday 23:00 UTC.
    ['Monday morning in Tokyo while it is Sunday in UTC', '2026-11-29T23:00:00Z', 'Asia/Tokyo', monday, null, true],
    ['Sunday 08:00 in New York, in winter (13:00 UTC)', '2026-11-29T13:00:00Z', 'America/New_York', 0, null, true],
    ['Sunday 07:30 in New York', '2026-11-29T12:30:00Z', 'America/New_York', 0, null, false],
  ])('%s', (_case, instant, timeZone, day, lastSummaryOn, due) => {
    expect(isSummaryDue({ now: new Date(instant), timeZone, day, lastSummaryOn }).due).toBe(due);
  });

  it('gives the local date to record', () => {
    expect(
      isSummaryDue({ now: new Date('2026-11-29T23:00:00Z'), timeZone: 'Asia/Tokyo', day: 1, lastSummaryOn: null })
        .localToday,
    ).toBe('2026-11-30');
  });
});

describe('weekLabel', () => {
  it.each([
    ['2026-11-23', '2026-11-29', '23–29 Nov 2026'],
    ['2026-09-28', '2026-10-04', '28 Sep – 4 Oct 2026'],
    ['2025-12-29', '2026-01-04', '29 Dec 2025 – 4 Jan 2026'],
  ])('%s to %s reads %s', (startsOn, endsOn, label) => {
    expect(weekLabel({ startsOn, endsOn })).toBe(label);
  });
});

const nothing = { chores: 0, tasks: 0 };
function figures(change: {
  ongoing?: boolean;
  you?: Partial<SummaryFigures['you']>;
  household?: Partial<SummaryFigures['household']>;
  mostChores?: SummaryFigures['mostChores'];
}): SummaryFigures {
  return {
    ongoing: change.ongoing ?? false,
    you: { ...nothing, earned: 0, spent: 0, streak: 0, ...change.you },
    household: { members: 3, ...nothing, overdue: 0, rewards: 0, ...change.household },
    mostChores: change.mostChores ?? null,
  };
}

describe('summaryHeadlines', () => {
  it.each([
    ['a quiet finished week', figures({}), ['A quiet week: nothing was marked done.']],
    ['a quiet week so far', figures({ ongoing: true }), ['A quiet week so far: nothing has been marked done yet.']],
    [
      'a quiet week with chores overdue',
      figures({ household: { overdue: 2 } }),
      ['A quiet week: nothing was marked done.', '2 chores are overdue now.'],
    ],
    [
      'a busy household, the child did the most and spent points',
      figures({
        you: { chores: 4, tasks: 1, earned: 50, spent: 40, streak: 5 },
        household: { chores: 12, tasks: 3, overdue: 1, rewards: 2 },
        mostChores: { name: 'Cleo Child', chores: 6, isYou: false },
      }),
      [
        'Your household did 12 chores and 3 tasks.',
        'You did 4 chores and 1 task, and earned 50 points.',
        'Cleo Child did the most chores: 6.',
        'Your chore streak is 5 days.',
        '1 chore is overdue now.',
        'You spent 40 points on rewards.',
        '2 rewards were redeemed.',
      ],
    ],
    [
      'one of each, still running, the person on top',
      figures({
        ongoing: true,
        you: { chores: 1, earned: 1, streak: 1 },
        household: { chores: 1, rewards: 1 },
        mostChores: { name: 'Olive Organizer', chores: 1, isYou: true },
      }),
      [
        'Your household has done 1 chore so far.',
        'You have done 1 chore, and earned 1 point.',
        'You did the most chores: 1.',
        'Your chore streak is 1 day.',
        'Nothing is overdue right now.',
        '1 reward was redeemed.',
      ],
    ],
    [
      'an organizer who did nothing themself, in a finished week',
      figures({ household: { chores: 3 }, mostChores: { name: 'Cleo Child', chores: 3, isYou: false } }),
      [
        'Your household did 3 chores.',
        'Nothing was marked done by you.',
        'Cleo Child did the most chores: 3.',
        'Nothing is overdue right now.',
      ],
    ],
    [
      'an organizer who did nothing themself yet, in this week',
      figures({ ongoing: true, household: { chores: 3 }, mostChores: { name: 'Cleo Child', chores: 3, isYou: false } }),
      [
        'Your household has done 3 chores so far.',
        'Nothing done by you yet: one small chore is a good start.',
        'Cleo Child did the most chores: 3.',
        'Nothing is overdue right now.',
      ],
    ],
    [
      'someone alone in their home: no household sentence, no "most"',
      figures({
        you: { chores: 2, tasks: 1, earned: 20 },
        household: { members: 1, chores: 2, tasks: 1 },
        mostChores: { name: 'Solo', chores: 2, isYou: true },
      }),
      ['You did 2 chores and 1 task, and earned 20 points.', 'Nothing is overdue right now.'],
    ],
    [
      'points from an adjustment only',
      figures({ you: { earned: 5 } }),
      ['A quiet week: nothing was marked done.', 'You earned 5 points.'],
    ],
  ])('%s', (_case, input, lines) => {
    expect(summaryHeadlines(input)).toEqual(lines);
  });

  it('gives the push its first two sentences', () => {
    const input = figures({ you: { chores: 2, earned: 20 }, household: { chores: 5 } });
    expect(summaryPushText(input)).toEqual({
      title: 'Your week in Tidy Steps',
      body: 'Your household did 5 chores. You did 2 chores, and earned 20 points.',
    });
  });
});
