import { describe, expect, it } from 'vitest';
import { dueDayLabel, turnLabel, turnStateLabel } from './chore-view';

describe('how chores read', () => {
  it('says Today, Tomorrow and Yesterday, with the time when there is one', () => {
    expect(dueDayLabel('2026-11-24', null, '2026-11-24')).toBe('Today');
    expect(dueDayLabel('2026-11-25', '18:30', '2026-11-24')).toBe('Tomorrow at 18:30');
    expect(dueDayLabel('2026-11-23', null, '2026-11-24')).toBe('Yesterday');
    expect(dueDayLabel('2026-11-28', null, '2026-11-24')).toMatch(/28/);
  });

  it('says whose turn it is', () => {
    const sam = { user_id: 's', full_name: 'Sam' };
    expect(turnLabel(null, 's')).toBe('Anyone can claim');
    expect(turnLabel(sam, 's')).toBe('Your turn');
    expect(turnLabel(sam, 'x')).toBe("Sam's turn");
  });

  it('uses the task-state words', () => {
    expect(turnStateLabel('todo')).toBe('To do');
    expect(turnStateLabel('submitted')).toBe('Waiting for review');
    expect(turnStateLabel('sent_back')).toBe('Sent back');
  });
});
