import { describe, expect, it } from 'vitest';
import { EMPTY_UPKEEP_TASK_FIELDS, readUpkeepTaskFields } from './upkeep-form';

describe('readUpkeepTaskFields', () => {
  it('starts at every 7 days and trims the name', () => {
    expect(readUpkeepTaskFields({ ...EMPTY_UPKEEP_TASK_FIELDS, name: '  Check the door seals ' })).toEqual({
      ok: true,
      task: { name: 'Check the door seals', interval_days: 7 },
    });
  });

  it.each([
    [{ name: '', interval_days: '7' }, { name: 'Please enter a task name.' }],
    [{ name: 'x'.repeat(81), interval_days: '7' }, { name: 'The name must be 80 characters or fewer.' }],
    [{ name: 'Dust', interval_days: '' }, { interval_days: 'Choose a whole number of days from 1 to 365.' }],
    [{ name: 'Dust', interval_days: '0' }, { interval_days: 'Choose a whole number of days from 1 to 365.' }],
    [{ name: 'Dust', interval_days: '366' }, { interval_days: 'Choose a whole number of days from 1 to 365.' }],
    [{ name: 'Dust', interval_days: '2.5' }, { interval_days: 'Choose a whole number of days from 1 to 365.' }],
    [{ name: 'Dust', interval_days: 'weekly' }, { interval_days: 'Choose a whole number of days from 1 to 365.' }],
    [
      { name: ' ', interval_days: '0' },
      { name: 'Please enter a task name.', interval_days: 'Choose a whole number of days from 1 to 365.' },
    ],
  ])('refuses %j', (fields, problems) => {
    expect(readUpkeepTaskFields(fields)).toEqual({ ok: false, problems });
  });

  it.each([
    ['1', 1],
    ['365', 365],
    [' 30 ', 30],
  ])('accepts every %s days', (interval, expected) => {
    expect(readUpkeepTaskFields({ name: 'Dust', interval_days: interval })).toEqual({
      ok: true,
      task: { name: 'Dust', interval_days: expected },
    });
  });
});
