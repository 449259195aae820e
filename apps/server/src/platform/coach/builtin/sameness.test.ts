import { describe, expect, it } from 'vitest';
import { nearDuplicatePairs, sameTask, withoutNearDuplicates } from './sameness';

describe('sameTask', () => {
  it.each([
    ['Make the bed', 'Make the bed neatly'],
    ['Make the bed', 'make  the BED'],
    ['Wipe the mirror', 'Clean the bathroom mirror'],
    ['Wipe the mirror', 'Wipe the mirrors'],
    ['Take the 3 cups back to the kitchen', 'Take the cups back'],
    ['Sort the mail', 'Organise the letters'],
    ['Fluff the cushions', 'Plump the cushions and fold the throws'],
    ['Clear the desk', 'Clear the desk surface'],
    ['Hang up the towels', 'Hang the towels up'],
    ['Vacuum the floor', 'Hoover the carpet'],
  ])('%j is the same as %j', (a, b) => {
    expect(sameTask(a, b)).toBe(true);
    expect(sameTask(b, a)).toBe(true);
  });

  it.each([
    ['Wipe the mirror', 'Wipe the sink'],
    ['Make the bed', 'Clear the floor around the bed'],
    ['Wipe the keyboard and screen', 'Wipe the monitor'],
    ['Organize the top dresser drawer', 'Declutter the sock and underwear drawer'],
    ['Clear the desk', 'Dust the desk'],
    ['Sort the shoes', 'Sort the coats'],
  ])('%j is not the same as %j', (a, b) => {
    expect(sameTask(a, b)).toBe(false);
  });
});

describe('withoutNearDuplicates', () => {
  it('skips fresh tasks that repeat an existing one or an earlier fresh one', () => {
    const fresh = [
      { title: 'Make the bed neatly' },
      { title: 'Wipe the mirror' },
      { title: 'Clean the mirror' },
      { title: 'Dust the shelves' },
    ];
    expect(withoutNearDuplicates([{ title: 'Make the bed' }], fresh).map((task) => task.title)).toEqual([
      'Wipe the mirror',
      'Dust the shelves',
    ]);
  });

  it('lists the pairs in a list that say the same', () => {
    expect(
      nearDuplicatePairs([{ title: 'Wipe the mirror' }, { title: 'Make the bed' }, { title: 'Clean the mirror' }]),
    ).toEqual([['Wipe the mirror', 'Clean the mirror']]);
  });
});
