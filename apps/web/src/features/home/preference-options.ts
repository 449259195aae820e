import {
  DAILY_TIME_OPTIONS,
  ENERGY_LEVELS,
  ORGANIZATION_EXPERIENCE_LEVELS,
  PREFERRED_TASK_TIMES,
  TASK_FREQUENCIES,
  type Preferences,
} from '@tidy/domain/constants';

/** The preferences a person picks from a list (motivation_style is set by the lessons, not here). */
export type ChoosablePreference = Exclude<keyof Preferences, 'motivation_style'>;

type PreferenceField = {
  label: string;
  hint: string;
  /** Values as the <select> holds them (text); `daily_time_available` is turned back into a number. */
  options: readonly { value: string; label: string }[];
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const PREFERENCE_FIELDS: Record<ChoosablePreference, PreferenceField> = {
  daily_time_available: {
    label: 'Daily time available',
    hint: 'How long you can spend tidying on a typical day.',
    options: DAILY_TIME_OPTIONS.map((minutes) => ({
      value: String(minutes),
      label: minutes === 60 ? '1 hour' : `${minutes} minutes`,
    })),
  },
  energy_level: {
    label: 'Energy level',
    hint: 'How much energy you usually have left for chores.',
    options: ENERGY_LEVELS.map((level) => ({ value: level, label: capitalised(level) })),
  },
  organization_experience: {
    label: 'Organization experience',
    hint: 'How much organizing you have done before.',
    options: ORGANIZATION_EXPERIENCE_LEVELS.map((level) => ({ value: level, label: capitalised(level) })),
  },
  task_frequency: {
    label: 'Task frequency',
    hint: 'How often you would like new tasks.',
    options: TASK_FREQUENCIES.map((frequency) => ({
      value: frequency,
      label: frequency === 'every-other-day' ? 'Every other day' : capitalised(frequency),
    })),
  },
  preferred_task_time: {
    label: 'Preferred time for tasks',
    hint: 'When in the day tasks suit you best.',
    options: PREFERRED_TASK_TIMES.map((time) => ({ value: time, label: capitalised(time) })),
  },
};

/** The select's text back into the preference's own value; undefined for anything not on the list. */
export function preferenceValue<Key extends ChoosablePreference>(key: Key, text: string): Preferences[Key] | undefined {
  const lists: { [K in ChoosablePreference]: readonly Preferences[K][] } = {
    daily_time_available: DAILY_TIME_OPTIONS,
    energy_level: ENERGY_LEVELS,
    organization_experience: ORGANIZATION_EXPERIENCE_LEVELS,
    task_frequency: TASK_FREQUENCIES,
    preferred_task_time: PREFERRED_TASK_TIMES,
  };
  const list: readonly Preferences[Key][] = lists[key];
  return list.find((value) => String(value) === text);
}
