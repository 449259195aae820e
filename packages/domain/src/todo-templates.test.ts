import { describe, expect, it } from 'vitest';
import { TASK_CATEGORIES, TEMPLATE_DURATION_CATEGORIES, TEMPLATE_SPACE_TYPES } from './constants';
import {
  TASK_TEMPLATES,
  TEMPLATE_DIFFICULTIES,
  TEMPLATE_MINUTES,
  templateAsTodo,
  templatesFor,
  type TaskTemplate,
} from './todo-templates';
import { todoInput } from './validation';

const isGeneral = (template: TaskTemplate) => template.space_types.length === TEMPLATE_SPACE_TYPES.length;

describe('TASK_TEMPLATES', () => {
  it('gives every template a unique id and title', () => {
    expect(new Set(TASK_TEMPLATES.map((t) => t.id)).size).toBe(TASK_TEMPLATES.length);
    expect(new Set(TASK_TEMPLATES.map((t) => t.title)).size).toBe(TASK_TEMPLATES.length);
  });

  it.each([
    ['quick', 5, 6],
    ['focused', 12, 25],
  ] as const)('%s templates take %s to %s minutes (spec 02 §9)', (duration, min, max) => {
    expect(TEMPLATE_MINUTES[duration]).toEqual({ min, max });
    for (const template of TASK_TEMPLATES.filter((t) => t.duration_category === duration)) {
      expect(template.estimated_time, template.id).toBeGreaterThanOrEqual(min);
      expect(template.estimated_time, template.id).toBeLessThanOrEqual(max);
      expect(Number.isInteger(template.estimated_time)).toBe(true);
    }
  });

  it('uses only the spec’s categories, difficulties, rooms and priorities', () => {
    for (const template of TASK_TEMPLATES) {
      expect(TASK_CATEGORIES).toContain(template.category);
      expect(TEMPLATE_DIFFICULTIES).toContain(template.difficulty);
      expect(TEMPLATE_DURATION_CATEGORIES).toContain(template.duration_category);
      expect([1, 2, 3]).toContain(template.priority);
      expect(template.space_types.length).toBeGreaterThan(0);
      for (const room of template.space_types) expect(TEMPLATE_SPACE_TYPES).toContain(room);
    }
  });

  it('is a valid to-do task each, with a description of its own', () => {
    for (const template of TASK_TEMPLATES) {
      expect(todoInput.safeParse({ task: template.title, estimatedTime: template.estimated_time }).success).toBe(true);
      expect(template.description.trim().length).toBeGreaterThan(20);
    }
  });

  describe.each(TEMPLATE_SPACE_TYPES)('%s', (room) => {
    const own = TASK_TEMPLATES.filter((t) => !isGeneral(t) && t.space_types.includes(room));
    it.each(TEMPLATE_DURATION_CATEGORIES)('has at least four %s templates of its own', (duration) => {
      expect(own.filter((t) => t.duration_category === duration).length).toBeGreaterThanOrEqual(4);
    });
  });

  it('has general templates for every room, quick and focused', () => {
    const general = TASK_TEMPLATES.filter(isGeneral);
    expect(general.filter((t) => t.duration_category === 'quick').length).toBeGreaterThanOrEqual(4);
    expect(general.filter((t) => t.duration_category === 'focused').length).toBeGreaterThanOrEqual(4);
  });
});

describe('templatesFor', () => {
  const quickCount = TASK_TEMPLATES.filter((t) => t.duration_category === 'quick').length;
  const general = TASK_TEMPLATES.filter(isGeneral).length;

  it.each([
    ['no filter', {}, TASK_TEMPLATES.length],
    ['all rooms', { spaceType: 'all' as const }, TASK_TEMPLATES.length],
    ['quick only', { duration: 'quick' as const }, quickCount],
    ['focused only', { duration: 'focused' as const }, TASK_TEMPLATES.length - quickCount],
    ['kitchen: its own and the general ones', { spaceType: 'kitchen' as const }, 8 + general],
    ['garage, focused', { spaceType: 'garage' as const, duration: 'focused' as const }, 4 + general / 2],
  ])('%s → %s templates', (_name, filter, expected) => {
    expect(templatesFor(filter)).toHaveLength(expected);
  });

  it('lists a room’s own templates before the ones for any room', () => {
    const kitchen = templatesFor({ spaceType: 'kitchen', duration: 'quick' });
    expect(kitchen.slice(0, 4).every((template) => template.space_types.length === 1)).toBe(true);
    expect(kitchen.slice(4).every(isGeneral)).toBe(true);
  });

  it('keeps only what matches', () => {
    for (const template of templatesFor({ spaceType: 'office', duration: 'quick' })) {
      expect(template.duration_category).toBe('quick');
      expect(template.space_types).toContain('office');
    }
  });
});

describe('templateAsTodo', () => {
  it.each([
    [5, 10],
    [6, 12],
    [12, 24],
    [15, 30],
    [25, 50],
  ])('%s minutes → %s points, round(time × 2)', (minutes, points) => {
    const template = { ...TASK_TEMPLATES[0]!, estimated_time: minutes };
    expect(templateAsTodo(template)).toEqual({ task: template.title, estimatedTime: minutes, points, isCustom: false });
  });
});
