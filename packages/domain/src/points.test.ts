import { describe, it, expect } from 'vitest';
import { generatedTaskPoints, lessonXp, quickSelectorPoints, taskPoints } from './points';

describe('taskPoints (calculate_task_points)', () => {
  it.each([
    // priority 4 or more: 50 + floor(time / 10)
    [4, 0, 50],
    [4, 15, 51],
    [4, 30, 53],
    [4, 480, 98],
    [5, 25, 52],
    [9, 100, 60],
    // priority 3: 30 + floor(time / 15)
    [3, 0, 30],
    [3, 14, 30],
    [3, 15, 31],
    [3, 30, 32],
    [3, 45, 33],
    // priority 2: 20 + floor(time / 20)
    [2, 19, 20],
    [2, 20, 21],
    [2, 30, 21],
    [2, 60, 23],
    // otherwise: 10 + floor(time / 30)
    [1, 29, 10],
    [1, 30, 11],
    [1, 90, 13],
    [0, 60, 12],
  ])('priority %s, %s min → %s points', (priority, minutes, expected) => {
    expect(taskPoints(priority, minutes)).toBe(expected);
  });

  it.each([
    ['negative minutes count as 0', 3, -30, 30],
    ['NaN minutes count as 0', 4, Number.NaN, 50],
    ['infinite minutes count as 0', 4, Number.POSITIVE_INFINITY, 50],
    ['fractional minutes round down', 4, 19.9, 51],
    ['NaN priority is the lowest tier', Number.NaN, 30, 11],
    ['negative priority is the lowest tier', -2, 30, 11],
    ['fractional priority rounds down', 3.7, 30, 32],
  ])('%s', (_case, priority, minutes, expected) => {
    expect(taskPoints(priority, minutes)).toBe(expected);
  });
});

describe('generatedTaskPoints = max(priority × 5, 5)', () => {
  it.each([
    [0, 5],
    [1, 5],
    [2, 10],
    [3, 15],
    [4, 20],
    [10, 50],
    [-3, 5],
    [Number.NaN, 5],
    [2.9, 10],
  ])('priority %s → %s points', (priority, expected) => {
    expect(generatedTaskPoints(priority)).toBe(expected);
  });
});

describe('quickSelectorPoints = round(minutes × 2)', () => {
  it.each([
    [5, 10],
    [6, 12],
    [12, 24],
    [25, 50],
    [2.5, 5],
    [2.2, 4],
    [2.3, 5],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%s min → %s points', (minutes, expected) => {
    expect(quickSelectorPoints(minutes)).toBe(expected);
  });
});

describe('lessonXp = 100 per completed lesson', () => {
  it.each([
    [0, 0],
    [1, 100],
    [6, 600],
    [25, 2500],
    [-1, 0],
    [Number.NaN, 0],
    [2.5, 200],
  ])('%s lessons → %s XP', (completed, expected) => {
    expect(lessonXp(completed)).toBe(expected);
  });
});
