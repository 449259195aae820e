import { describe, expect, it } from 'vitest';
import { EMPTY_DAILY_TASK_FIELDS, quickDailyTask, readDailyTaskFields } from './daily-task-form';

describe('readDailyTaskFields (spec 02 §5)', () => {
  it('starts at 30 minutes and 10 points and trims the title', () => {
    expect(readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title: '  Wipe the desk ' })).toEqual({
      ok: true,
      task: { title: 'Wipe the desk', description: undefined, estimated_time: 30, points: 10 },
    });
  });

  it('needs a title', () => {
    expect(readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title: '   ' })).toEqual({
      ok: false,
      problems: { title: 'Please enter a task title.' },
    });
  });

  it.each([
    ['4', false],
    ['5', true],
    ['480', true],
    ['481', false],
    ['', false],
    ['12.5', false],
  ])('time %s minutes is allowed: %s', (time, ok) => {
    const read = readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title: 'Sort mail', estimated_time: time });
    expect(read.ok).toBe(ok);
    if (!read.ok) expect(read.problems.estimated_time).toBe('Time must be a whole number from 5 to 480 minutes.');
  });

  it.each([
    ['0', false],
    ['1', true],
    ['100', true],
    ['101', false],
  ])('%s points is allowed: %s', (points, ok) => {
    const read = readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title: 'Sort mail', points });
    expect(read.ok).toBe(ok);
    if (!read.ok) expect(read.problems.points).toBe('Points must be a whole number from 1 to 100.');
  });

  it('keeps a description and drops an empty one', () => {
    const read = readDailyTaskFields({ ...EMPTY_DAILY_TASK_FIELDS, title: 'Sort mail', description: ' - bills \n' });
    expect(read.ok && read.task.description).toBe('- bills');
  });
});

describe('quickDailyTask', () => {
  it('is a small task: 5 minutes, with the default points', () => {
    expect(quickDailyTask('Make the bed')).toEqual({
      ok: true,
      task: { title: 'Make the bed', description: undefined, estimated_time: 5, points: 10 },
    });
  });

  it('leaves the Add Daily Task dialog at the spec’s 30 minutes', () => {
    expect(EMPTY_DAILY_TASK_FIELDS.estimated_time).toBe('30');
  });
});
