import type { EvalCase, ListedTask } from '../types';
import { analyze, edit, ids, listed, quickWins, subtasks } from './build';

// No two tasks say the same action on the same thing ("Make the bed" and "Make the bed neatly"); quick wins
// do not repeat what the person already has today; an edit does not add a twin of a task it keeps.

const kind = 'duplicates';

const bedroomList: ListedTask[] = [
  listed('b1', 'Make the bed', 5, 'organize'),
  listed('b2', 'Wipe the mirror', 5, 'clean'),
  listed('b3', 'Sort the clothes on the chair', 15, 'declutter'),
];

const bathroomList: ListedTask[] = [
  listed('w1', 'Wipe the mirror', 5, 'clean'),
  listed('w2', 'Scrub the sink', 10, 'clean'),
  listed('w3', 'Hang up the towels', 5, 'organize'),
];

export const DUPLICATE_CASES: EvalCase[] = [
  analyze(
    kind,
    'duplicates-01',
    'a bedroom whose bed is never made and mirror always smudged',
    { spaceType: 'bedroom', spaceName: 'Bedroom', notes: 'The bed is never made and the mirror is always smudged.' },
    [{ rule: 'count', min: 2 }, { rule: 'noDuplicates' }],
  ),
  analyze(
    kind,
    'duplicates-02',
    'a bathroom whose mirror is named three times',
    {
      spaceType: 'bathroom',
      spaceName: 'Bathroom',
      notes: 'Mirror is covered in toothpaste spots, the sink too.',
      labels: ['Mirror', 'Sink and mirror'],
    },
    [{ rule: 'count', min: 2 }, { rule: 'noDuplicates' }],
  ),
  analyze(
    kind,
    'duplicates-03',
    'a kitchen whose counters are in every label',
    { spaceType: 'kitchen', spaceName: 'Kitchen', labels: ['Counter', 'Counter by the stove', 'Counters'] },
    [{ rule: 'count', min: 2 }, { rule: 'noDuplicates' }],
  ),
  analyze(
    kind,
    'duplicates-04',
    'a long plan for an hour in the living room',
    {
      spaceType: 'living-room',
      spaceName: 'Living room',
      notes: 'It all needs doing: cushions, blankets, the coffee table, toys and the bookshelf.',
      preferences: { daily_time_available: 60, energy_level: 'high' },
    },
    [{ rule: 'count', min: 3 }, { rule: 'noDuplicates' }],
  ),
  quickWins(
    kind,
    'duplicates-05',
    'bedroom quick wins besides making the bed',
    { spaceType: 'bedroom', existingTitles: ['Make the bed', 'Clear the nightstand'] },
    [
      { rule: 'count', min: 1 },
      { rule: 'notRepeating', titles: ['Make the bed', 'Clear the nightstand'] },
      { rule: 'noDuplicates' },
    ],
  ),
  quickWins(
    kind,
    'duplicates-06',
    'kitchen quick wins besides the counters, dishwasher and trash',
    { spaceType: 'kitchen', existingTitles: ['Wipe the counters', 'Load the dishwasher', 'Take out the trash'] },
    [
      { rule: 'count', min: 1 },
      { rule: 'notRepeating', titles: ['Wipe the counters', 'Load the dishwasher', 'Take out the trash'] },
      { rule: 'noDuplicates' },
    ],
  ),
  quickWins(
    kind,
    'duplicates-07',
    'bathroom quick wins besides the mirror and towels',
    { spaceType: 'bathroom', existingTitles: ['Wipe the mirror', 'Hang up the towels'] },
    [
      { rule: 'count', min: 1 },
      { rule: 'notRepeating', titles: ['Wipe the mirror', 'Hang up the towels'] },
      { rule: 'noDuplicates' },
    ],
  ),
  quickWins(
    kind,
    'duplicates-08',
    'living room quick wins besides cushions, throws and the coffee table',
    {
      spaceType: 'living-room',
      existingTitles: ['Fluff the cushions', 'Fold the throw blankets', 'Clear the coffee table'],
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'notRepeating', titles: ['Fluff the cushions', 'Fold the throw blankets', 'Clear the coffee table'] },
      { rule: 'noDuplicates' },
    ],
  ),
  quickWins(
    kind,
    'duplicates-09',
    'office quick wins besides the desk and the bin',
    { spaceType: 'office', existingTitles: ['Clear the desk', 'Empty the trash bin'] },
    [
      { rule: 'count', min: 1 },
      { rule: 'notRepeating', titles: ['Clear the desk', 'Empty the trash bin'] },
      { rule: 'noDuplicates' },
    ],
  ),
  edit(
    kind,
    'duplicates-10',
    'Add a few quick tasks for the bedroom',
    { spaceType: 'bedroom', currentTasks: bedroomList },
    [
      { rule: 'understood', value: true },
      { rule: 'keeps', ids: ids(bedroomList) },
      { rule: 'count', min: 4 },
      { rule: 'noDuplicates' },
    ],
  ),
  edit(
    kind,
    'duplicates-11',
    "Add something for the mirror, it's really smudged",
    { spaceType: 'bathroom', currentTasks: bathroomList },
    [
      { rule: 'understood', value: true },
      { rule: 'keeps', ids: ids(bathroomList, 'w1') },
      { rule: 'covers', subjects: [['mirror']] },
      { rule: 'noDuplicates' },
    ],
  ),
  subtasks(
    kind,
    'duplicates-12',
    'clean the bathroom properly',
    { spaceType: 'bathroom', targetTime: 45, difficulty: 'hard' },
    [{ rule: 'count', min: 3 }, { rule: 'noDuplicates' }],
  ),
  subtasks(
    kind,
    'duplicates-13',
    'deep clean the kitchen',
    { spaceType: 'kitchen', targetTime: 45, difficulty: 'hard', category: 'clean' },
    [{ rule: 'count', min: 3 }, { rule: 'noDuplicates' }],
  ),
];
