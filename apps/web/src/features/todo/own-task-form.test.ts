import { describe, expect, it } from 'vitest';
import { canAddOwnTask, EMPTY_OWN_TASK, readOwnTask } from './own-task-form';

const TIME_MESSAGE = 'Time must be a whole number from 1 to 240 minutes.';

describe('Add Your Own Task', () => {
  it('starts with an empty description and 15 minutes', () => {
    expect(EMPTY_OWN_TASK).toEqual({ task: '', estimatedTime: '15' });
  });

  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    ['Sort shoes', true],
    ['  x  ', true],
  ])('Add is enabled for %j: %s', (task, enabled) => {
    expect(canAddOwnTask({ task, estimatedTime: '15' })).toBe(enabled);
  });

  it.each([
    ['1', 1],
    ['15', 15],
    ['240', 240],
  ])('accepts %s minutes', (estimatedTime, minutes) => {
    expect(readOwnTask({ task: '  Sort shoes ', estimatedTime })).toEqual({
      ok: true,
      todo: { task: 'Sort shoes', estimatedTime: minutes, isCustom: true, points: 0 },
    });
  });

  it.each(['0', '241', '', '2.5', '-3', 'ten'])('refuses %j minutes with the range message', (estimatedTime) => {
    expect(readOwnTask({ task: 'Sort shoes', estimatedTime })).toEqual({ ok: false, problems: { estimatedTime: TIME_MESSAGE } });
  });

  it('reads a line break typed in the box as a space: an item is one line', () => {
    expect(readOwnTask({ task: 'Sort the shoes\r\n by the door\n', estimatedTime: '15' })).toEqual({
      ok: true,
      todo: { task: 'Sort the shoes by the door', estimatedTime: 15, isCustom: true, points: 0 },
    });
  });

  it('refuses other control characters with the message of the server', () => {
    expect(readOwnTask({ task: 'Sort\u0000shoes', estimatedTime: '15' })).toEqual({
      ok: false,
      problems: { task: 'Use a single line without control characters.' },
    });
  });

  it('refuses an empty description', () => {
    expect(readOwnTask({ task: '  ', estimatedTime: '15' })).toEqual({ ok: false, problems: { task: 'Please describe the task.' } });
  });
});
