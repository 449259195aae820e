import { describe, expect, it } from 'vitest';
import type { Reward } from './api/get-rewards';
import { pointsText, weeklyUseText, whyCannotAsk } from './reward-view';

const reward = (change: Partial<Reward>): Reward => ({
  id: 'r1',
  title: 'Pick the movie',
  description: '',
  cost: 40,
  weekly_limit: null,
  used_this_week: 0,
  can_request: true,
  created_at: '2026-11-24T08:00:00.000Z',
  ...change,
});

describe('the rewards store in words', () => {
  it('counts points', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(40)).toBe('40 points');
  });

  it('shows the weekly allowance only for a reward that has one', () => {
    expect(weeklyUseText(reward({}))).toBeNull();
    expect(weeklyUseText(reward({ weekly_limit: 2, used_this_week: 1 }))).toBe('1 of 2 used this week');
  });

  it.each([
    { change: {}, balance: 60, why: null },
    { change: { can_request: false }, balance: 25, why: 'Not enough points: you need 15 more.' },
    {
      change: { can_request: false, weekly_limit: 2, used_this_week: 2 },
      balance: 60,
      why: 'Limit reached this week.',
    },
    { change: { can_request: false }, balance: 60, why: "You can't ask for rewards in this space." },
  ])('says why "Ask for it" is off: $why', ({ change, balance, why }) => {
    expect(whyCannotAsk(reward(change), balance)).toBe(why);
  });
});
