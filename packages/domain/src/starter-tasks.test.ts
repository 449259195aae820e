import { describe, it, expect } from 'vitest';
import {
  DAILY_TIME_OPTIONS,
  DEFAULT_PREFERENCES,
  ENERGY_LEVELS,
  MAX_TITLE_LENGTH,
  ORGANIZATION_EXPERIENCE_LEVELS,
  SPACE_TYPES,
  STARTER_TASKS_PER_SPACE,
  STARTER_TASK_MINUTES,
  TASK_CATEGORIES,
  type SpaceType,
} from './constants';
import { parseSteps } from './steps';
import {
  STARTER_TASK_EXPERIENCE,
  STARTER_TASK_LIBRARY,
  TASK_EFFORTS,
  chooseStarterTasks,
  type StarterSpaceTask,
  type StarterTaskPreferences,
} from './starter-tasks';

const allTasks = SPACE_TYPES.flatMap((spaceType) => STARTER_TASK_LIBRARY[spaceType]);

function libraryTask(spaceType: SpaceType, title: string) {
  const task = STARTER_TASK_LIBRARY[spaceType].find((t) => t.title === title);
  if (!task) throw new Error(`no starter task '${title}' for ${spaceType}`);
  return task;
}

describe('STARTER_TASK_LIBRARY', () => {
  it('covers exactly the space types', () => {
    expect(Object.keys(STARTER_TASK_LIBRARY).sort()).toEqual([...SPACE_TYPES].sort());
  });

  it('gives every task an id unique across the whole library', () => {
    const ids = allTasks.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(SPACE_TYPES)('%s', (spaceType) => {
    const tasks = STARTER_TASK_LIBRARY[spaceType];

    it('has at least 7 tasks', () => {
      expect(tasks.length).toBeGreaterThanOrEqual(7);
    });

    it('has unique titles and descriptions', () => {
      expect(new Set(tasks.map((task) => task.title)).size).toBe(tasks.length);
      expect(new Set(tasks.map((task) => task.description)).size).toBe(tasks.length);
    });

    it('takes about 5 minutes: 3 to 6 each, mostly exactly 5', () => {
      for (const task of tasks) {
        expect(task.estimated_time).toBeGreaterThanOrEqual(3);
        expect(task.estimated_time).toBeLessThanOrEqual(6);
      }
      const fiveMinuteTasks = tasks.filter((task) => task.estimated_time === STARTER_TASK_MINUTES);
      expect(fiveMinuteTasks.length * 2).toBeGreaterThan(tasks.length);
    });

    it('covers at least 3 categories', () => {
      expect(new Set(tasks.map((task) => task.category)).size).toBeGreaterThanOrEqual(3);
    });

    it.each(tasks.map((task) => [task.id, task] as const))('%s is well formed', (id, task) => {
      expect(id).toMatch(new RegExp(`^${spaceType}-[a-z0-9]+(-[a-z0-9]+)*$`));
      expect(task.title).toMatch(/^[A-Z][^.!?]*$/);
      expect(task.title.length).toBeLessThanOrEqual(60);
      expect(task.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(TASK_CATEGORIES).toContain(task.category);
      expect([1, 2, 3]).toContain(task.priority);
      expect(TASK_EFFORTS).toContain(task.effort);
      expect(STARTER_TASK_EXPERIENCE).toContain(task.experience);
    });

    it.each(tasks.map((task) => [task.id, task.description] as const))(
      '%s description reads as 2 to 4 bullet steps',
      (_id, description) => {
        const lines = description.split('\n');
        expect(lines.every((line) => line.startsWith('- '))).toBe(true);
        const parsed = parseSteps(description);
        expect(parsed.length).toBeGreaterThanOrEqual(2);
        expect(parsed.length).toBeLessThanOrEqual(4);
        expect(parsed).toHaveLength(lines.length);
      },
    );
  });
});

// Every household the onboarding form can describe.
const everyHousehold = SPACE_TYPES.flatMap((spaceType) =>
  ENERGY_LEVELS.flatMap((energy_level) =>
    ORGANIZATION_EXPERIENCE_LEVELS.flatMap((organization_experience) =>
      DAILY_TIME_OPTIONS.map(
        (daily_time_available) => [spaceType, energy_level, organization_experience, daily_time_available] as const,
      ),
    ),
  ),
);

describe('chooseStarterTasks for every space and preference', () => {
  it.each(everyHousehold)(
    '%s, %s energy, %s, %s min a day',
    (spaceType, energy_level, organization_experience, daily_time_available) => {
      const preferences = { energy_level, organization_experience, daily_time_available };
      const chosen = chooseStarterTasks(spaceType, preferences);
      const fromLibrary = chosen.map((task) => libraryTask(spaceType, task.title));

      expect(chosen).toHaveLength(STARTER_TASKS_PER_SPACE);
      expect(chosen.map((task) => task.order_index)).toEqual([0, 1, 2]);
      expect(new Set(chosen.map((task) => task.category)).size).toBe(chosen.length);
      for (const task of chosen) expect(task.estimated_time).toBeLessThanOrEqual(daily_time_available);
      if (energy_level !== 'high') expect(fromLibrary.map((task) => task.effort)).not.toContain('active');
      if (energy_level === 'low') expect(fromLibrary.every((task) => task.effort === 'light')).toBe(true);
      if (organization_experience === 'beginner') {
        expect(fromLibrary.every((task) => task.experience === 'beginner')).toBe(true);
      }
      const priorities = chosen.map((task) => task.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
      expect(chooseStarterTasks(spaceType, { ...preferences })).toEqual(chosen);
    },
  );
});

describe('chooseStarterTasks', () => {
  it('returns what a space_tasks row needs, copied from the library', () => {
    const [first] = chooseStarterTasks('kitchen', DEFAULT_PREFERENCES);
    const task = libraryTask('kitchen', 'Clear one counter');
    expect(first).toEqual<StarterSpaceTask>({
      title: task.title,
      description: task.description,
      category: task.category,
      priority: task.priority,
      estimated_time: task.estimated_time,
      order_index: 0,
    });
  });

  it.each<[string, SpaceType, StarterTaskPreferences, string[]]>([
    [
      'default preferences',
      'kitchen',
      DEFAULT_PREFERENCES,
      ['Clear one counter', 'Toss expired spices', 'Wipe the fridge door shelves'],
    ],
    [
      'bathroom for a beginner',
      'bathroom',
      DEFAULT_PREFERENCES,
      ['Clear the sink edge', 'Sort the medicine cabinet shelf', 'Wipe the mirror and tap'],
    ],
    [
      'low energy skips the moderate clothes pile',
      'bedroom',
      { ...DEFAULT_PREFERENCES, energy_level: 'low' },
      ['Clear the nightstand', 'Make the bed', 'Pick five clothes to pass on'],
    ],
    [
      'high energy may take the active garage path',
      'garage',
      { daily_time_available: 15, energy_level: 'high', organization_experience: 'expert' },
      ['Fill one bag for recycling', 'Clear a path to the car door', 'Gather loose screws into a jar'],
    ],
    [
      'medium energy leaves the active garage path out',
      'garage',
      { daily_time_available: 15, energy_level: 'medium', organization_experience: 'expert' },
      ['Fill one bag for recycling', 'Gather loose screws into a jar', 'Wipe the workbench'],
    ],
    [
      '5 minutes a day leaves out 6-minute tasks',
      'gym',
      { daily_time_available: 5, energy_level: 'high', organization_experience: 'expert' },
      ['Roll up the mats and bands', 'Wipe down the equipment', 'Set up a water and towel station'],
    ],
  ])('%s', (_case, spaceType, preferences, titles) => {
    expect(chooseStarterTasks(spaceType, preferences).map((task) => task.title)).toEqual(titles);
  });

  it.each(['custom-craft-corner', 'craft-corner', '', 'Kitchen'])('%j falls back to the other tasks', (spaceType) => {
    const chosen = chooseStarterTasks(spaceType, DEFAULT_PREFERENCES);
    expect(chosen).toEqual(chooseStarterTasks('other', DEFAULT_PREFERENCES));
    for (const task of chosen) expect(() => libraryTask('other', task.title)).not.toThrow();
  });

  it('leaves out the tasks the household ruled out, and fills their place from the rest', () => {
    const aboutCloset = (task: { title: string; description: string }) =>
      /closet|wardrobe/i.test(`${task.title} ${task.description}`);
    const all = chooseStarterTasks('bedroom', DEFAULT_PREFERENCES, 10);
    expect(all.some(aboutCloset)).toBe(true);
    const chosen = chooseStarterTasks('bedroom', DEFAULT_PREFERENCES, 3, aboutCloset);
    expect(chosen).toHaveLength(3);
    expect(chosen.filter(aboutCloset)).toEqual([]);
  });

  it.each([
    [1, 1],
    [5, 5],
    [0, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('count %s gives %s tasks, numbered from 0', (count, expected) => {
    const chosen = chooseStarterTasks('office', DEFAULT_PREFERENCES, count);
    expect(chosen).toHaveLength(expected);
    expect(chosen.map((task) => task.order_index)).toEqual([...Array(expected).keys()]);
  });

  it.each([
    [5, 5],
    [7, 5],
  ])('asked for %s office tasks, picks one of each of the %s categories before any repeat', (count, categories) => {
    const chosen = chooseStarterTasks('office', { ...DEFAULT_PREFERENCES, energy_level: 'high' }, count);
    expect(chosen).toHaveLength(count);
    expect(new Set(chosen.map((task) => task.category)).size).toBe(categories);
  });

  it('never gives more than the tasks that fit, even when asked for many', () => {
    const chosen = chooseStarterTasks(
      'other',
      { ...DEFAULT_PREFERENCES, energy_level: 'low', daily_time_available: 5 },
      50,
    );
    const fitting = STARTER_TASK_LIBRARY.other.filter((task) => task.effort !== 'active' && task.estimated_time <= 5);
    expect(chosen).toHaveLength(fitting.length);
  });
});
