import { describe, expect, it } from 'vitest';
import {
  DAILY_TIME_OPTIONS,
  DEFAULT_PREFERENCES,
  ENERGY_LEVELS,
  SPACE_TYPES,
  TASK_CATEGORIES,
  TASK_DIFFICULTIES,
  type Preferences,
  type SpaceType,
} from '@tidy/domain/constants';
import type { AnalyzeSpaceInput, CoachTask } from '../coach';
import { COACH_LIBRARY } from './library';
import { planQuickWins, planSpace, planSubtasks } from './planner';
import { taskProblems, totalMinutes } from './test-support';
import { contentTerms } from './vocabulary';

const preferences: Preferences = DEFAULT_PREFERENCES;

/** The library tags of a task the coach returned, found by its title; for a task about a named thing, its title's terms. */
function tagsOf(task: CoachTask | undefined): readonly string[] {
  if (!task) return [];
  return COACH_LIBRARY.find((entry) => entry.title === task.title)?.tags ?? contentTerms(task.title);
}

function analyze(overrides: Partial<AnalyzeSpaceInput> & { spaceType: SpaceType }): CoachTask[] {
  return planSpace({ spaceName: 'My space', photos: [], notes: '', preferences, ...overrides });
}

describe('generateSubtasks: every room, kind and difficulty', () => {
  const cases = SPACE_TYPES.flatMap((spaceType) =>
    TASK_CATEGORIES.flatMap((category) =>
      TASK_DIFFICULTIES.map((difficulty) => [spaceType, category, difficulty] as const),
    ),
  );

  it.each(cases)('%s × %s × %s gives tasks of that kind', (spaceType, category, difficulty) => {
    const tasks = planSubtasks({ taskDescription: '', spaceType, targetTime: 30, difficulty, category, preferences });
    expect(tasks.length).toBeGreaterThanOrEqual(1);
    expect(tasks.map((task) => task.category)).toEqual(tasks.map(() => category));
    expect(tasks.flatMap(taskProblems)).toEqual([]);
  });
});

describe('generateSubtasks: the plan fits the target time within ±20%', () => {
  const targets = [5, 10, 15, 20, 30, 45, 60, 90, 120];
  const cases = targets.flatMap((targetTime) =>
    TASK_DIFFICULTIES.flatMap((difficulty) =>
      SPACE_TYPES.map((spaceType) => [targetTime, difficulty, spaceType] as const),
    ),
  );
  const priorities = { easy: [1, 2], medium: [2, 3], hard: [3, 4] } as const;

  it.each(cases)('%s minutes, %s, %s', (targetTime, difficulty, spaceType) => {
    const tasks = planSubtasks({ taskDescription: '', spaceType, targetTime, difficulty, preferences });
    expect(tasks.length).toBeGreaterThanOrEqual(1);
    expect(tasks.length).toBeLessThanOrEqual(8);
    expect(totalMinutes(tasks)).toBeGreaterThanOrEqual(targetTime * 0.8);
    expect(totalMinutes(tasks)).toBeLessThanOrEqual(targetTime * 1.2);
    expect(tasks.flatMap(taskProblems)).toEqual([]);
    for (const task of tasks) expect(priorities[difficulty]).toContain(task.priority);
    expect(new Set(tasks.map((task) => task.title)).size).toBe(tasks.length);
  });

  it.each(targets.flatMap((targetTime) => TASK_CATEGORIES.map((category) => [targetTime, category] as const)))(
    '%s minutes of %s in a room with only shared tasks',
    (targetTime, category) => {
      const tasks = planSubtasks({
        taskDescription: '',
        spaceType: 'other',
        targetTime,
        difficulty: 'medium',
        category,
        preferences,
      });
      expect(totalMinutes(tasks)).toBeGreaterThanOrEqual(targetTime * 0.8);
      expect(totalMinutes(tasks)).toBeLessThanOrEqual(targetTime * 1.2);
      expect(tasks[0]?.category).toBe(category);
    },
  );

  it.each([7, 13, 27, 33, 52, 77, 101, 119])('odd targets like %s minutes fit too', (targetTime) => {
    for (const difficulty of TASK_DIFFICULTIES) {
      const tasks = planSubtasks({
        taskDescription: 'tidy up',
        spaceType: 'kitchen',
        targetTime,
        difficulty,
        preferences,
      });
      expect(Math.abs(totalMinutes(tasks) - targetTime)).toBeLessThanOrEqual(targetTime * 0.2);
    }
  });
});

describe('generateSubtasks: difficulty chooses the length of the tasks', () => {
  it.each([15, 30])('easy plans of %s minutes are quick tasks', (targetTime) => {
    const tasks = planSubtasks({
      taskDescription: '',
      spaceType: 'bedroom',
      targetTime,
      difficulty: 'easy',
      preferences,
    });
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    for (const task of tasks) expect(task.estimated_time).toBeLessThanOrEqual(7);
  });

  it('medium plans of 30 minutes are focused tasks', () => {
    const tasks = planSubtasks({
      taskDescription: '',
      spaceType: 'office',
      targetTime: 30,
      difficulty: 'medium',
      preferences,
    });
    for (const task of tasks) expect(task.estimated_time).toBeGreaterThanOrEqual(9);
  });

  it.each([45, 60, 90])('hard plans of %s minutes include a deep task', (targetTime) => {
    const tasks = planSubtasks({
      taskDescription: '',
      spaceType: 'garage',
      targetTime,
      difficulty: 'hard',
      preferences,
    });
    expect(tasks.some((task) => task.estimated_time >= 30)).toBe(true);
  });
});

describe('generateSubtasks: the person’s words steer the plan', () => {
  it('puts desk and mail tasks first for "clear the desk and sort the mail"', () => {
    const tasks = planSubtasks({
      taskDescription: 'clear the desk and sort the mail',
      spaceType: 'office',
      targetTime: 30,
      difficulty: 'medium',
      preferences,
    });
    expect(tagsOf(tasks[0])).toEqual(expect.arrayContaining(['desk', 'paper']));
    expect(tasks.every((task) => tagsOf(task).some((tag) => tag === 'desk' || tag === 'paper'))).toBe(true);
  });

  it.each([
    ['kitchen', 'the microwave is filthy', 'microwave'],
    ['bedroom', 'Sort out my wardrobe', 'closet'],
    ['garage', 'bikes and balls everywhere', 'bike'],
    ['living-room', 'so many toys', 'toy'],
    ['bathroom', 'old medicines', 'medicine'],
    ['gym', 'my mats', 'mat'],
  ] as const)('%s: "%s" puts a %s task first', (spaceType, taskDescription, tag) => {
    const plain = planSubtasks({ taskDescription: '', spaceType, targetTime: 30, difficulty: 'medium', preferences });
    const tasks = planSubtasks({ taskDescription, spaceType, targetTime: 30, difficulty: 'medium', preferences });
    expect(tagsOf(plain[0])).not.toContain(tag);
    expect(tagsOf(tasks[0])).toContain(tag);
  });

  it('starts with the person’s own words when the library knows nothing about them', () => {
    const tasks = planSubtasks({
      taskDescription: 'Feed the hamster and polish the trophies.',
      spaceType: 'living-room',
      targetTime: 30,
      difficulty: 'medium',
      category: 'clean',
      preferences,
    });
    expect(tasks[0]?.title).toBe('Start: feed the hamster and polish the trophies');
    expect(tasks[0]?.category).toBe('clean');
    expect(tasks[0]?.description.split('\n').every((line) => line.startsWith('- '))).toBe(true);
    expect(totalMinutes(tasks)).toBeGreaterThanOrEqual(24);
    expect(totalMinutes(tasks)).toBeLessThanOrEqual(36);
  });

  it('keeps a long request to a tidy title of at most 80 characters', () => {
    const taskDescription =
      'Sort through the hamster wheel parts, the spare gravel and the birdseed that keeps spilling behind the old gramophone';
    const [first] = planSubtasks({
      taskDescription,
      spaceType: 'other',
      targetTime: 15,
      difficulty: 'easy',
      preferences,
    });
    expect(first?.title.startsWith('Start: sort through the hamster wheel')).toBe(true);
    expect(first?.title.endsWith('…')).toBe(true);
    expect(first?.title.length).toBeLessThanOrEqual(80);
  });

  it('keeps library titles when the words are known', () => {
    const tasks = planSubtasks({
      taskDescription: 'the desk',
      spaceType: 'office',
      targetTime: 15,
      difficulty: 'easy',
      preferences,
    });
    expect(tasks.some((task) => task.title.startsWith('Start:'))).toBe(false);
  });
});

describe('analyzeSpace', () => {
  const everyone = SPACE_TYPES.flatMap((spaceType) =>
    ENERGY_LEVELS.flatMap((energy_level) =>
      DAILY_TIME_OPTIONS.map((daily) => [spaceType, energy_level, daily] as const),
    ),
  );

  it.each(everyone)(
    '%s, %s energy, %s minutes a day: 4–8 mixed tasks for about three days',
    (spaceType, energy_level, daily) => {
      const tasks = analyze({ spaceType, preferences: { ...preferences, energy_level, daily_time_available: daily } });
      expect(tasks.length).toBeGreaterThanOrEqual(4);
      expect(tasks.length).toBeLessThanOrEqual(8);
      expect(tasks.flatMap(taskProblems)).toEqual([]);
      expect(new Set(tasks.map((task) => task.category)).size).toBeGreaterThanOrEqual(3);
      const budget = Math.min(180, Math.max(15, daily * 3));
      expect(totalMinutes(tasks)).toBeGreaterThanOrEqual(budget * 0.8);
      expect(totalMinutes(tasks)).toBeLessThanOrEqual(budget * 1.2);
    },
  );

  it.each([
    ['office', 'desk', 'desk'],
    ['bedroom', 'Shoes', 'shoe'],
    ['kitchen', 'Spice rack', 'spice'],
    ['garage', 'bikes', 'bike'],
    ['living-room', 'toys', 'toy'],
    ['bathroom', 'Towels', 'towel'],
    ['gym', 'mats', 'mat'],
    ['other', 'windows', 'window'],
  ] as const)('in a %s, a photo labelled "%s" puts a %s task first', (spaceType, label, tag) => {
    const plain = analyze({ spaceType, photos: [{ label: 'Overview' }] });
    const tasks = analyze({ spaceType, photos: [{ label: 'Overview' }, { label }] });
    expect(tagsOf(plain[0])).not.toContain(tag);
    expect(tagsOf(tasks[0])).toContain(tag);
  });

  it('surfaces paper tasks for a note saying "lots of paper"', () => {
    const plain = analyze({ spaceType: 'office' });
    const tasks = analyze({ spaceType: 'office', notes: 'lots of paper' });
    const paperTasks = (list: CoachTask[]) => list.filter((task) => tagsOf(task).includes('paper')).length;
    expect(tagsOf(tasks[0])).toContain('paper');
    expect(paperTasks(tasks)).toBeGreaterThan(paperTasks(plain));
    expect(paperTasks(tasks)).toBeGreaterThanOrEqual(2);
  });

  it('works from the room type alone', () => {
    const tasks = analyze({ spaceType: 'other', photos: [{ label: null }] });
    expect(tasks.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps low-energy plans light and lets high-energy plans go deep', () => {
    const low = analyze({
      spaceType: 'kitchen',
      preferences: { ...preferences, energy_level: 'low', daily_time_available: 15 },
    });
    const high = analyze({
      spaceType: 'kitchen',
      preferences: { ...preferences, energy_level: 'high', daily_time_available: 60 },
    });
    expect(low.every((task) => task.estimated_time < 30)).toBe(true);
    expect(high.some((task) => task.estimated_time >= 30)).toBe(true);
  });

  it.each(SPACE_TYPES)('gives a beginner in a %s more basics than rearranging and setting up', (spaceType) => {
    const count = (tasks: CoachTask[], kinds: readonly string[]) =>
      tasks.filter((task) => kinds.includes(task.category)).length;
    const beginner = analyze({ spaceType, preferences: { ...preferences, organization_experience: 'beginner' } });
    const expert = analyze({ spaceType, preferences: { ...preferences, organization_experience: 'expert' } });
    expect(count(beginner, ['declutter', 'organize'])).toBeGreaterThan(count(beginner, ['rearrange', 'setup']));
    expect(count(beginner, ['rearrange', 'setup'])).toBeLessThanOrEqual(count(expert, ['rearrange', 'setup']));
  });
});

describe('quickWins', () => {
  it.each(SPACE_TYPES)('gives a %s 3–5 ideas of 2–5 minutes, priority 1–2', (spaceType) => {
    const ideas = planQuickWins({ spaceType, existingTitles: [], preferences });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.length).toBeLessThanOrEqual(5);
    for (const idea of ideas) {
      expect(idea.estimated_time).toBeGreaterThanOrEqual(2);
      expect(idea.estimated_time).toBeLessThanOrEqual(5);
      expect([1, 2]).toContain(idea.priority);
    }
    expect(ideas.flatMap(taskProblems)).toEqual([]);
  });

  it.each(SPACE_TYPES)('avoids the titles a %s already has today, whatever their case', (spaceType) => {
    const first = planQuickWins({ spaceType, existingTitles: [], preferences });
    const existingTitles = first.map((idea) => `  ${idea.title.toUpperCase()} `);
    const next = planQuickWins({ spaceType, existingTitles, preferences });
    expect(next.length).toBeGreaterThanOrEqual(3);
    const taken = new Set(first.map((idea) => idea.title.toLowerCase()));
    expect(next.filter((idea) => taken.has(idea.title.toLowerCase()))).toEqual([]);
  });

  it.each([
    ['low', 3],
    ['medium', 4],
    ['high', 5],
  ] as const)('offers %s energy %s ideas', (energy_level, count) => {
    expect(
      planQuickWins({ spaceType: 'kitchen', existingTitles: [], preferences: { ...preferences, energy_level } }),
    ).toHaveLength(count);
  });

  it('mixes kinds of task', () => {
    const ideas = planQuickWins({
      spaceType: 'bedroom',
      existingTitles: [],
      preferences: { ...preferences, energy_level: 'high' },
    });
    expect(new Set(ideas.map((idea) => idea.category)).size).toBeGreaterThanOrEqual(3);
  });
});
