import { describe, expect, it } from 'vitest';
import {
  allPicked,
  inBatches,
  pickedSuggestions,
  suggestionAsDailyTask,
  suggestionTotals,
  type Suggestion,
} from './suggestion';

const suggestion = (title: string, estimated_time: number, points: number): Suggestion => ({
  title,
  description: `- First part of ${title}\n- Second part of ${title}`,
  category: 'declutter',
  priority: 2,
  estimated_time,
  points,
});

const planned = [suggestion('Clear the desk', 10, 10), suggestion('Sort the papers', 5, 10), suggestion('Dust', 3, 5)];

describe('suggestionTotals', () => {
  it('adds up the minutes and points of the picked suggestions', () => {
    expect(suggestionTotals(planned)).toEqual({ minutes: 18, points: 25 });
    expect(suggestionTotals(pickedSuggestions(planned, new Set([0, 2])))).toEqual({ minutes: 13, points: 15 });
    expect(suggestionTotals([])).toEqual({ minutes: 0, points: 0 });
  });
});

describe('pickedSuggestions / allPicked', () => {
  it('keeps the coach order and starts with everything picked', () => {
    expect(pickedSuggestions(planned, new Set([2, 0])).map((s) => s.title)).toEqual(['Clear the desk', 'Dust']);
    expect([...allPicked(planned)]).toEqual([0, 1, 2]);
  });
});

describe('suggestionAsDailyTask', () => {
  it('keeps a quick win of 2 minutes (origin coach allows 1–480)', () => {
    expect(suggestionAsDailyTask(suggestion('Put the pens away', 2, 6))).toEqual({
      title: 'Put the pens away',
      description: '- First part of Put the pens away\n- Second part of Put the pens away',
      estimated_time: 2,
      points: 6,
    });
  });

  it('fits odd answers into the daily task limits', () => {
    const odd = { ...suggestion(`  ${'T'.repeat(130)}  `, 600, 250), description: '   ' };
    expect(suggestionAsDailyTask(odd)).toEqual({ title: 'T'.repeat(120), estimated_time: 480, points: 100 });
    expect(suggestionAsDailyTask({ ...odd, estimated_time: Number.NaN, points: 0 })).toMatchObject({
      estimated_time: 1,
      points: 1,
    });
  });
});

describe('inBatches', () => {
  it('splits into groups of at most 10 by default', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(inBatches(items).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(inBatches([])).toEqual([]);
    expect(inBatches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
