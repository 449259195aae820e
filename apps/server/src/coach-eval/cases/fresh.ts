import type { EvalCase, ListedTask } from '../types';
import { analyze, edit, ids, listed, quickWins, subtasks } from './build';

// Cases written after the coach was tuned to the others, and never tuned against: they measure how far the
// coach's reading carries to sentences it has not met. Each keeps the kind it tests, so it counts there too.

const hallway: ListedTask[] = [
  listed('h1', 'Pair up the shoes by the door', 10, 'organize'),
  listed('h2', 'Hang the coats on the hooks', 5, 'organize'),
  listed('h3', 'Clear the post off the side table', 5, 'declutter'),
  listed('h4', 'Mop the hallway floor', 15, 'clean'),
];

export const FRESH_CASES: EvalCase[] = [
  analyze(
    'grounding',
    'fresh-01',
    'umbrellas and scarves in a hallway',
    {
      spaceType: 'other',
      spaceName: 'Hallway',
      notes: 'Umbrellas everywhere and a heap of scarves on the radiator.',
    },
    [{ rule: 'covers', subjects: [['umbrella'], ['scarf', 'scarves']] }],
  ),
  analyze(
    'grounding',
    'fresh-02',
    'board games in a living room',
    {
      spaceType: 'living-room',
      spaceName: 'Lounge',
      notes: 'The board games have taken over the bottom shelf and half the pieces are loose.',
    },
    [{ rule: 'covers', subjects: [['game', 'board game', 'puzzle']] }],
  ),
  analyze(
    'custom-rooms',
    'fresh-03',
    'a nursery',
    {
      spaceType: 'other',
      spaceName: "Baby's nursery",
      notes: '',
    },
    [
      {
        rule: 'share',
        words: [
          'nappy',
          'nappies',
          'diaper',
          'baby',
          'onesie',
          'cot',
          'crib',
          'changing',
          'muslin',
          'bib',
          'toy',
          'clothes',
        ],
        atLeast: 0.5,
        where: 'text',
      },
    ],
  ),
  analyze(
    'custom-rooms',
    'fresh-04',
    'a pantry',
    {
      spaceType: 'other',
      spaceName: 'Walk-in pantry',
      notes: '',
    },
    [
      {
        rule: 'share',
        words: [
          'tin',
          'can',
          'jar',
          'shelf',
          'shelves',
          'food',
          'date',
          'pantry',
          'snack',
          'pasta',
          'rice',
          'spice',
          'packet',
          'box',
          'label',
        ],
        atLeast: 0.6,
        where: 'text',
      },
    ],
  ),
  analyze(
    'exclusions',
    'fresh-05',
    'no bookshelf in this office',
    {
      spaceType: 'office',
      spaceName: 'Study',
      notes: "We don't have a bookshelf in here, books live in the lounge. Cables are a mess under the desk.",
    },
    [
      { rule: 'never', words: ['bookshelf', 'bookcase', 'book shelf'] },
      { rule: 'covers', subjects: [['cable', 'cord', 'wire', 'charger']] },
    ],
  ),
  analyze(
    'exclusions',
    'fresh-06',
    'the plant corner stays',
    {
      spaceType: 'living-room',
      spaceName: 'Living room',
      notes: "Please leave the plant corner alone, it's how I like it. The sofa cushions are everywhere though.",
    },
    [
      { rule: 'never', words: ['plant'] },
      { rule: 'covers', subjects: [['cushion', 'pillow']] },
    ],
  ),
  quickWins(
    'exclusions',
    'fresh-07',
    'quick wins in a bedroom with no dresser',
    {
      spaceType: 'bedroom',
      notes: 'There is no dresser in this room.',
    },
    [
      { rule: 'never', words: ['dresser', 'chest of drawers'] },
      { rule: 'count', min: 1 },
    ],
  ),
  analyze(
    'limits',
    'fresh-08',
    'pregnant: nothing heavy',
    {
      spaceType: 'bedroom',
      spaceName: 'Bedroom',
      notes: "I'm 8 months pregnant so I can't lift much. The wardrobe needs sorting.",
    },
    [{ rule: 'count', min: 1 }, { rule: 'noStrain' }],
  ),
  analyze(
    'limits',
    'fresh-09',
    'a quarter of an hour',
    {
      spaceType: 'kitchen',
      spaceName: 'Kitchen',
      notes: 'I can only spare a quarter of an hour tonight.',
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'totalMinutes', atMost: 15 },
    ],
  ),
  edit(
    'limits',
    'fresh-10',
    'My grandchildren are coming to help, keep it playful',
    { spaceType: 'other', currentTasks: hallway },
    [{ rule: 'understood', value: true }, { rule: 'kidFriendly', atLeast: 0.5 }, { rule: 'noApology' }],
  ),
  subtasks(
    'subtasks',
    'fresh-11',
    'sort out the heap of towels in the airing cupboard',
    { spaceType: 'bathroom', targetTime: 20 },
    [
      { rule: 'count', min: 2 },
      { rule: 'everyTask', words: ['towel', 'cupboard', 'shelf', 'shelves', 'linen', 'fold', 'stack'] },
    ],
  ),
  subtasks('subtasks', 'fresh-12', 'get the kids art supplies under control', { spaceType: 'other', targetTime: 30 }, [
    { rule: 'count', min: 2 },
    {
      rule: 'everyTask',
      words: [
        'art',
        'pen',
        'pencil',
        'crayon',
        'paint',
        'paper',
        'marker',
        'glue',
        'craft',
        'supplies',
        'supply',
        'brush',
      ],
    },
  ]),
  quickWins(
    'duplicates',
    'fresh-13',
    'quick wins beside an existing shoe task',
    {
      spaceType: 'other',
      existingTitles: ['Pair up the shoes', 'Hang up the coats'],
      notes: 'Shoes and coats by the front door.',
    },
    [{ rule: 'notRepeating', titles: ['Pair up the shoes', 'Hang up the coats'] }, { rule: 'noDuplicates' }],
  ),
  edit('duplicates', 'fresh-14', 'add something for the shoes', { spaceType: 'other', currentTasks: hallway }, [
    { rule: 'understood', value: true },
    { rule: 'keeps', ids: ids(hallway) },
    { rule: 'noDuplicates' },
  ]),
  edit('edits', 'fresh-15', 'the floor was done yesterday, drop it', { spaceType: 'other', currentTasks: hallway }, [
    { rule: 'understood', value: true },
    { rule: 'removes', ids: ['h4'] },
    { rule: 'keeps', ids: ids(hallway, 'h4') },
    { rule: 'messageAccounts' },
  ]),
  edit('edits', 'fresh-16', 'can we do the coats first?', { spaceType: 'other', currentTasks: hallway }, [
    { rule: 'understood', value: true },
    { rule: 'firstSays', words: ['coat'] },
    { rule: 'keeps', ids: ids(hallway) },
  ]),
  edit('edits', 'fresh-17', 'We have no side table any more', { spaceType: 'other', currentTasks: hallway }, [
    { rule: 'understood', value: true },
    { rule: 'removes', ids: ['h3'] },
    { rule: 'keeps', ids: ids(hallway, 'h3') },
  ]),
  edit('edits', 'fresh-18', 'I pulled a muscle, go easy on me', { spaceType: 'other', currentTasks: hallway }, [
    { rule: 'understood', value: true },
    { rule: 'noStrain' },
    { rule: 'noApology' },
  ]),
];
