import { z } from 'zod';
import {
  DAILY_TASK_MINUTES,
  DAILY_TASK_POINTS,
  DAILY_TIME_OPTIONS,
  DEFAULT_PREFERENCES,
  ENERGY_LEVELS,
  FEEDBACK_CATEGORIES,
  MAX_CUSTOM_SPACE_NAME_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_EDIT_PROMPT_LENGTH,
  MAX_FEEDBACK_LENGTH,
  MAX_NAME_LENGTH,
  MAX_ONBOARDING_SPACES,
  MAX_SPACE_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_TODO_TASK_LENGTH,
  MOTIVATION_STYLES,
  ORGANIZATION_EXPERIENCE_LEVELS,
  PREFERRED_TASK_TIMES,
  RATING_MAX,
  RATING_MIN,
  SPACE_TYPES,
  TASK_CATEGORIES,
  TASK_FREQUENCIES,
  TODO_MINUTES,
  TOP_TASK_PRIORITY,
} from './constants';
import { multiLineText, singleLineText } from './text';

// The same schemas check the web forms and the server's request bodies,
// so every message is written for the person filling in the form.

function requiredText(max: number, emptyMessage: string, what: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `${what} must be ${max} characters or fewer.`);
}

function optionalText(max: number, what: string) {
  return z.string().trim().max(max, `${what} must be ${max} characters or fewer.`);
}

function wholeNumberBetween(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const spaceName = singleLineText(
  requiredText(MAX_NAME_LENGTH, 'Please enter a name for the space.', 'The name'),
);

export const customSpaceName = singleLineText(
  requiredText(MAX_CUSTOM_SPACE_NAME_LENGTH, 'Please enter a name for your space.', 'The name'),
);

export const dailyTaskInput = z.object({
  title: singleLineText(requiredText(MAX_TITLE_LENGTH, 'Please enter a task title.', 'The title')),
  description: multiLineText(optionalText(MAX_DESCRIPTION_LENGTH, 'The description')).optional(),
  estimated_time: wholeNumberBetween(
    DAILY_TASK_MINUTES.min,
    DAILY_TASK_MINUTES.max,
    `Time must be a whole number from ${DAILY_TASK_MINUTES.min} to ${DAILY_TASK_MINUTES.max} minutes.`,
  ).default(DAILY_TASK_MINUTES.default),
  points: wholeNumberBetween(
    DAILY_TASK_POINTS.min,
    DAILY_TASK_POINTS.max,
    `Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.`,
  ).default(DAILY_TASK_POINTS.default),
  /** A task of the space's plan that this daily task does (a suggestion added from Today). */
  space_task_id: z.string().max(100, 'space_task_id: Choose a task of this space.').optional(),
});
export type DailyTaskInput = z.output<typeof dailyTaskInput>;

export const todoInput = z.object({
  // One line, though the form gives it a few rows to wrap in: the list shows an item on one line.
  task: singleLineText(requiredText(MAX_TODO_TASK_LENGTH, 'Please describe the task.', 'The task')),
  estimatedTime: wholeNumberBetween(
    TODO_MINUTES.min,
    TODO_MINUTES.max,
    `Time must be a whole number from ${TODO_MINUTES.min} to ${TODO_MINUTES.max} minutes.`,
  ).default(TODO_MINUTES.default),
});
export type TodoInput = z.output<typeof todoInput>;

export const feedbackInput = z.object({
  feedback_text: multiLineText(
    requiredText(MAX_FEEDBACK_LENGTH, 'Your feedback message cannot be empty.', 'Your feedback'),
  ),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Help us categorize your feedback.' }),
  // The original sends null when no rating is chosen, so null means "no rating" too.
  rating: wholeNumberBetween(
    RATING_MIN,
    RATING_MAX,
    `Rating must be from ${RATING_MIN} to ${RATING_MAX} stars.`,
  ).nullish(),
});
export type FeedbackInput = z.output<typeof feedbackInput>;

export const preferencesInput = z.object({
  daily_time_available: z
    .literal(DAILY_TIME_OPTIONS, { error: 'Choose how much time you have each day.' })
    .default(DEFAULT_PREFERENCES.daily_time_available),
  energy_level: z
    .enum(ENERGY_LEVELS, { error: 'Choose your energy level.' })
    .default(DEFAULT_PREFERENCES.energy_level),
  organization_experience: z
    .enum(ORGANIZATION_EXPERIENCE_LEVELS, { error: 'Choose your organizing experience.' })
    .default(DEFAULT_PREFERENCES.organization_experience),
  task_frequency: z
    .enum(TASK_FREQUENCIES, { error: 'Choose how often you want tasks.' })
    .default(DEFAULT_PREFERENCES.task_frequency),
  preferred_task_time: z
    .enum(PREFERRED_TASK_TIMES, { error: 'Choose a time of day for tasks.' })
    .default(DEFAULT_PREFERENCES.preferred_task_time),
  motivation_style: z
    .enum(MOTIVATION_STYLES, { error: 'Choose a motivation style.' })
    .default(DEFAULT_PREFERENCES.motivation_style),
});
export type PreferencesInput = z.output<typeof preferencesInput>;

export const onboardingSpaceInput = z.object({
  name: spaceName,
  space_type: z.enum(SPACE_TYPES, { error: 'Choose a space type.' }),
  description: multiLineText(optionalText(MAX_SPACE_DESCRIPTION_LENGTH, 'The description')).optional(),
});
export type OnboardingSpaceInput = z.output<typeof onboardingSpaceInput>;

const atLeastOneSpace = 'Choose at least one space.';

// Spaces and preferences are saved together by "Create My Spaces";
// preferences fall back to the defaults when the lifestyle step sends none.
export const onboardingInput = z.object({
  spaces: z
    .array(onboardingSpaceInput, { error: atLeastOneSpace })
    .min(1, atLeastOneSpace)
    .max(MAX_ONBOARDING_SPACES, `Choose at most ${MAX_ONBOARDING_SPACES} spaces.`),
  preferences: preferencesInput.prefault({}),
});
export type OnboardingInput = z.output<typeof onboardingInput>;

export const editPromptInput = z.object({
  editPrompt: multiLineText(
    requiredText(MAX_EDIT_PROMPT_LENGTH, 'Please describe how to change the tasks.', 'Your request'),
  ),
});
export type EditPromptInput = z.output<typeof editPromptInput>;

const SPACE_TASK_TIME_MESSAGE = `Time must be a whole number from 1 to ${DAILY_TASK_MINUTES.max} minutes.`;

/**
 * A task of a space's plan as it is written: the limits a coach's edit must keep before it is applied
 * (issue 18). Titles and descriptions as for daily tasks; the coach's short tasks may take a minute.
 */
export const spaceTaskInput = z.object({
  title: singleLineText(requiredText(MAX_TITLE_LENGTH, 'Please enter a task title.', 'The title')),
  description: multiLineText(optionalText(MAX_DESCRIPTION_LENGTH, 'The description')).default(''),
  category: z.enum(TASK_CATEGORIES, { error: `Choose a category: ${TASK_CATEGORIES.join(', ')}.` }),
  priority: wholeNumberBetween(1, TOP_TASK_PRIORITY, `Priority must be a whole number from 1 to ${TOP_TASK_PRIORITY}.`),
  estimated_time: wholeNumberBetween(1, DAILY_TASK_MINUTES.max, SPACE_TASK_TIME_MESSAGE),
});
export type SpaceTaskInput = z.output<typeof spaceTaskInput>;
