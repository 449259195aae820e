import { describe, expect, it } from 'vitest';
import { chosenHouseholdSpace, sameSpaceName } from './household-space';

describe('sameSpaceName', () => {
  it.each<[string, string, boolean]>([
    ['Kitchen', 'Kitchen', true],
    ['Kitchen', '  kitchen ', true],
    ['Kids Room', 'kids   room', true],
    ['Kitchen', 'Kitchen counter', false],
    ['Kitchen', '', false],
  ])('%j and %j → %s', (space, chosen, expected) => {
    expect(sameSpaceName(space, chosen)).toBe(expected);
  });
});

describe('chosenHouseholdSpace', () => {
  const spaces = [
    { id: 'a', name: 'Kitchen' },
    { id: 'b', name: 'Bedroom' },
  ];
  it('finds the household space the person named, or none', () => {
    expect(chosenHouseholdSpace(spaces, 'bedroom')?.id).toBe('b');
    expect(chosenHouseholdSpace(spaces, 'Garage')).toBeNull();
  });
});
