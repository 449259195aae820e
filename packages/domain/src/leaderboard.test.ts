import { describe, expect, it } from 'vitest';
import { rankByPoints, weekStartsOn } from './leaderboard';

describe('weekStartsOn', () => {
  it.each([
    ['a Monday is its own week start', '2026-11-16', '2026-11-16'],
    ['Tuesday', '2026-11-17', '2026-11-16'],
    ['Saturday', '2026-11-21', '2026-11-16'],
    ['Sunday still belongs to the week that began on Monday', '2026-11-22', '2026-11-16'],
    ['across a month end', '2026-12-02', '2026-11-30'],
    ['across a year end', '2027-01-01', '2026-12-28'],
    ['a leap day', '2028-02-29', '2028-02-28'],
    ['early March in a leap year', '2028-03-04', '2028-02-28'],
  ])('%s: %s → %s', (_case, today, monday) => {
    expect(weekStartsOn(today)).toBe(monday);
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['21/11/2026'], [''], ['2026-11-21T10:00:00Z']])('refuses %j', (input) => {
    expect(() => weekStartsOn(input)).toThrow(RangeError);
  });
});

const person = (user_id: string, full_name: string, points: number) => ({ user_id, full_name, points });
const ranks = (entries: ReturnType<typeof person>[]) => rankByPoints(entries).map((entry) => [entry.full_name, entry.points, entry.rank]);

describe('rankByPoints', () => {
  it.each([
    ['nobody', [], []],
    ['one person with none', [person('a', 'Ada', 0)], [['Ada', 0, 1]]],
    [
      'most points first',
      [person('a', 'Ada', 10), person('b', 'Ben', 30), person('c', 'Cy', 20)],
      [['Ben', 30, 1], ['Cy', 20, 2], ['Ada', 10, 3]],
    ],
    [
      'ties share a rank and the next rank skips: 1, 2, 2, 4',
      [person('a', 'Ada', 5), person('b', 'Ben', 12), person('c', 'Cy', 12), person('d', 'Dee', 40)],
      [['Dee', 40, 1], ['Ben', 12, 2], ['Cy', 12, 2], ['Ada', 5, 4]],
    ],
    [
      'a tie at the top: 1, 1, 3',
      [person('a', 'Ada', 7), person('b', 'Ben', 7), person('c', 'Cy', 3)],
      [['Ada', 7, 1], ['Ben', 7, 1], ['Cy', 3, 3]],
    ],
    [
      'members with 0 points come last, sharing a rank',
      [person('z', 'Zoe', 0), person('a', 'Ada', 0), person('m', 'Max', 9)],
      [['Max', 9, 1], ['Ada', 0, 2], ['Zoe', 0, 2]],
    ],
    [
      'equal points: by name whatever its case, then by id',
      [person('2', 'sam', 4), person('1', 'Sam', 4), person('3', 'Ana', 4)],
      [['Ana', 4, 1], ['Sam', 4, 1], ['sam', 4, 1]],
    ],
  ])('%s', (_case, entries, expected) => {
    expect(ranks(entries)).toEqual(expected);
  });

  it('keeps the other fields and leaves its input as it was', () => {
    const input = [{ ...person('a', 'Ada', 1), is_you: true }, { ...person('b', 'Ben', 2), is_you: false }];
    expect(rankByPoints(input)).toEqual([
      { user_id: 'b', full_name: 'Ben', points: 2, is_you: false, rank: 1 },
      { user_id: 'a', full_name: 'Ada', points: 1, is_you: true, rank: 2 },
    ]);
    expect(input.map((entry) => entry.user_id)).toEqual(['a', 'b']);
  });
});
