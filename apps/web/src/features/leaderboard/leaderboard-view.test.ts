import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from './api/get-leaderboard';
import { displayName, initials, isAlone, ordinal, pointsLabel, splitPodium } from './leaderboard-view';

const entry = (name: string, points: number, rank: number, is_you = false): LeaderboardEntry => ({
  user_id: name.toLowerCase(),
  full_name: name,
  points,
  rank,
  is_you,
});
const names = (entries: LeaderboardEntry[]) => entries.map((one) => one.full_name);

describe('splitPodium', () => {
  it.each([
    ['nobody', [], [], []],
    ['five people: the best three stand on the podium', [entry('A', 9, 1), entry('B', 7, 2), entry('C', 7, 2), entry('D', 3, 4), entry('E', 0, 5)], ['A', 'B', 'C'], ['D', 'E']],
    ['nobody on the podium with 0 points', [entry('A', 4, 1), entry('B', 0, 2), entry('C', 0, 2)], ['A'], ['B', 'C']],
    ['nobody earned anything: everyone in the list', [entry('A', 0, 1), entry('B', 0, 1)], [], ['A', 'B']],
    ['two people', [entry('A', 2, 1), entry('B', 1, 2)], ['A', 'B'], []],
  ])('%s', (_case, entries, podium, rest) => {
    const split = splitPodium(entries);
    expect(names(split.podium)).toEqual(podium);
    expect(names(split.rest)).toEqual(rest);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [101, '101st'], [111, '111th'],
  ])('%s → %s', (rank, expected) => {
    expect(ordinal(rank)).toBe(expected);
  });
});

describe('names and labels', () => {
  it.each([
    ['Ann Organizer', 'AO'],
    ['Cher', 'C'],
    ['  mary   ann  lee ', 'ML'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('initials of %j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('names a nameless member "Unknown User" (spec 01 §8)', () => {
    expect(displayName({ full_name: '  ' })).toBe('Unknown User');
    expect(displayName({ full_name: 'Ben' })).toBe('Ben');
  });

  it.each([[0, '0 points'], [1, '1 point'], [12, '12 points']])('%s → %s', (points, expected) => {
    expect(pointsLabel(points)).toBe(expected);
  });

  it('knows when nobody shares a space with the person', () => {
    expect(isAlone([entry('Me', 5, 1, true)])).toBe(true);
    expect(isAlone([entry('Me', 5, 1, true), entry('Ben', 0, 2)])).toBe(false);
  });
});
