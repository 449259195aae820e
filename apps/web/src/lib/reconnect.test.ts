import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect';

describe('reconnectDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 5000],
    [3, 10_000],
    [4, 10_000],
    [50, 10_000],
    [-1, 1000],
    [Number.NaN, 10_000],
  ])('attempt %d waits %d ms', (attempt, delay) => {
    expect(reconnectDelay(attempt)).toBe(delay);
  });
});
