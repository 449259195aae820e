import { describe, expect, it } from 'vitest';
import { adjustableRange, chooseBandCounts, fitMinutes, totalCount } from './time-fit';

const plenty = { quick: 20, focused: 20, deep: 20 };
const easy = { quick: 0, focused: 1, deep: 4 };
const hard = { quick: 1.5, focused: 0.3, deep: 0 };

describe('chooseBandCounts', () => {
  it.each([
    // target, penalty, expected mix
    [15, easy, { quick: 4, focused: 0, deep: 0 }],
    [5, easy, { quick: 1, focused: 0, deep: 0 }],
    [5, hard, { quick: 1, focused: 0, deep: 0 }],
  ])('%s minutes → %j', (target, penalty, counts) => {
    expect(chooseBandCounts({ target, available: plenty, minTasks: 1, maxTasks: 8, penalty })).toEqual({
      counts,
      reachable: true,
    });
  });

  it('uses deep tasks for a long hard plan and never more than 8 tasks', () => {
    const choice = chooseBandCounts({ target: 120, available: plenty, minTasks: 1, maxTasks: 8, penalty: hard });
    expect(choice?.reachable).toBe(true);
    expect(choice?.counts.deep).toBeGreaterThan(0);
    expect(totalCount(choice?.counts ?? plenty)).toBeLessThanOrEqual(8);
  });

  it('respects what the library has', () => {
    const choice = chooseBandCounts({
      target: 40,
      available: { quick: 2, focused: 0, deep: 0 },
      minTasks: 1,
      maxTasks: 8,
      penalty: easy,
    });
    expect(choice).toEqual({ counts: { quick: 2, focused: 0, deep: 0 }, reachable: false });
  });

  it('makes room for the band of the tasks the person asked about', () => {
    const medium = { quick: 0.5, focused: 0, deep: 1.5 };
    const plain = chooseBandCounts({ target: 45, available: plenty, minTasks: 4, maxTasks: 8, penalty: medium });
    const favoured = chooseBandCounts({
      target: 45,
      available: plenty,
      minTasks: 4,
      maxTasks: 8,
      penalty: medium,
      favouredBands: ['deep'],
    });
    expect(plain?.counts.deep).toBe(0);
    expect(favoured?.counts.deep).toBeGreaterThan(0);
    expect(favoured?.reachable).toBe(true);
  });

  it('returns nothing when the library has nothing', () => {
    expect(
      chooseBandCounts({
        target: 10,
        available: { quick: 0, focused: 0, deep: 0 },
        minTasks: 1,
        maxTasks: 8,
        penalty: easy,
      }),
    ).toBeNull();
  });
});

describe('adjustableRange', () => {
  it.each([
    [5, 'quick', { min: 2, max: 6 }],
    [2, 'quick', { min: 2, max: 6 }],
    [15, 'focused', { min: 11, max: 25 }],
    [25, 'focused', { min: 12, max: 32 }],
    [45, 'deep', { min: 30, max: 58 }],
  ] as const)('%s minutes (%s) → %j', (minutes, band, range) => {
    expect(adjustableRange(minutes, band)).toEqual(range);
  });
});

describe('fitMinutes', () => {
  const task = (minutes: number, min: number, max: number) => ({ minutes, range: { min, max } });

  it.each([
    [[task(5, 2, 6), task(5, 2, 6), task(5, 2, 6)], 15, [5, 5, 5]],
    [[task(5, 2, 6), task(5, 2, 6), task(5, 2, 6)], 16, [6, 5, 5]],
    [[task(15, 11, 25), task(30, 30, 45)], 60, [20, 40]],
    [[task(15, 11, 25), task(30, 30, 45)], 41, [11, 30]],
    [[task(10, 1, 10)], 4, [4]],
  ])('%j to %s minutes → %j', (tasks, target, minutes) => {
    expect(fitMinutes(tasks, target)).toEqual(minutes);
  });

  it('stops at the ranges when the target is out of reach', () => {
    expect(fitMinutes([task(5, 2, 6), task(5, 2, 6)], 30)).toEqual([6, 6]);
    expect(fitMinutes([task(5, 2, 6), task(5, 2, 6)], 1)).toEqual([2, 2]);
  });

  it('gives nothing for no tasks', () => {
    expect(fitMinutes([], 30)).toEqual([]);
  });
});
