import { describe, expect, it } from 'vitest';
import { KIND_LABELS, signedPoints } from './ledger-view';

describe('the ledger in words', () => {
  it('always writes the sign, so colour is never the only clue', () => {
    expect(signedPoints(15)).toBe('+15');
    expect(signedPoints(-40)).toBe('\u221240');
    expect(signedPoints(0)).toBe('0');
  });

  it('names every kind of movement', () => {
    expect(Object.values(KIND_LABELS)).toEqual(['Earned', 'Spent', 'Adjusted', 'Refunded', 'Reversed']);
  });
});
