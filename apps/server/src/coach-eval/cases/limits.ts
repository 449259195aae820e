import type { EvalCase, ListedTask } from '../types';
import { analyze, edit, ids, listed, subtasks } from './build';

// A person's limits shape the plan, wherever they say them (set-up notes, the subtask box, an edit):
// a bad back gets nothing heavy, ten minutes means ten minutes, tired means less, kids mean a game.
// Never "Sorry, I didn't understand that".

const kind = 'limits';

const HIGH_UP = [
  'ceiling',
  'curtain rod',
  'curtain rail',
  'light fixture',
  'ceiling fan',
  'top shelf',
  'high shelf',
  'top of the',
  'cobweb',
];
const LOW_DOWN = [
  'bend*',
  'kneel*',
  'crouch*',
  'under the sink',
  'bottom drawer',
  'bottom shelf',
  'floor',
  'baseboard',
  'skirting',
];

const livingRoomList: ListedTask[] = [
  listed('l1', 'Move the bookcase to the other wall', 30, 'rearrange', 'Empty it first, then slide it across.'),
  listed('l2', 'Carry the old boxes up to the attic', 20, 'declutter'),
  listed('l3', 'Fold the throw blankets', 5, 'organize'),
  listed('l4', 'Sort the magazines on the coffee table', 10, 'declutter'),
  listed('l5', 'Dust the picture frames', 10, 'clean'),
];

const kitchenList: ListedTask[] = [
  listed('k1', 'Deep clean the oven', 45, 'clean', 'Soak the racks, scrub the inside, wipe the door.'),
  listed('k2', 'Empty and reorganize the pantry', 40, 'organize'),
  listed('k3', 'Wipe the counters', 10, 'clean'),
  listed('k4', 'Sort the tupperware drawer', 15, 'declutter'),
];

export const LIMIT_CASES: EvalCase[] = [
  analyze(
    kind,
    'limits-01',
    'a bad back: nothing heavy',
    {
      spaceType: 'living-room',
      spaceName: 'Living room',
      notes: 'I have a bad back, nothing heavy please. The bookcase is overflowing and there are boxes by the sofa.',
    },
    [{ rule: 'count', min: 1 }, { rule: 'noStrain' }],
  ),
  analyze(
    kind,
    'limits-02',
    'no lifting or carrying after surgery',
    { spaceType: 'garage', spaceName: 'Garage', notes: "No lifting or carrying — doctor's orders after my surgery." },
    [
      { rule: 'count', min: 1 },
      { rule: 'noStrain', extra: ['carry*', 'carried', 'load*', 'take the boxes', 'haul*'] },
    ],
  ),
  analyze(
    kind,
    'limits-03',
    'kids will help: make it fun',
    { spaceType: 'kitchen', spaceName: 'Kitchen', notes: 'My kids (6 and 9) will help, make it fun!' },
    [
      { rule: 'count', min: 1 },
      { rule: 'kidFriendly', atLeast: 0.5 },
    ],
  ),
  analyze(
    kind,
    'limits-04',
    'exhausted today: a little, light and short',
    {
      spaceType: 'bedroom',
      spaceName: 'Bedroom',
      notes: "I'm exhausted today, just a little please.",
      preferences: { energy_level: 'low' },
    },
    [
      { rule: 'count', min: 1, max: 3 },
      { rule: 'eachMinutes', atMost: 10 },
      { rule: 'totalMinutes', atMost: 20 },
      { rule: 'noStrain' },
    ],
  ),
  analyze(
    kind,
    'limits-05',
    'only 10 minutes',
    {
      spaceType: 'office',
      spaceName: 'Office',
      notes: 'Only 10 minutes today.',
      preferences: { daily_time_available: 10 },
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'totalMinutes', atMost: 10 },
    ],
  ),
  analyze(
    kind,
    'limits-06',
    'no ladders: not steady on my feet',
    {
      spaceType: 'living-room',
      spaceName: 'Sitting room',
      notes: "No ladders — I'm on my own at home and not steady on my feet.",
    },
    [
      { rule: 'count', min: 1 },
      { rule: 'noStrain', extra: HIGH_UP },
    ],
  ),
  analyze(
    kind,
    'limits-07',
    'bad knees: no bending down',
    { spaceType: 'bathroom', spaceName: 'Bathroom', notes: 'No bending down please, my knees are bad.' },
    [
      { rule: 'count', min: 1 },
      { rule: 'noStrain', extra: LOW_DOWN },
    ],
  ),
  subtasks(
    kind,
    'limits-08',
    'Clear the garage floor — I have a bad back, nothing heavy',
    { spaceType: 'garage', targetTime: 30 },
    [{ rule: 'count', min: 1 }, { rule: 'noStrain' }],
  ),
  subtasks(
    kind,
    'limits-09',
    'Tidy the playroom with my kids, make it a game',
    { spaceType: 'other', targetTime: 15 },
    [
      { rule: 'count', min: 2 },
      { rule: 'kidFriendly', atLeast: 0.5 },
    ],
  ),
  subtasks(
    kind,
    'limits-10',
    'The kitchen counters, I only have 10 minutes',
    { spaceType: 'kitchen', targetTime: 15 },
    [
      { rule: 'count', min: 1 },
      { rule: 'totalMinutes', atMost: 10 },
    ],
  ),
  edit(kind, 'limits-11', "I'm exhausted today", { spaceType: 'kitchen', currentTasks: kitchenList }, [
    { rule: 'understood', value: true },
    { rule: 'noApology' },
    { rule: 'count', min: 1 },
    { rule: 'totalMinutes', atMost: 20 },
    { rule: 'messageAccounts' },
  ]),
  edit(
    kind,
    'limits-12',
    'I have a bad back, nothing heavy please',
    { spaceType: 'living-room', currentTasks: livingRoomList },
    [
      { rule: 'understood', value: true },
      { rule: 'noApology' },
      { rule: 'noStrain', extra: ['carry*', 'move the bookcase'] },
      { rule: 'keeps', ids: ids(livingRoomList, 'l1', 'l2') },
      { rule: 'messageAccounts' },
    ],
  ),
  edit(
    kind,
    'limits-13',
    'My kids will help, make it fun',
    { spaceType: 'living-room', currentTasks: livingRoomList.slice(2) },
    [
      { rule: 'understood', value: true },
      { rule: 'noApology' },
      { rule: 'count', min: 3 },
      { rule: 'kidFriendly', atLeast: 0.5 },
    ],
  ),
  edit(kind, 'limits-14', 'only 10 minutes', { spaceType: 'kitchen', currentTasks: kitchenList }, [
    { rule: 'understood', value: true },
    { rule: 'noApology' },
    { rule: 'count', min: 1 },
    { rule: 'totalMinutes', atMost: 10 },
    { rule: 'messageAccounts' },
  ]),
  edit(
    kind,
    'limits-15',
    'no ladders please',
    {
      spaceType: 'living-room',
      currentTasks: [
        listed('c1', 'Dust the top of the bookcase', 10, 'clean', 'Use a step stool to reach the top.'),
        listed('c2', 'Wash the curtains', 20, 'clean', 'Take them down from the curtain rod.'),
        listed('c3', 'Sort the board games', 15, 'organize'),
      ],
    },
    [
      { rule: 'understood', value: true },
      { rule: 'noApology' },
      { rule: 'noStrain', extra: HIGH_UP },
      { rule: 'keeps', ids: ['c3'] },
    ],
  ),
];
