import type { EvalCase, ListedTask, Rule } from '../types';
import { edit, ids, listed } from './build';

// Editing the list by a sentence: it does what was asked, keeps what the sentence is not about, and says
// what it did. An ordinary sentence is understood and gets the nearest helpful answer.

const kind = 'edits';

const kitchen: ListedTask[] = [
  listed('k1', 'Wipe the counters', 10, 'clean', 'Clear the crumbs, then wipe with a damp cloth.'),
  listed('k2', 'Sort the spice cupboard', 15, 'organize', 'Group the jars and throw out empty ones.'),
  listed('k3', 'Clear out expired food from the pantry', 20, 'declutter', 'Check the dates shelf by shelf.'),
  listed('k4', 'Clean the windows', 15, 'clean', 'Glass cleaner and a dry cloth, inside only.'),
  listed('k5', 'Rearrange the mugs cupboard', 10, 'rearrange', 'Everyday mugs at the front.'),
  listed('k6', 'Donate duplicate utensils', 10, 'declutter', 'Keep one of each; bag the rest.'),
];

const bathroom: ListedTask[] = [
  listed('b1', 'Wipe the mirror', 5, 'clean'),
  listed('b2', 'Scrub the shower tiles', 20, 'clean', 'Spray, wait five minutes, scrub the grout lines.'),
  listed('b3', 'Sort the medicine cabinet', 15, 'organize', 'Take everything out, check the dates, put back by type.'),
  listed('b4', 'Wash the bath mats', 10, 'clean'),
  listed('b5', 'Hang up the towels', 5, 'organize'),
];

const living: ListedTask[] = [
  listed('v1', 'Put the toys in the toy box', 10, 'organize'),
  listed('v2', 'Fold the throw blankets', 5, 'organize'),
  listed('v3', 'Dust the bookshelf', 10, 'clean'),
  listed('v4', 'Clear the coffee table', 10, 'declutter'),
];

/** What every edit of an ordinary sentence must do. */
const safe: Rule[] = [{ rule: 'understood', value: true }, { rule: 'noApology' }, { rule: 'messageAccounts' }];

export const EDIT_CASES: EvalCase[] = [
  edit(kind, 'edits-01', 'Remove the task about the windows', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'removes', ids: ['k4'] },
    { rule: 'keeps', ids: ids(kitchen, 'k4') },
  ]),
  edit(kind, 'edits-02', 'Add a task to descale the kettle', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'adds', words: ['kettle'] },
    { rule: 'keeps', ids: ids(kitchen) },
  ]),
  edit(kind, 'edits-03', 'only decluttering', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'keeps', ids: ['k3', 'k6'] },
    { rule: 'count', min: 2 },
  ]),
  edit(
    kind,
    'edits-04',
    'The windows are done already, take that off',
    { spaceType: 'kitchen', currentTasks: kitchen },
    [...safe, { rule: 'removes', ids: ['k4'] }, { rule: 'keeps', ids: ids(kitchen, 'k4') }],
  ),
  edit(kind, 'edits-05', 'Put the pantry first', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'firstSays', words: ['pantry'] },
    { rule: 'keeps', ids: ids(kitchen) },
  ]),
  edit(kind, 'edits-06', 'Can we make everything a bit quicker?', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'keeps', ids: ids(kitchen) },
    { rule: 'totalMinutes', atMost: 60 },
  ]),
  edit(kind, 'edits-07', 'Thanks, looks good!', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'keeps', ids: ids(kitchen) },
    { rule: 'count', max: kitchen.length },
  ]),
  edit(
    kind,
    'edits-08',
    "We don't have a pantry, we keep food in a cupboard",
    { spaceType: 'kitchen', currentTasks: kitchen },
    [...safe, { rule: 'never', words: ['pantry'] }, { rule: 'keeps', ids: ids(kitchen, 'k3') }],
  ),
  edit(
    kind,
    'edits-09',
    'Remove everything to do with cleaning, we have a cleaner for that',
    { spaceType: 'kitchen', currentTasks: kitchen },
    [...safe, { rule: 'removes', ids: ['k1', 'k4'] }, { rule: 'keeps', ids: ['k2', 'k3', 'k5', 'k6'] }],
  ),
  edit(kind, 'edits-10', 'Can you add one for the fridge?', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'adds', words: ['fridge', 'refrigerator'] },
    { rule: 'keeps', ids: ids(kitchen) },
  ]),
  edit(
    kind,
    'edits-11',
    'Replace the shower scrubbing with cleaning the toilet',
    { spaceType: 'bathroom', currentTasks: bathroom },
    [
      ...safe,
      { rule: 'never', words: ['shower tile', 'grout'] },
      { rule: 'covers', subjects: [['toilet']] },
      { rule: 'keeps', ids: ids(bathroom, 'b2') },
    ],
  ),
  edit(
    kind,
    'edits-12',
    'Split the medicine cabinet task into smaller steps',
    { spaceType: 'bathroom', currentTasks: bathroom },
    [
      ...safe,
      { rule: 'tasksSaying', words: ['medicine', 'cabinet'], atLeast: 2 },
      { rule: 'keeps', ids: ids(bathroom, 'b3') },
    ],
  ),
  edit(kind, 'edits-13', 'Move the towels to the top', { spaceType: 'bathroom', currentTasks: bathroom }, [
    ...safe,
    { rule: 'firstSays', words: ['towel'] },
    { rule: 'keeps', ids: ids(bathroom) },
  ]),
  edit(
    kind,
    'edits-14',
    'The kids will do the toys, take them off my list',
    { spaceType: 'living-room', currentTasks: living },
    [...safe, { rule: 'removes', ids: ['v1'] }, { rule: 'keeps', ids: ids(living, 'v1') }],
  ),
  edit(kind, 'edits-15', 'Change the windows one to 5 minutes', { spaceType: 'kitchen', currentTasks: kitchen }, [
    ...safe,
    { rule: 'taskMinutes', id: 'k4', atMost: 5 },
    { rule: 'keeps', ids: ids(kitchen) },
  ]),
];
