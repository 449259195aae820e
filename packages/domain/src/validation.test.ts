import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  customSpaceName,
  dailyTaskInput,
  editPromptInput,
  feedbackInput,
  onboardingInput,
  preferencesInput,
  spaceName,
  todoInput,
} from './validation';

// The first message zod gives for an input, or undefined when it is valid.
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const long = (length: number) => 'a'.repeat(length);

describe('dailyTaskInput', () => {
  it.each([
    ['only a title gets the defaults', { title: 'Clear the counter' }, { title: 'Clear the counter', estimated_time: 30, points: 10 }],
    ['title is trimmed', { title: '  Wipe shelves  ' }, { title: 'Wipe shelves', estimated_time: 30, points: 10 }],
    ['lowest limits', { title: 'A', estimated_time: 5, points: 1 }, { title: 'A', estimated_time: 5, points: 1 }],
    ['highest limits', { title: 'A', estimated_time: 480, points: 100 }, { title: 'A', estimated_time: 480, points: 100 }],
    [
      'with a description',
      { title: 'Sort mail', description: ' Recycle flyers. ' },
      { title: 'Sort mail', description: 'Recycle flyers.', estimated_time: 30, points: 10 },
    ],
  ])('accepts: %s', (_case, input, expected) => {
    expect(dailyTaskInput.parse(input)).toEqual(expected);
  });

  it.each([
    ['missing title', {}, 'Please enter a task title.'],
    ['blank title', { title: '   ' }, 'Please enter a task title.'],
    ['title too long', { title: long(121) }, 'The title must be 120 characters or fewer.'],
    ['4 minutes', { title: 'A', estimated_time: 4 }, 'Time must be a whole number from 5 to 480 minutes.'],
    ['481 minutes', { title: 'A', estimated_time: 481 }, 'Time must be a whole number from 5 to 480 minutes.'],
    ['fractional minutes', { title: 'A', estimated_time: 7.5 }, 'Time must be a whole number from 5 to 480 minutes.'],
    ['minutes as text', { title: 'A', estimated_time: '30' }, 'Time must be a whole number from 5 to 480 minutes.'],
    ['NaN minutes', { title: 'A', estimated_time: Number.NaN }, 'Time must be a whole number from 5 to 480 minutes.'],
    ['0 points', { title: 'A', points: 0 }, 'Points must be a whole number from 1 to 100.'],
    ['101 points', { title: 'A', points: 101 }, 'Points must be a whole number from 1 to 100.'],
    ['description too long', { title: 'A', description: long(2001) }, 'The description must be 2000 characters or fewer.'],
  ])('rejects: %s', (_case, input, message) => {
    expect(firstMessage(dailyTaskInput, input)).toBe(message);
  });
});

describe('todoInput', () => {
  it.each([
    ['default estimate 15', { task: 'Fold laundry' }, { task: 'Fold laundry', estimatedTime: 15 }],
    ['trimmed task', { task: '  Fold laundry ' }, { task: 'Fold laundry', estimatedTime: 15 }],
    ['1 minute', { task: 'A', estimatedTime: 1 }, { task: 'A', estimatedTime: 1 }],
    ['240 minutes', { task: 'A', estimatedTime: 240 }, { task: 'A', estimatedTime: 240 }],
    ['500 characters', { task: long(500) }, { task: long(500), estimatedTime: 15 }],
  ])('accepts: %s', (_case, input, expected) => {
    expect(todoInput.parse(input)).toEqual(expected);
  });

  it.each([
    ['blank task', { task: ' ' }, 'Please describe the task.'],
    ['501 characters', { task: long(501) }, 'The task must be 500 characters or fewer.'],
    ['0 minutes', { task: 'A', estimatedTime: 0 }, 'Time must be a whole number from 1 to 240 minutes.'],
    ['241 minutes', { task: 'A', estimatedTime: 241 }, 'Time must be a whole number from 1 to 240 minutes.'],
  ])('rejects: %s', (_case, input, message) => {
    expect(firstMessage(todoInput, input)).toBe(message);
  });
});

describe('feedbackInput', () => {
  it.each([
    ['no rating', { feedback_text: ' Love it ', category: 'general' }, { feedback_text: 'Love it', category: 'general' }],
    ['null rating', { feedback_text: 'Bug!', category: 'bug', rating: null }, { feedback_text: 'Bug!', category: 'bug', rating: null }],
    ['rating 1', { feedback_text: 'Hm', category: 'improvement', rating: 1 }, { feedback_text: 'Hm', category: 'improvement', rating: 1 }],
    ['rating 5', { feedback_text: 'Yes', category: 'feature', rating: 5 }, { feedback_text: 'Yes', category: 'feature', rating: 5 }],
  ])('accepts: %s', (_case, input, expected) => {
    expect(feedbackInput.parse(input)).toEqual(expected);
  });

  it.each([
    ['empty message', { feedback_text: '', category: 'bug' }, 'Your feedback message cannot be empty.'],
    ['blank message', { feedback_text: '  \n ', category: 'bug' }, 'Your feedback message cannot be empty.'],
    ['missing message', { category: 'bug' }, 'Your feedback message cannot be empty.'],
    ['missing category', { feedback_text: 'Hello' }, 'Help us categorize your feedback.'],
    ['unknown category', { feedback_text: 'Hello', category: 'praise' }, 'Help us categorize your feedback.'],
    ['rating 0', { feedback_text: 'Hello', category: 'bug', rating: 0 }, 'Rating must be from 1 to 5 stars.'],
    ['rating 6', { feedback_text: 'Hello', category: 'bug', rating: 6 }, 'Rating must be from 1 to 5 stars.'],
    ['rating 3.5', { feedback_text: 'Hello', category: 'bug', rating: 3.5 }, 'Rating must be from 1 to 5 stars.'],
    ['message too long', { feedback_text: long(2001), category: 'bug' }, 'Your feedback must be 2000 characters or fewer.'],
  ])('rejects: %s', (_case, input, message) => {
    expect(firstMessage(feedbackInput, input)).toBe(message);
  });
});

describe('preferencesInput', () => {
  it('fills every preference with the spec defaults', () => {
    expect(preferencesInput.parse({})).toEqual({
      daily_time_available: 15,
      energy_level: 'medium',
      organization_experience: 'beginner',
      task_frequency: 'daily',
      preferred_task_time: 'morning',
      motivation_style: 'gentle',
    });
  });

  it.each([
    ['daily_time_available', 5],
    ['daily_time_available', 60],
    ['energy_level', 'high'],
    ['organization_experience', 'expert'],
    ['task_frequency', 'every-other-day'],
    ['preferred_task_time', 'evening'],
    ['motivation_style', 'kitchen'],
  ])('accepts %s = %s', (field, value) => {
    expect(preferencesInput.parse({ [field]: value })).toMatchObject({ [field]: value });
  });

  it.each([
    ['daily_time_available', 20, 'Choose how much time you have each day.'],
    ['daily_time_available', '15', 'Choose how much time you have each day.'],
    ['energy_level', 'extreme', 'Choose your energy level.'],
    ['organization_experience', 'pro', 'Choose your organizing experience.'],
    ['task_frequency', 'monthly', 'Choose how often you want tasks.'],
    ['preferred_task_time', 'night', 'Choose a time of day for tasks.'],
    ['motivation_style', 'loud', 'Choose a motivation style.'],
  ])('rejects %s = %j', (field, value, message) => {
    expect(firstMessage(preferencesInput, { [field]: value })).toBe(message);
  });
});

describe('onboardingInput', () => {
  const bedroom = { name: 'Bedroom', space_type: 'bedroom' };
  const kitchen = { name: 'Kitchen', space_type: 'kitchen' };
  const office = { name: 'Office', space_type: 'office' };
  const craft = { name: 'Craft Corner', space_type: 'other' };

  it.each([
    ['one space', [bedroom]],
    ['three spaces', [bedroom, kitchen, craft]],
    ['two spaces with the same name', [bedroom, bedroom]],
  ])('accepts %s', (_case, spaces) => {
    expect(onboardingInput.parse({ spaces }).spaces).toHaveLength(spaces.length);
  });

  it('trims names and fills default preferences', () => {
    expect(
      onboardingInput.parse({
        spaces: [{ name: '  Garage ', space_type: 'garage', description: ' Tools. ' }],
        preferences: { energy_level: 'low' },
      }),
    ).toEqual({
      spaces: [{ name: 'Garage', space_type: 'garage', description: 'Tools.' }],
      preferences: {
        daily_time_available: 15,
        energy_level: 'low',
        organization_experience: 'beginner',
        task_frequency: 'daily',
        preferred_task_time: 'morning',
        motivation_style: 'gentle',
      },
    });
  });

  it.each([
    ['no spaces', { spaces: [] }, 'Choose at least one space.'],
    ['spaces missing', {}, 'Choose at least one space.'],
    ['four spaces', { spaces: [bedroom, kitchen, office, craft] }, 'Choose at most 3 spaces.'],
    ['blank name', { spaces: [{ name: '  ', space_type: 'other' }] }, 'Please enter a name for the space.'],
    ['name too long', { spaces: [{ name: long(61), space_type: 'other' }] }, 'The name must be 60 characters or fewer.'],
    ['unknown type', { spaces: [{ name: 'Attic', space_type: 'attic' }] }, 'Choose a space type.'],
    [
      'description too long',
      { spaces: [{ ...bedroom, description: long(301) }] },
      'The description must be 300 characters or fewer.',
    ],
  ])('rejects %s', (_case, input, message) => {
    expect(firstMessage(onboardingInput, input)).toBe(message);
  });
});

describe('customSpaceName', () => {
  it.each([
    ['Craft Corner', 'Craft Corner'],
    ['  Mud Room  ', 'Mud Room'],
    [long(40), long(40)],
  ])('accepts %j', (input, expected) => {
    expect(customSpaceName.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'Please enter a name for your space.'],
    ['   ', 'Please enter a name for your space.'],
    [long(41), 'The name must be 40 characters or fewer.'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(customSpaceName, input)).toBe(message);
  });
});

describe('spaceName', () => {
  it.each([
    ['Kitchen', 'Kitchen'],
    [' Living Room ', 'Living Room'],
    [long(60), long(60)],
  ])('accepts %j', (input, expected) => {
    expect(spaceName.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'Please enter a name for the space.'],
    [undefined, 'Please enter a name for the space.'],
    [long(61), 'The name must be 60 characters or fewer.'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(spaceName, input)).toBe(message);
  });
});

describe('editPromptInput', () => {
  it.each([
    [{ editPrompt: 'Make them shorter' }, { editPrompt: 'Make them shorter' }],
    [{ editPrompt: '  Add a dusting task ' }, { editPrompt: 'Add a dusting task' }],
  ])('accepts %j', (input, expected) => {
    expect(editPromptInput.parse(input)).toEqual(expected);
  });

  it.each([
    [{ editPrompt: '' }, 'Please describe how to change the tasks.'],
    [{ editPrompt: ' \t ' }, 'Please describe how to change the tasks.'],
    [{ editPrompt: long(501) }, 'Your request must be 500 characters or fewer.'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(editPromptInput, input)).toBe(message);
  });
});
