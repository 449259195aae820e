import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from './api/get-history';
import { eventByline, eventLabel, nameFor, signedPoints } from './history-view';

const ann = { user_id: 'ann', full_name: 'Ann Organizer' };
const cy = { user_id: 'cy', full_name: 'Cy Child' };

function event(change: Partial<HistoryEvent>): HistoryEvent {
  return {
    id: 'e',
    kind: 'chore_done',
    at: '2026-11-24T10:00:00.000Z',
    member: cy,
    title: 'Empty the dishwasher',
    state: 'approved',
    area: null,
    points: 10,
    by: ann,
    self_approved: false,
    ...change,
  };
}

describe('eventLabel', () => {
  it.each([
    ['a turn waiting for review', event({ state: 'submitted', by: null }), 'Waiting for review'],
    ['an approved turn', event({}), 'Approved'],
    ["an organizer's own turn", event({ member: ann, self_approved: true }), 'Approved (own chore)'],
    ['an area done (no review)', event({ state: 'done', by: null }), 'Done'],
    ['a task', event({ kind: 'task_approved', state: null }), 'Task approved'],
    ['a reward', event({ kind: 'reward_redeemed', state: null, points: -15 }), 'Reward'],
    ['an adjustment', event({ kind: 'points_adjusted', state: null }), 'Adjusted'],
    ['a refund', event({ kind: 'points_refunded', state: null }), 'Refunded'],
  ])('%s: %s', (_case, input, label) => {
    expect(eventLabel(input)).toBe(label);
  });
});

describe('eventByline', () => {
  it.each([
    ['approved by the reviewer', event({}), 'approved by Ann Organizer'],
    ['nobody for a turn still waiting', event({ by: null }), null],
    ['nobody for your own approved turn', event({ member: ann, self_approved: true }), null],
    ['a spend: who approved the request', event({ kind: 'reward_redeemed', state: null }), 'approved by Ann Organizer'],
    ['an adjustment: who made it', event({ kind: 'points_adjusted', state: null }), 'by Ann Organizer'],
    ['a reviewer with no name', event({ by: { user_id: 'x', full_name: ' ' } }), 'approved by Unknown User'],
    [
      'a reviewer who deleted their account, of someone who did too',
      event({ member: { user_id: null, full_name: 'Unknown User' }, by: { user_id: null, full_name: 'Unknown User' } }),
      'approved by Unknown User',
    ],
  ])('%s', (_case, input, byline) => {
    expect(eventByline(input)).toBe(byline);
  });

  it('says "you" to the reviewer', () => {
    expect(eventByline(event({}), 'ann')).toBe('approved by you');
  });

  it('never calls someone who deleted their account "you", even a visitor with no id', () => {
    expect(eventByline(event({ by: { user_id: null, full_name: 'Unknown User' } }), null)).toBe(
      'approved by Unknown User',
    );
    expect(nameFor({ user_id: null, full_name: 'Unknown User' }, null)).toBe('Unknown User');
  });
});

describe('signedPoints and nameFor', () => {
  it.each([
    [10, '+10'],
    [-15, '\u221215'],
    [0, '0'],
  ])('%i reads %s', (points, text) => {
    expect(signedPoints(points)).toBe(text);
  });

  it('calls the viewer "You" and anyone nameless "Unknown User"', () => {
    expect(nameFor(cy, 'cy')).toBe('You');
    expect(nameFor(cy, 'ann')).toBe('Cy Child');
    expect(nameFor({ user_id: 'z', full_name: '' }, 'ann')).toBe('Unknown User');
  });
});
