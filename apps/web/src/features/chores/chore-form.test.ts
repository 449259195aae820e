import { describe, expect, it } from 'vitest';
import type { Chore } from './api/get-chores';
import { choreDraftOf, emptyChoreDraft, readChoreDraft, type ChoreDraft } from './chore-form';

const draft = (change: Partial<ChoreDraft>): ChoreDraft => ({
  ...emptyChoreDraft('2026-11-24'),
  title: 'Empty the dishwasher',
  ...change,
});

describe('the chore form', () => {
  it('sends a daily chore rotating round robin between two members, in the order chosen', () => {
    expect(readChoreDraft(draft({ title: ' Empty the dishwasher ', who: 'rotation', rotation: ['b', 'a'] }))).toEqual({
      fields: {
        title: 'Empty the dishwasher',
        description: '',
        estimated_time: 15,
        points: 10,
        rule: { kind: 'every_n_days', interval: 1 },
        starts_on: '2026-11-24',
        due_time: null,
        assignment: { mode: 'rotation', strategy: 'round_robin', members: ['b', 'a'] },
      },
    });
  });

  it('maps each Repeat choice to its rule', () => {
    const ruleOf = (change: Partial<ChoreDraft>) => {
      const read = readChoreDraft(draft(change));
      return 'fields' in read ? read.fields.rule : read.problems;
    };
    expect(ruleOf({ repeat: 'none' })).toBeNull();
    expect(ruleOf({ repeat: 'every_n_days', interval: '3' })).toEqual({ kind: 'every_n_days', interval: 3 });
    expect(ruleOf({ repeat: 'weekdays', weekdays: [6] })).toEqual({ kind: 'weekdays', days: [6] });
    expect(ruleOf({ repeat: 'monthly', monthDay: 'last' })).toEqual({ kind: 'monthly', day: 'last' });
    expect(ruleOf({ repeat: 'monthly', monthDay: '15' })).toEqual({ kind: 'monthly', day: 15 });
    expect(ruleOf({ repeat: 'after_done', interval: '10' })).toEqual({ kind: 'after_done', interval: 10 });
  });

  it('sends one member, an open chore and a due time', () => {
    const one = readChoreDraft(draft({ who: 'one', member: 'a', dueTime: '18:30' }));
    expect('fields' in one && one.fields.assignment).toEqual({ mode: 'one', member: 'a' });
    expect('fields' in one && one.fields.due_time).toBe('18:30');
    const open = readChoreDraft(draft({ who: 'open' }));
    expect('fields' in open && open.fields.assignment).toEqual({ mode: 'open' });
  });

  it('names each problem by its field, in the domain’s words', () => {
    expect(
      readChoreDraft(
        draft({
          title: ' ',
          points: '0',
          minutes: '500',
          repeat: 'weekdays',
          weekdays: [],
          who: 'rotation',
          rotation: ['a'],
        }),
      ),
    ).toEqual({
      problems: {
        title: 'Give the chore a title.',
        points: 'Points must be a whole number from 1 to 100.',
        minutes: 'Estimate the time as a whole number of minutes from 1 to 480.',
        repeat: 'Choose at least one weekday.',
        who: 'Choose at least 2 people to take turns.',
      },
    });
    expect(readChoreDraft(draft({ who: 'one', member: '' }))).toEqual({
      problems: { who: 'Choose who does this chore.' },
    });
    expect(readChoreDraft(draft({ dueTime: '25:00' }))).toEqual({
      problems: { dueTime: 'Enter the time as hours and minutes, for example 18:30.' },
    });
  });

  it('fills the form from a chore to edit it, and sends back what it was', () => {
    const chore = {
      title: 'Clean the bathroom',
      description: '',
      points: 20,
      estimated_time: 30,
      rule: { kind: 'weekdays', days: [6] },
      starts_on: '2026-11-24',
      due_time: null,
      assignment: { mode: 'one', strategy: null, members: [{ user_id: 'a', full_name: 'Ada' }] },
    } as unknown as Chore;
    const read = readChoreDraft(choreDraftOf(chore));
    expect('fields' in read && read.fields).toMatchObject({
      rule: { kind: 'weekdays', days: [6] },
      assignment: { mode: 'one', member: 'a' },
      points: 20,
      estimated_time: 30,
    });
  });
});
