import { describe, it, expect } from 'vitest';
import { describeTask, parseSteps, stepMinutes } from './steps';

describe('parseSteps', () => {
  it.each<[string, string | null | undefined, string[]]>([
    ['null', null, []],
    ['undefined', undefined, []],
    ['empty', '', []],
    ['only spaces', '   \n  ', []],
    ['dash bullets', '- Clear the nightstand\n- Wipe the surface', ['Clear the nightstand', 'Wipe the surface']],
    ['star bullets', '* Sort the mail\n* Recycle flyers', ['Sort the mail', 'Recycle flyers']],
    ['dot bullets', '• Empty the sink\n• Dry the dishes', ['Empty the sink', 'Dry the dishes']],
    ['indented mixed bullets', '  - Fold shirts\n    • Stack towels', ['Fold shirts', 'Stack towels']],
    [
      'bullets win over other lines',
      'Start here:\n- Pick up toys\n- Vacuum the rug\nThen relax.',
      ['Pick up toys', 'Vacuum the rug'],
    ],
    ['empty bullet dropped', '- Pick up toys\n- \n- Vacuum', ['Pick up toys', 'Vacuum']],
    ['Windows line endings', '- Fold shirts\r\n- Stack towels\r\n', ['Fold shirts', 'Stack towels']],
    ['numbered with dot', '1. Take everything out\n2. Sort into piles\n3. Put back', ['Take everything out', 'Sort into piles', 'Put back']],
    ['numbered with paren', '1) Open the drawer\n2) Remove old pens', ['Open the drawer', 'Remove old pens']],
    ['two-digit numbers', '9. Ninth step\n10. Tenth step', ['Ninth step', 'Tenth step']],
    [
      'sentences longer than 10 characters',
      'Clear the desk surface. Wipe it. Put pens back in the cup!',
      ['Clear the desk surface.', 'Put pens back in the cup!'],
    ],
    ['exactly 10 characters is too short', 'Wipe desk. Sort all papers.', ['Sort all papers.']],
    ['11 characters is long enough', 'Wipe desks. Go.', ['Wipe desks.']],
    ['decimal numbers do not split', 'Spend 2.5 minutes on the shelf.', ['Spend 2.5 minutes on the shelf.']],
    ['plain lines as sentences', 'Gather the laundry\nLoad the washer now', ['Gather the laundry', 'Load the washer now']],
    ['short text gives no steps', 'Tidy up.', []],
    ['a dash inside words is not a bullet', 'Re-fold the well-worn blankets.', ['Re-fold the well-worn blankets.']],
    ['negative number is not a bullet', '-5 degrees outside, so store the fan.', ['-5 degrees outside, so store the fan.']],
  ])('%s', (_case, description, expected) => {
    expect(parseSteps(description)).toEqual(expected);
  });
});

describe('stepMinutes = max(2, floor(total / count))', () => {
  it.each([
    [30, 3, 10],
    [15, 4, 3],
    [10, 3, 3],
    [5, 3, 2],
    [5, 10, 2],
    [45, 2, 22],
    [480, 13, 36],
    // No steps: the whole task is one step.
    [15, 0, 15],
    [1, 0, 2],
    // Odd input never gives NaN or less than 2.
    [30, -2, 30],
    [30, 2.5, 15],
    [30, Number.NaN, 30],
    [Number.NaN, 3, 2],
    [-30, 3, 2],
    [0, 3, 2],
  ])('%s min over %s steps → %s min each', (total, count, expected) => {
    expect(stepMinutes(total, count)).toBe(expected);
  });
});

describe('describeTask: the steps once, and only the words around them as text', () => {
  it.each<[string, string | null | undefined, { intro: string; steps: string[] }]>([
    ['nothing', null, { intro: '', steps: [] }],
    ['short text is all intro', 'Tidy up.', { intro: 'Tidy up.', steps: [] }],
    [
      'bullets only: no text beside the list',
      '- Clear the nightstand\n- Wipe the surface',
      { intro: '', steps: ['Clear the nightstand', 'Wipe the surface'] },
    ],
    [
      'an intro and an outro around bullets',
      'Start here:\n- Pick up toys\n- Vacuum the rug\nThen relax.',
      { intro: 'Start here:\nThen relax.', steps: ['Pick up toys', 'Vacuum the rug'] },
    ],
    ['an empty bullet is not intro', '- Pick up toys\n- \n- Vacuum', { intro: '', steps: ['Pick up toys', 'Vacuum'] }],
    [
      'a numbered list under a heading',
      'Drawer reset\n1. Take everything out\n2. Put back',
      { intro: 'Drawer reset', steps: ['Take everything out', 'Put back'] },
    ],
    [
      'sentences are the steps themselves',
      'Clear the desk surface. Put pens back in the cup!',
      { intro: '', steps: ['Clear the desk surface.', 'Put pens back in the cup!'] },
    ],
  ])('%s', (_case, description, expected) => {
    expect(describeTask(description)).toEqual(expected);
  });
});
