import { describe, expect, it } from 'vitest';
import { countedName, householdName, noticedInPhoto, noticedInSpace, type SeenObject } from './detections';

const seen = (kind: string, box: SeenObject['box'], score = 0.6): SeenObject => ({ kind, score, box });
/** A small object whose bottom middle is at (x, y). */
const at = (kind: string, x: number, y: number, score = 0.6) => seen(kind, [x - 0.03, y - 0.06, 0.06, 0.06], score);
const desk = seen('dining table', [0.1, 0.5, 0.8, 0.4]);

describe('householdName and countedName', () => {
  it.each([
    ['cup', 1, 'cup', 'a cup'],
    ['cup', 3, 'cups', '3 cups'],
    ['book', 9, 'books', '9 books'],
    ['laptop', 1, 'laptop', 'a laptop'],
    ['orange', 1, 'orange', 'an orange'],
    ['apple', 2, 'apples', '2 apples'],
    ['wine glass', 2, 'wine glasses', '2 wine glasses'],
    ['couch', 2, 'couches', '2 couches'],
    ['toothbrush', 4, 'toothbrushes', '4 toothbrushes'],
    ['knife', 3, 'knives', '3 knives'],
    ['mouse', 2, 'computer mice', '2 computer mice'],
    ['cell phone', 1, 'phone', 'a phone'],
    ['tv', 2, 'TVs', '2 TVs'],
    ['potted plant', 1, 'plant', 'a plant'],
    ['dining table', 1, 'table', 'a table'],
    ['scissors', 1, 'pair of scissors', 'a pair of scissors'],
    ['umbrella', 1, 'umbrella', 'an umbrella'],
    ['refrigerator', 1, 'fridge', 'a fridge'],
  ])('%s × %i → %s / %s', (kind, count, name, counted) => {
    expect(householdName(kind, count)).toBe(name);
    expect(countedName(kind, count)).toBe(counted);
  });
});

describe('noticedInPhoto', () => {
  it.each<[string, SeenObject[], string]>([
    ['nothing', [], "I couldn't pick out particular objects in this photo, so the plan follows the room."],
    [
      'only people',
      [seen('person', [0.2, 0.1, 0.5, 0.9])],
      "I couldn't pick out particular objects in this photo, so the plan follows the room.",
    ],
    [
      'only low scores',
      [at('cup', 0.5, 0.5, 0.21), at('book', 0.3, 0.4, 0.24)],
      "I couldn't pick out particular objects in this photo, so the plan follows the room.",
    ],
    [
      'books, cups and a laptop on a desk',
      [
        desk,
        ...[0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55].map((x) => at('book', x, 0.7)),
        at('cup', 0.6, 0.6),
        at('cup', 0.7, 0.6),
        at('cup', 0.8, 0.6),
        seen('laptop', [0.3, 0.4, 0.3, 0.3]),
        seen('person', [0.4, 0.0, 0.3, 0.6]),
      ],
      'I can see 9 books, 3 cups and a laptop on the desk.',
    ],
    [
      'cups on a table without a laptop',
      [desk, at('cup', 0.3, 0.7), at('cup', 0.5, 0.7)],
      'I can see 2 cups on the table.',
    ],
    [
      'a cat on the couch',
      [seen('couch', [0.0, 0.4, 1, 0.6]), seen('cat', [0.3, 0.3, 0.3, 0.4])],
      'I can see a cat on the couch.',
    ],
    [
      'clothes and a book on a bed, a plant beside it',
      [
        seen('bed', [0.0, 0.4, 1, 0.6]),
        at('handbag', 0.4, 0.8),
        at('book', 0.6, 0.8),
        seen('potted plant', [0.05, 0.05, 0.1, 0.3]),
      ],
      'I can see a book and a handbag on the bed, plus a plant.',
    ],
    [
      'shoes of the floor: low in the picture, on no surface',
      [at('backpack', 0.2, 0.97), at('sports ball', 0.6, 0.95), seen('chair', [0.5, 0.4, 0.3, 0.6])],
      'I can see a backpack and a ball on the floor, plus a chair.',
    ],
    [
      'a bed with nothing on it is itself an object',
      [seen('bed', [0.0, 0.4, 1, 0.55]), seen('potted plant', [0.05, 0.05, 0.1, 0.3])],
      'I can see a bed and a plant.',
    ],
    [
      'a kind in two places is told without a place',
      [desk, at('cup', 0.3, 0.7), at('cup', 0.05, 0.98)],
      'I can see 2 cups.',
    ],
  ])('%s', (_name, objects, sentence) => {
    expect(noticedInPhoto(objects).sentence).toBe(sentence);
  });

  it('lists the counted kinds, most first, with their household names', () => {
    const noticed = noticedInPhoto([desk, at('cup', 0.3, 0.7), at('cup', 0.5, 0.7), at('cell phone', 0.7, 0.7)]);
    expect(noticed.objects).toEqual([
      { kind: 'cup', label: 'cups', count: 2 },
      { kind: 'cell phone', label: 'phone', count: 1 },
    ]);
  });

  it('keeps a long list readable', () => {
    const kinds = ['book', 'bottle', 'bowl', 'clock', 'cup', 'laptop', 'remote', 'vase'];
    const noticed = noticedInPhoto(kinds.map((kind, index) => at(kind, 0.1 + index * 0.1, 0.5)));
    expect(noticed.objects).toHaveLength(6);
  });
});

describe('noticedInSpace', () => {
  it.each<[string, SeenObject[][], string]>([
    ['no photos', [], "I couldn't pick out particular objects in this photo, so the plan follows the room."],
    [
      'two empty photos',
      [[], []],
      "I couldn't pick out particular objects in these photos, so the plan follows the room.",
    ],
    [
      'counts summed over photos, places kept when they agree',
      [
        [desk, at('cup', 0.3, 0.7), at('laptop', 0.5, 0.7)],
        [desk, at('cup', 0.3, 0.7), at('cup', 0.5, 0.7), at('book', 0.6, 0.7), at('laptop', 0.7, 0.7)],
      ],
      'I can see 3 cups, 2 laptops and a book on the desk.',
    ],
    ['one photo with nothing and one with a cat', [[], [seen('cat', [0.2, 0.2, 0.4, 0.4])]], 'I can see a cat.'],
  ])('%s', (_name, photos, sentence) => {
    expect(noticedInSpace(photos).sentence).toBe(sentence);
  });

  it('sums the counts of each kind', () => {
    const noticed = noticedInSpace([[at('bottle', 0.5, 0.5)], [at('bottle', 0.3, 0.5), at('bottle', 0.6, 0.5)]]);
    expect(noticed.objects).toEqual([{ kind: 'bottle', label: 'bottles', count: 3 }]);
  });
});
