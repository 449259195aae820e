import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, SPACE_TYPES, TASK_DIFFICULTIES, type Preferences } from '@tidy/domain/constants';
import { buildMotivation } from '@tidy/domain/motivation';
import { createBuiltinCoach } from './builtin-coach';

const coach = createBuiltinCoach();
const preferences: Preferences = { ...DEFAULT_PREFERENCES, energy_level: 'high', daily_time_available: 30 };

describe('createBuiltinCoach', () => {
  it('is named builtin', () => {
    expect(coach.name).toBe('builtin');
  });

  it.each(SPACE_TYPES)('answers the same question the same way in a %s', async (spaceType) => {
    const analysis = {
      spaceType,
      spaceName: 'Home',
      photos: [{ label: 'desk' }, { label: null }],
      notes: 'lots of paper and shoes',
      preferences,
    };
    expect(await coach.analyzeSpace(analysis)).toEqual(await coach.analyzeSpace(analysis));

    for (const difficulty of TASK_DIFFICULTIES) {
      const subtasks = { taskDescription: 'clear the floor', spaceType, targetTime: 30, difficulty, preferences };
      expect(await coach.generateSubtasks(subtasks)).toEqual(await coach.generateSubtasks(subtasks));
    }

    const quickWins = { spaceType, existingTitles: ['Make the bed neatly'], preferences };
    expect(await coach.quickWins(quickWins)).toEqual(await coach.quickWins(quickWins));

    const currentTasks = (
      await coach.generateSubtasks({
        taskDescription: '',
        spaceType,
        targetTime: 45,
        difficulty: 'medium',
        preferences,
      })
    ).map((task, index) => ({ ...task, id: `task-${index}` }));
    for (const prompt of ['shorter', 'harder', 'more cleaning', 'focus on the floor', 'remove the first task']) {
      const edit = { spaceType, currentTasks, prompt };
      expect(await coach.editTasks(edit)).toEqual(await coach.editTasks(edit));
    }
  });

  it('builds the daily motivation from the domain module', async () => {
    const input = { spaceType: 'office' as const, tasksCompleted: 3, date: '2025-06-15' };
    expect(await coach.dailyMotivation(input)).toEqual(buildMotivation(input));
    expect(await coach.dailyMotivation(input)).toEqual(await coach.dailyMotivation(input));
  });
});
