import { describe, expect, it } from 'vitest';
import { clearCachedCard, readCachedCard, writeCachedCard, type CardStorage } from './motivation-cache';

function memoryStorage(initial: Record<string, string> = {}): CardStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const refusing: CardStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const card = { quote: '“Well begun is half done.”', dailyTip: 'Wipe as you go.', aiEncouragement: 'Nice start!' };
const key = 'motivation_kitchen_2026-11-21';

describe('motivation cache', () => {
  it('gives back the card it kept for the day', () => {
    const storage = memoryStorage();
    expect(readCachedCard(storage, key)).toBeNull();
    writeCachedCard(storage, key, { ...card, tasksCompleted: 2 } as typeof card);
    expect(JSON.parse(storage.items.get(key)!)).toEqual(card);
    expect(readCachedCard(storage, key)).toEqual(card);
  });

  it('clears the card (after a failed refresh)', () => {
    const storage = memoryStorage({ [key]: JSON.stringify(card) });
    clearCachedCard(storage, key);
    expect(readCachedCard(storage, key)).toBeNull();
  });

  it('ignores what is not a card', () => {
    expect(readCachedCard(memoryStorage({ [key]: 'not json' }), key)).toBeNull();
    expect(readCachedCard(memoryStorage({ [key]: '{"quote":"Only a quote"}' }), key)).toBeNull();
    expect(readCachedCard(memoryStorage({ [key]: 'null' }), key)).toBeNull();
  });

  it('works without storage, or with storage that refuses', () => {
    expect(readCachedCard(null, key)).toBeNull();
    expect(() => writeCachedCard(null, key, card)).not.toThrow();
    expect(readCachedCard(refusing, key)).toBeNull();
    expect(() => writeCachedCard(refusing, key, card)).not.toThrow();
    expect(() => clearCachedCard(refusing, key)).not.toThrow();
  });
});
