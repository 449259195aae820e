import { describe, expect, it } from 'vitest';
import type { KitchenItem } from './api/get-member-day';
import { choicesOf } from './kitchen-item-choices';

// The tablet offers what the person's own Today offers for each state (app/today/today-row.tsx, daily-task-state.ts).

const item = (kind: KitchenItem['kind'], state: KitchenItem['state']): KitchenItem => ({
  kind,
  id: 'id',
  space: { id: 'space', name: 'Home' },
  title: 'Feed the cat',
  estimated_time: 5,
  state,
  points: 5,
  points_awarded: null,
  rejection_reason: null,
  due_on: null,
  overdue: false,
  open: false,
});

describe('what a kitchen item offers', () => {
  it.each([
    ['chore', 'to_do', ['complete-chore: Mark done']],
    ['chore', 'sent_back', ['complete-chore: Mark done']],
    ['chore', 'waiting', []],
    ['assignment', 'to_do', ['submit-assignment: Send for review']],
    ['assignment', 'sent_back', ['submit-assignment: Send again']],
    ['assignment', 'approved', []],
    ['daily', 'to_do', ['complete: Mark done']],
    ['daily', 'done', ['submit: Send for review', 'uncomplete: Not done']],
    ['daily', 'sent_back', ['submit: Send again']],
    ['daily', 'waiting', []],
    ['daily', 'approved', []],
  ] as const)('%s %s: %j', (kind, state, expected) => {
    expect(choicesOf(item(kind, state)).map((choice) => `${choice.action}: ${choice.label}`)).toEqual(expected);
  });
});
