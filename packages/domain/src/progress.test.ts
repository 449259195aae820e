import { describe, it, expect } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [1, 2, 50],
    [1, 8, 13],
    [5, 6, 83],
    [0, 0, 0],
    [4, 0, 0],
    [5, 3, 100],
    [-1, 3, 0],
    [1, -3, 0],
    [Number.NaN, 3, 0],
    [1, Number.NaN, 0],
  ])('%s of %s done → %s%%', (completed, total, expected) => {
    expect(progressPercent(completed, total)).toBe(expected);
  });
});
