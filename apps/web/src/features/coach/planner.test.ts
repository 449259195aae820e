import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANNER_CHOICES, plannerRequest, subtaskRequest } from './planner';

describe('plannerRequest', () => {
  it('starts at 15 minutes, Quick (easy), Declutter (spec 02 §9)', () => {
    expect(plannerRequest(DEFAULT_PLANNER_CHOICES)).toEqual({
      targetTime: 15,
      difficulty: 'easy',
      category: 'declutter',
    });
  });

  it.each([
    ['quick', 'easy'],
    ['important', 'medium'],
    ['deep', 'hard'],
  ] as const)('sends the %s priority as %s', (priority, difficulty) => {
    expect(plannerRequest({ ...DEFAULT_PLANNER_CHOICES, priority }).difficulty).toBe(difficulty);
  });

  it('adds what to tackle only when given, trimmed', () => {
    expect(plannerRequest({ minutes: 45, priority: 'deep', taskType: 'organize', focus: '  the bookshelf  ' })).toEqual(
      { targetTime: 45, difficulty: 'hard', category: 'organize', taskDescription: 'the bookshelf' },
    );
    expect(plannerRequest({ ...DEFAULT_PLANNER_CHOICES, focus: '   ' })).not.toHaveProperty('taskDescription');
  });
});

describe('subtaskRequest', () => {
  it('asks for a 15-minute task at the chosen difficulty', () => {
    expect(subtaskRequest('  Clear the desk ', 'medium')).toEqual({
      ok: true,
      request: { taskDescription: 'Clear the desk', targetTime: 15, difficulty: 'medium' },
    });
  });

  it('needs a description, and not a huge one', () => {
    expect(subtaskRequest('   ', 'easy')).toEqual({
      ok: false,
      problem: 'Describe the task you want to break into steps.',
    });
    expect(subtaskRequest('x'.repeat(501), 'easy')).toMatchObject({ ok: false });
  });
});
