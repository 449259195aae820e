import { describe, expect, it } from 'vitest';
import { clearCachedCard, readCachedCard, writeCachedCard } from './motivation-cache';
import { memoryStorage, refusingStorage } from '../../test-support/storage';

const card = { quote: '“Well begun is half done.”', dailyTip: 'Wipe as you go.', aiEncouragement: 'Nice start!' };
const key = 'motivation_kitchen_2026-11-21';

describe('motivation cache', () => {
  it('gives back the card it kept for the day', () => {
    const storage = memoryStorage();
    expect(readCachedCard(storage, key)).toBeNull();
    writeCachedCard(storage, key, { ...card, tasksCompleted: 2 } as typeof card);
    expect(JSON.parse(storage.data.get(key)!)).toEqual(card);
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
    expect(readCachedCard(refusingStorage, key)).toBeNull();
    expect(() => writeCachedCard(refusingStorage, key, card)).not.toThrow();
    expect(() => clearCachedCard(refusingStorage, key)).not.toThrow();
  });
});
