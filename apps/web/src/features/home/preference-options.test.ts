import { DAILY_TIME_OPTIONS } from '@tidy/domain/constants';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_FIELDS, preferenceValue } from './preference-options';

describe('PREFERENCE_FIELDS', () => {
  it('offers the daily time options of spec 01 §9, in order', () => {
    expect(PREFERENCE_FIELDS.daily_time_available.options.map((option) => option.value)).toEqual(
      DAILY_TIME_OPTIONS.map(String),
    );
    expect(PREFERENCE_FIELDS.daily_time_available.options.map((option) => option.label)).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
    ]);
  });

  it('names every choice in words', () => {
    expect(PREFERENCE_FIELDS.task_frequency.options.map((option) => option.label)).toEqual([
      'Daily',
      'Every other day',
      'Weekly',
    ]);
    expect(PREFERENCE_FIELDS.preferred_task_time.options.map((option) => option.label)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
    ]);
  });
});

describe('preferenceValue', () => {
  it.each([
    ['daily_time_available', '30', 30],
    ['daily_time_available', '7', undefined],
    ['energy_level', 'high', 'high'],
    ['task_frequency', 'every-other-day', 'every-other-day'],
    ['organization_experience', 'guru', undefined],
  ] as const)('%s from %j is %j', (key, text, expected) => {
    expect(preferenceValue(key, text)).toBe(expected);
  });
});
