import { describe, expect, it } from 'vitest';
import {
  MOTIVATION_GENERAL_QUOTE_COUNT,
  MOTIVATION_GENERAL_TIP_COUNT,
  MOTIVATION_ROOM_TIP_SPACE_TYPES,
  MOTIVATION_TIPS_PER_ROOM,
  SPACE_TYPES,
} from './constants';
import {
  ENCOURAGEMENTS,
  GENERAL_QUOTES,
  GENERAL_TIPS,
  ROOM_TIPS,
  MOTIVATION_KEY_PATTERN,
  buildMotivation,
  encouragementTier,
  motivationCacheKey,
  motivationKey,
  shownFromKeys,
  tipsForSpace,
  type MotivationCard,
} from './motivation';

describe('motivation content counts (02 §9)', () => {
  it('has 10 general quotes and 10 general tips', () => {
    expect(GENERAL_QUOTES).toHaveLength(MOTIVATION_GENERAL_QUOTE_COUNT);
    expect(GENERAL_QUOTES).toHaveLength(10);
    expect(GENERAL_TIPS).toHaveLength(MOTIVATION_GENERAL_TIP_COUNT);
    expect(GENERAL_TIPS).toHaveLength(10);
  });

  it('has tips for exactly kitchen, bedroom, living-room and office', () => {
    expect(Object.keys(ROOM_TIPS).sort()).toEqual([...MOTIVATION_ROOM_TIP_SPACE_TYPES].sort());
  });

  it.each(MOTIVATION_ROOM_TIP_SPACE_TYPES)('%s has 4 room tips', (room) => {
    expect(ROOM_TIPS[room]).toHaveLength(MOTIVATION_TIPS_PER_ROOM);
    expect(ROOM_TIPS[room]).toHaveLength(4);
  });

  it('has no empty or repeated lines', () => {
    const lines = [
      ...GENERAL_QUOTES.map((quote) => quote.text),
      ...GENERAL_TIPS,
      ...Object.values(ROOM_TIPS).flat(),
      ...Object.values(ENCOURAGEMENTS).flat(),
    ];
    expect(lines.every((line) => line.trim().length > 0)).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it.each([0, 1, 2] as const)('tier %s has a few encouragements', (tier) => {
    expect(ENCOURAGEMENTS[tier].length).toBeGreaterThanOrEqual(2);
  });
});

describe('tipsForSpace', () => {
  it.each([
    ['kitchen', 14],
    ['bedroom', 14],
    ['living-room', 14],
    ['office', 14],
    ['bathroom', 10],
    ['garage', 10],
    ['gym', 10],
    ['other', 10],
  ] as const)('%s draws from %s tips', (spaceType, count) => {
    expect(tipsForSpace(spaceType)).toHaveLength(count);
  });

  it('lists the room tips first, then the general tips', () => {
    expect(tipsForSpace('office')).toEqual([...ROOM_TIPS.office, ...GENERAL_TIPS]);
    expect(tipsForSpace('garage')).toEqual(GENERAL_TIPS);
  });
});

describe('encouragementTier: 0 tasks, 1–2 tasks, 3 or more', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [10, 2],
    [2.5, 1],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s tasks → tier %s', (tasks, tier) => {
    expect(encouragementTier(tasks)).toBe(tier);
  });
});

describe('buildMotivation', () => {
  const dates = Array.from({ length: 28 }, (_, day) => `2025-02-${String(day + 1).padStart(2, '0')}`);

  it.each(SPACE_TYPES)('gives the same card for the same day in a %s', (spaceType) => {
    for (const date of dates) {
      const first = buildMotivation({ spaceType, tasksCompleted: 1, date });
      expect(buildMotivation({ spaceType, tasksCompleted: 1, date })).toEqual(first);
    }
  });

  it.each(SPACE_TYPES)('varies the quote and tip across days in a %s', (spaceType) => {
    const cards = dates.map((date) => buildMotivation({ spaceType, tasksCompleted: 0, date }));
    expect(new Set(cards.map((card) => card.quote)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(cards.map((card) => card.dailyTip)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(SPACE_TYPES)('picks the tip from the %s tips', (spaceType) => {
    for (const date of dates) {
      expect(tipsForSpace(spaceType)).toContain(buildMotivation({ spaceType, tasksCompleted: 0, date }).dailyTip);
    }
  });

  it('formats the quote with curly quotes and the author when there is one', () => {
    const shapes = new Set<string>();
    for (const date of dates) {
      const { quote } = buildMotivation({ spaceType: 'kitchen', tasksCompleted: 0, date });
      const match = GENERAL_QUOTES.find((candidate) => quote.startsWith(`“${candidate.text}”`));
      expect(match).toBeDefined();
      expect(quote).toBe(match?.author ? `“${match.text}” — ${match.author}` : `“${match?.text}”`);
      shapes.add(match?.author ? 'attributed' : 'plain');
    }
    expect(shapes.size).toBe(2);
  });

  it.each([
    [0, 0, null],
    [1, 1, '1 task done today.'],
    [2, 1, '2 tasks done today.'],
    [3, 2, '3 tasks done today.'],
    [10, 2, '10 tasks done today.'],
    [-1, 0, null],
    [Number.NaN, 0, null],
  ])('%s tasks done: encouragement from tier %s', (tasksCompleted, tier, prefix) => {
    const { aiEncouragement } = buildMotivation({ spaceType: 'bedroom', tasksCompleted, date: '2025-03-04' });
    const line = prefix === null ? aiEncouragement : aiEncouragement.slice(prefix.length + 1);
    if (prefix !== null) expect(aiEncouragement.startsWith(`${prefix} `)).toBe(true);
    expect(ENCOURAGEMENTS[tier as 0 | 1 | 2]).toContain(line);
  });
});

describe('motivationCacheKey', () => {
  it.each([
    ['kitchen', '2025-01-31', 'motivation_kitchen_2025-01-31'],
    ['living-room', '2024-12-01', 'motivation_living-room_2024-12-01'],
  ] as const)('%s on %s → %s', (spaceType, date, key) => {
    expect(motivationCacheKey(spaceType, date)).toBe(key);
  });
});

describe('another card than the ones shown (Refresh)', () => {
  const day = { spaceType: 'kitchen' as const, tasksCompleted: 2, date: '2025-03-03' };
  const shownOf = (cards: readonly MotivationCard[]) => ({
    quotes: cards.map((card) => card.quote),
    tips: cards.map((card) => card.dailyTip),
    encouragements: cards.map((card) => card.aiEncouragement),
  });

  it.each(SPACE_TYPES)('a %s card, refreshed five times, never repeats a quote or a tip', (spaceType) => {
    const cards = [buildMotivation({ ...day, spaceType })];
    for (let refresh = 0; refresh < 5; refresh += 1)
      cards.push(buildMotivation({ ...day, spaceType, exclude: shownOf(cards) }));
    expect(new Set(cards.map((card) => card.quote)).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.dailyTip)).size).toBe(cards.length);
  });

  it("draws the tip from the room's tips and the encouragement from the day's tier", () => {
    const first = buildMotivation(day);
    const next = buildMotivation({ ...day, exclude: shownOf([first]) });
    expect(tipsForSpace('kitchen')).toContain(next.dailyTip);
    expect(next.aiEncouragement.startsWith('2 tasks done today.')).toBe(true);
    expect(ENCOURAGEMENTS[1].some((line) => next.aiEncouragement.endsWith(line))).toBe(true);
    expect(next.aiEncouragement).not.toBe(first.aiEncouragement);
  });

  it('without anything shown, is the day’s card', () => {
    expect(buildMotivation({ ...day, exclude: { quotes: [], tips: [] } })).toEqual(buildMotivation(day));
  });

  it('when every quote was shown, still gives one', () => {
    const all = {
      quotes: GENERAL_QUOTES.map((quote) => (quote.author ? `“${quote.text}” — ${quote.author}` : `“${quote.text}”`)),
      tips: [],
    };
    expect(buildMotivation({ ...day, exclude: all }).quote.length).toBeGreaterThan(0);
  });

  it('names a card by a key and reads the key back', () => {
    const card = buildMotivation(day);
    const key = motivationKey(card, 'kitchen');
    expect(key).toMatch(MOTIVATION_KEY_PATTERN);
    const shown = shownFromKeys([key ?? ''], 'kitchen', 2);
    expect(shown.quotes).toEqual([card.quote]);
    expect(shown.tips).toEqual([card.dailyTip]);
    expect(shown.encouragements).toEqual([card.aiEncouragement]);
    expect(motivationKey({ ...card, quote: 'Not in the list' }, 'kitchen')).toBeNull();
    expect(shownFromKeys(['nonsense', 'q99-t99-e9'], 'kitchen', 2)).toEqual({
      quotes: [],
      tips: [],
      encouragements: [],
    });
  });
});
