import type { EvalCase } from '../types';
import { analyze, edit, listed, quickWins, subtasks } from './build';

// What a household says is not there, or must stay as it is, never appears in a task: not in the plan of
// the space, not in quick wins, not in subtasks, not in an edit.

const kind = 'exclusions';

const NO_TV = ['tv', 'television', 'remote', 'tv stand', 'media console', 'entertainment center', 'dvd', 'screen'];

export const EXCLUSION_CASES: EvalCase[] = [
  analyze(
    kind,
    'exclusions-01',
    'a bedroom without a closet',
    {
      spaceType: 'bedroom',
      spaceName: 'Bedroom',
      notes: 'There is no closet in this bedroom, clothes go on a rail and in two drawers.',
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['closet', 'walk-in'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-02',
    'a living room without a TV',
    {
      spaceType: 'living-room',
      spaceName: 'Living room',
      notes: "We don't have a TV. Lots of books and board games though.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: NO_TV },
    ],
  ),
  analyze(
    kind,
    'exclusions-03',
    'a paperless home office',
    {
      spaceType: 'office',
      spaceName: 'Office',
      notes: "We're paperless — everything is scanned. The problem is the cables and the gadgets.",
    },
    [
      { rule: 'count', min: 1 },
      {
        rule: 'never',
        words: ['paper', 'paperwork', 'mail', 'filing', 'receipt', 'shred*', 'binder', 'letter', 'document'],
      },
    ],
  ),
  analyze(
    kind,
    'exclusions-04',
    'a living room whose Lego display stays as it is',
    {
      spaceType: 'living-room',
      spaceName: 'Family room',
      notes: 'The Lego display on the shelf stays exactly as it is, please. Everything else can change.',
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['lego'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-05',
    "a kitchen whose fridge door of kids' drawings stays",
    {
      spaceType: 'kitchen',
      spaceName: 'Kitchen',
      notes: "The fridge door with the kids' drawings stays as it is. The counters and the pantry need help.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['drawing', 'artwork', 'magnet', 'fridge door'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-06',
    'a bathroom with a shower and no bathtub',
    { spaceType: 'bathroom', spaceName: 'Bathroom', notes: 'No bathtub here, just a shower cubicle.' },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['bathtub', 'tub'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-07',
    "a bedroom where the husband's dresser is off limits",
    {
      spaceType: 'bedroom',
      spaceName: 'Main bedroom',
      notes: "My husband's dresser is off limits, he sorts his own stuff.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['dresser'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-08',
    'an office with no printer and no filing cabinet',
    {
      spaceType: 'office',
      spaceName: 'Office nook',
      notes: "There's no printer and no filing cabinet, just a desk and a shelf.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['printer', 'ink', 'toner', 'filing cabinet'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-09',
    'a kitchen without a dishwasher',
    { spaceType: 'kitchen', spaceName: 'Kitchen', notes: "We don't own a dishwasher, we wash up by hand." },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['dishwasher'] },
    ],
  ),
  analyze(
    kind,
    'exclusions-10',
    "a garage where dad's workbench is his",
    {
      spaceType: 'garage',
      spaceName: 'Garage',
      notes: "Dad's workbench is his, leave it alone. The rest of the garage is a free-for-all.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['workbench', 'work bench'] },
    ],
  ),
  quickWins(
    kind,
    'exclusions-11',
    'quick wins in a living room without a TV',
    { spaceType: 'living-room', notes: "No TV in this house, we're readers." },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: NO_TV },
    ],
  ),
  quickWins(
    kind,
    'exclusions-12',
    'quick wins in a bedroom without a closet',
    { spaceType: 'bedroom', notes: 'There is no closet in this bedroom.' },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['closet', 'walk-in'] },
    ],
  ),
  subtasks(
    kind,
    'exclusions-13',
    "Tidy up the bedroom — there's no closet, everything lives in the chest of drawers",
    { spaceType: 'bedroom', targetTime: 30 },
    [
      { rule: 'count', min: 1 },
      { rule: 'never', words: ['closet', 'walk-in'] },
    ],
  ),
  edit(
    kind,
    'exclusions-14',
    'Add a task for the bookshelf, but leave the Lego display alone',
    {
      spaceType: 'living-room',
      currentTasks: [
        listed('t1', 'Fold the throw blankets', 5, 'organize'),
        listed('t2', 'Clear the coffee table', 10, 'declutter'),
        listed('t3', 'Vacuum under the sofa cushions', 10, 'clean'),
      ],
    },
    [
      { rule: 'understood', value: true },
      { rule: 'adds', words: ['bookshelf', 'bookcase', 'book'] },
      { rule: 'never', words: ['lego'] },
      { rule: 'keeps', ids: ['t1', 't2', 't3'] },
    ],
  ),
];
