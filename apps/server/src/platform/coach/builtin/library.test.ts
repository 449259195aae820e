import { describe, expect, it } from 'vitest';
import { SPACE_TYPES, TASK_CATEGORIES } from '@tidy/domain/constants';
import { parseSteps } from '@tidy/domain/steps';
import { COACH_LIBRARY, libraryForSpace, toCoachTask } from './library';
import { BAND_NAMES, DURATION_BANDS } from './library-task';
import { canonicalTerm } from './vocabulary';

describe('the builtin coach library', () => {
  const cells = SPACE_TYPES.flatMap((spaceType) =>
    TASK_CATEGORIES.flatMap((category) => BAND_NAMES.map((band) => [spaceType, category, band] as const)),
  );

  it.each(cells)('%s × %s × %s has at least 2 tasks', (spaceType, category, band) => {
    const tasks = libraryForSpace(spaceType).filter((task) => task.category === category && task.band === band);
    expect(tasks.length).toBeGreaterThanOrEqual(2);
  });

  it.each(SPACE_TYPES.filter((spaceType) => spaceType !== 'other'))(
    '%s has its own task in every category and band',
    (spaceType) => {
      for (const category of TASK_CATEGORIES) {
        for (const band of BAND_NAMES) {
          const own = libraryForSpace(spaceType).filter(
            (task) => task.specific && task.category === category && task.band === band,
          );
          expect(own.length, `${category} ${band}`).toBeGreaterThanOrEqual(2);
        }
      }
    },
  );

  it('lists a room’s own tasks before the shared ones', () => {
    const kitchen = libraryForSpace('kitchen');
    const firstShared = kitchen.findIndex((task) => !task.specific);
    expect(firstShared).toBeGreaterThan(0);
    expect(kitchen.slice(firstShared).every((task) => !task.specific)).toBe(true);
  });

  it('has unique ids, and no title twice within one room', () => {
    expect(new Set(COACH_LIBRARY.map((task) => task.id)).size).toBe(COACH_LIBRARY.length);
    for (const spaceType of SPACE_TYPES) {
      const titles = libraryForSpace(spaceType).map((task) => task.title.toLowerCase());
      expect(new Set(titles).size, spaceType).toBe(titles.length);
    }
  });

  it.each(COACH_LIBRARY.map((task) => [task.id, task] as const))('%s is well formed', (_id, task) => {
    expect(task.title.trim()).toBe(task.title);
    expect(task.title.length).toBeGreaterThan(0);
    expect(task.title.length).toBeLessThanOrEqual(80);
    expect(task.steps.length).toBeGreaterThanOrEqual(3);
    expect(task.steps.length).toBeLessThanOrEqual(6);
    expect(TASK_CATEGORIES).toContain(task.category);
    expect([1, 2, 3, 4]).toContain(task.priority);
    expect(Number.isInteger(task.estimated_time)).toBe(true);
    expect(task.estimated_time).toBeGreaterThanOrEqual(DURATION_BANDS[task.band].min);
    expect(task.estimated_time).toBeLessThanOrEqual(DURATION_BANDS[task.band].max);
    expect(task.tags.length).toBeGreaterThan(0);
    for (const tag of task.tags) expect(canonicalTerm(tag), `tag '${tag}'`).toBe(tag);
  });

  it.each(COACH_LIBRARY.map((task) => [task.id, task] as const))('%s reads as bullet steps in the web', (_id, task) => {
    const { description } = toCoachTask(task, task.estimated_time, task.priority);
    expect(description.split('\n').every((line) => line.startsWith('- '))).toBe(true);
    expect(parseSteps(description)).toEqual(task.steps);
    expect(description.length).toBeLessThanOrEqual(2000);
  });

  it('holds at least 240 tasks', () => {
    expect(COACH_LIBRARY.length).toBeGreaterThanOrEqual(240);
  });
});
