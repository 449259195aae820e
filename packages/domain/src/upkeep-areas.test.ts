import { describe, expect, it } from 'vitest';
import { SPACE_TYPES } from './constants';
import { MAX_UPKEEP_TASK_NAME_LENGTH, UPKEEP_INTERVAL_DAYS, upkeepTaskInput } from './upkeep';
import { UPKEEP_AREAS, findUpkeepArea, upkeepAreasFor } from './upkeep-areas';

describe('UPKEEP_AREAS', () => {
  it('covers exactly the space types', () => {
    expect(Object.keys(UPKEEP_AREAS).sort()).toEqual([...SPACE_TYPES].sort());
  });

  // The areas the spec names for the sub-space screen (02 §2).
  it.each([
    ['living-room', ['coffee-table', 'entertainment-center', 'sofa-area']],
    ['kitchen', ['fridge', 'pantry', 'cabinets']],
    ['bedroom', ['closet', 'nightstand', 'dresser']],
    ['office', ['desk', 'bookshelf', 'storage']],
  ] as const)('a %s has %j', (spaceType, ids) => {
    expect(upkeepAreasFor(spaceType).map((area) => area.id)).toEqual(ids);
  });

  it.each(SPACE_TYPES)('every %s area has a unique address-safe id, a name and 2–4 valid tasks', (spaceType) => {
    const areas = upkeepAreasFor(spaceType);
    expect(areas.length).toBeGreaterThan(0);
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
    for (const area of areas) {
      expect(area.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(area.name.trim()).not.toBe('');
      expect(area.tasks.length).toBeGreaterThanOrEqual(2);
      expect(area.tasks.length).toBeLessThanOrEqual(4);
      expect(new Set(area.tasks.map((task) => task.name)).size).toBe(area.tasks.length);
      for (const task of area.tasks) {
        // Default tasks obey the same rules as the ones a household adds.
        expect(upkeepTaskInput.parse(task)).toEqual(task);
        expect(task.name.length).toBeLessThanOrEqual(MAX_UPKEEP_TASK_NAME_LENGTH);
        expect(task.interval_days).toBeGreaterThanOrEqual(UPKEEP_INTERVAL_DAYS.min);
      }
    }
  });

  it('starts the fridge with a weekly wipe and a deep clean every 90 days', () => {
    expect(findUpkeepArea('kitchen', 'fridge')?.tasks).toEqual([
      { name: 'Wipe shelves and check dates', interval_days: 7 },
      { name: 'Deep clean the fridge', interval_days: 90 },
    ]);
  });
});

describe('findUpkeepArea', () => {
  it.each([
    ['kitchen', 'fridge', 'Fridge'],
    ['living-room', 'coffee-table', 'Coffee table'],
    ['office', 'storage', 'Storage'],
    ['other', 'storage', 'Storage'],
  ] as const)('%s / %s is %s', (spaceType, id, name) => {
    expect(findUpkeepArea(spaceType, id)?.name).toBe(name);
  });

  it.each([
    ['kitchen', 'closet'],
    ['bedroom', 'fridge'],
    ['kitchen', 'Fridge'],
    ['kitchen', ''],
    ['kitchen', 'constructor'],
  ] as const)('a %s has no area %j', (spaceType, id) => {
    expect(findUpkeepArea(spaceType, id)).toBeNull();
  });
});
