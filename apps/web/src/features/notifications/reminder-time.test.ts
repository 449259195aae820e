import { describe, expect, it } from 'vitest';
import { reminderTimeLabel } from './reminder-time';

describe('reminderTimeLabel', () => {
  it.each([
    ['morning', 8, 'morning 8:00'],
    ['afternoon', 13, 'afternoon 13:00'],
    ['evening', 18, 'evening 18:00'],
  ] as const)('%s at %i reads "%s"', (time, hour, label) => {
    expect(reminderTimeLabel(time, hour)).toBe(label);
  });

  it('leaves out an hour that cannot be on a clock', () => {
    expect(reminderTimeLabel('morning', 24)).toBe('morning');
    expect(reminderTimeLabel('evening', Number.NaN)).toBe('evening');
  });
});
